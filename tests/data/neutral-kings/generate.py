#!/usr/bin/env python3
"""Random positions with a neutral king (either side's king) among white, black and neutral
men, run through Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the
oracle's format. Positions Popeye calls illegal (the side to play can capture the king) and
those without a move are skipped. Usage: generate.py COUNT SEED > file."""
import json, random, subprocess, sys

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
files = "abcdefgh"
others = ["q", "r", "b", "s", "p", "p", "g", "n"]


def sq(f, r):
    return files[f] + str(r + 1)


def run(inp):
    with open("/tmp/pgen/nk.inp", "w") as fh:
        fh.write(inp)
    out = subprocess.run(["/tmp/py/py", "/tmp/pgen/nk.inp"], capture_output=True, text=True, timeout=60)
    text = out.stdout + out.stderr
    if "error" in text.lower() or "king" in text.lower():
        return None
    return [l.strip()[2:-1].strip() for l in out.stdout.splitlines()
            if l.strip().startswith("1.") and l.strip().endswith("!")]


records = []
tries = 0
while len(records) < n and tries < n * 50:
    tries += 1
    used = set()

    def free(rank=None):
        while True:
            f = rng.randrange(8)
            r = rng.randrange(8) if rank is None else rank
            if (f, r) not in used:
                used.add((f, r))
                return (f, r)

    pieces = {"white": [], "black": [], "neutral": [("k", free())]}
    for side in ("white", "black", "neutral"):
        for _ in range(rng.randrange(0 if side == "neutral" else 1, 3 if side == "neutral" else 5)):
            c = rng.choice(others)
            pieces[side].append((c, free(rng.randrange(1, 7)) if c == "p" else free()))
    side = rng.choice(["white", "black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black", "neutral") if pieces[s]]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = f"begin\npieces {' '.join(parts)}\nstipulation ~1\noption {opt}\nend\n"
    moves = run(inp)
    if not moves:
        continue
    records.append({"id": f"nk-{len(records)+1:04d}", "family": "neutral-king",
                    "side": side, "input": inp, "moves": sorted(moves), "popeye_version": "4.104"})
for r in records:
    print(json.dumps(r))
