#!/usr/bin/env python3
"""Random positions with a sting or poseidon as a side's royal piece, run through Popeye 4.104
(~1, noboard, halfduplex for Black): move records in the oracle's format."""
import json, random, subprocess, sys

code = sys.argv[1]          # st or po
n = int(sys.argv[2])
seed = int(sys.argv[3])
rng = random.Random(seed)
files = "abcdefgh"
others = ["q", "r", "b", "s", "p", "g", "n", "st", "po", "ms", "si"]

def sq(f, r):
    return files[f] + str(r + 1)

def run(inp):
    with open("/tmp/royal/gen/p.inp", "w") as fh:
        fh.write(inp)
    out = subprocess.run(["/tmp/py/py", "/tmp/royal/gen/p.inp"], capture_output=True, text=True, timeout=60)
    text = out.stdout + out.stderr
    if "capture the king" in text or "error" in text.lower() or "royal" in text.lower():
        return None
    moves = []
    for line in out.stdout.splitlines():
        t = line.strip()
        if t.startswith("1.") and t.endswith("!"):
            moves.append(t[2:-1].strip())
    return moves

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    used = set()
    def free(rank=None):
        while True:
            f = rng.randrange(8)
            r = rng.randrange(8) if rank is None else rank
            if (f, r) not in used:
                used.add((f, r))
                return (f, r)
    pieces = {"white": [], "black": []}
    royal_side = rng.choice(["white", "black"])
    kind = rng.random()
    # the royal walk; sometimes on its home square beside a rook (no castling for it)
    if kind < 0.15:
        home = 0 if royal_side == "white" else 7
        used.add((4, home)); pieces[royal_side].append((code, (4, home)))
        for rf in (0, 7):
            used.add((rf, home)); pieces[royal_side].append(("r", (rf, home)))
    else:
        pieces[royal_side].append((code, free()))
    other = "black" if royal_side == "white" else "white"
    # enemy men a step away (the poseidon's captures, the sting's hurdles)
    rf, rr = pieces[royal_side][0][1]
    for _ in range(rng.randrange(0, 3)):
        df, dr = rng.choice([(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if (a, b) != (0, 0)])
        f, r = rf + df, rr + dr
        if 0 <= f < 8 and 0 < r < 7 and (f, r) not in used:
            used.add((f, r))
            pieces[other].append((rng.choice(["q", "r", "b", "s", "g", "p"]), (f, r)))
    okind = rng.choice(["k", "k", code, "st" if code == "po" else "po"])
    pieces[other].append((okind, free()))
    for side in ("white", "black"):
        for _ in range(rng.randrange(1, 5)):
            c = rng.choice([o for o in others if o not in ("st", "po")] + ["p", "p"])
            if c == "p":
                if rng.random() < 0.4:
                    rank = 6 if side == "white" else 1
                    pieces[side].append(("p", free(rank)))
                else:
                    pieces[side].append(("p", free(rng.randrange(1, 7))))
            else:
                pieces[side].append((c, free()))
    side = rng.choice(["white", "black"])
    parts = []
    for s in ("white", "black"):
        parts.append(s + " " + " ".join(c + sq(*p) for c, p in pieces[s]))
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = f"begin\npieces {' '.join(parts)}\nstipulation ~1\noption {opt}\nend\n"
    moves = run(inp)
    if moves is None or not moves:
        continue
    records.append({"id": f"royal-{code}-{len(records)+1:04d}", "family": f"royal-{code}",
                    "side": side, "input": inp, "moves": sorted(moves), "popeye_version": "4.104"})
for r in records:
    print(json.dumps(r))
