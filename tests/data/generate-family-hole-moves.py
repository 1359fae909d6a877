#!/usr/bin/env python3
"""Random positions of orthodox pieces under a condition of the Circe family (or another) with
holes (`condition hole`): the pieces are placed first, then 3 to 7 holes on empty squares,
most of them on the ranks where pieces are reborn (1, 2, 7, 8), so that rebirth squares,
Mars squares and cages meet holes. Run through Popeye 4.104 (~1, noboard, halfduplex for
Black): move records in the oracle's format.
Usage: generate-family-hole-moves.py PREFIX "CONDITION" COUNT SEED > file."""
import json, os, random, subprocess, sys, tempfile

prefix, condition, n, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(seed)
files = "abcdefgh"
others = ["q", "r", "b", "s", "p", "p", "p"]
WORK = tempfile.mkdtemp(prefix="pgen-")


def sq(f, r):
    return files[f] + str(r + 1)


def run(inp):
    path = os.path.join(WORK, "hole.inp")
    with open(path, "w") as fh:
        fh.write(inp)
    try:
        out = subprocess.run(["/tmp/py/py", path], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None
    text = out.stdout + out.stderr
    if "error" in text.lower() or "can capture" in text.lower() or "finished" not in text:
        return None
    return [l.strip() for l in out.stdout.splitlines() if l.strip().startswith("1.")]


records = []
tries = 0
while len(records) < n and tries < n * 30:
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
    kings = rng.random() < 0.7
    if kings:
        pieces["white"].append(("k", free()))
        pieces["black"].append(("k", free()))
    for side in ("white", "black"):
        for _ in range(rng.randrange(2, 7)):
            c = rng.choice(others)
            if c == "p":
                home = 1 if side == "white" else 6
                rank = home if rng.random() < 0.3 else rng.randrange(1, 7)
                pieces[side].append((c, free(rank)))
            else:
                pieces[side].append((c, free()))
    holes = [free(rng.choice([0, 1, 6, 7]) if rng.random() < 0.8 else None)
             for _ in range(rng.randrange(3, 8))]
    side = rng.choice(["white", "black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + ("" if kings else " nowk nobk")
    opt += " halfduplex" if side == "black" else ""
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\n"
           f"condition {condition} hole {''.join(sq(*h) for h in holes)}\n"
           f"option {opt}\nend\n")
    lines = run(inp)
    if lines is None:
        continue
    moves = [t[2:-1].strip() for t in lines if t.endswith("!")]
    if not moves:
        continue
    records.append({"id": f"{prefix}-{seed}-{len(records):04d}", "condition_text": condition,
                    "side": side, "input": inp, "moves": moves, "popeye_version": "4.104"})
for r in records:
    print(json.dumps(r))
