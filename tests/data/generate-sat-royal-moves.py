#!/usr/bin/env python3
"""Random positions whose royal men are of other walks than the king's (grasshopper, knight,
queen, rook, bishop, nightrider) under Popeye's `condition SAT` (SAT, SAT 1, SAT 2), run
through Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the oracle's format.
Usage: generate-sat-royal-moves.py COUNT SEED > file."""
import json, random, subprocess, sys

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
files = "abcdefgh"
royals = ["g", "s", "q", "r", "b", "n", "k"]
others = ["q", "r", "b", "s", "p", "p", "g"]


def sq(f, r):
    return files[f] + str(r + 1)


def run(inp):
    with open("/tmp/pgen/sat.inp", "w") as fh:
        fh.write(inp)
    out = subprocess.run(["/tmp/py/py", "/tmp/pgen/sat.inp"], capture_output=True, text=True, timeout=60)
    text = out.stdout + out.stderr
    if "error" in text.lower() or "check" in text.lower() or "ignored" in text.lower():
        return None
    moves = []
    for line in out.stdout.splitlines():
        t = line.strip()
        if t.startswith("1.") and t.endswith("!"):
            moves.append(t[2:-1].strip())
    return moves


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

    parts = []
    for side in ("white", "black"):
        royal = rng.choice(royals)
        men = [c + sq(*free(rng.randrange(1, 7)) if c == "p" else free())
               for c in (rng.choice(others) for _ in range(rng.randrange(1, 6)))]
        parts.append(f"{side} {' '.join(men)} {side} royal {royal}{sq(*free())}")
    if "royal k" in parts[0] and "royal k" in parts[1]:
        continue
    side = rng.choice(["white", "black"])
    sat = rng.choice(["sat", "sat 1", "sat 2"])
    opt = "nowk nobk noboard" + (" halfduplex" if side == "black" else "")
    inp = f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition {sat}\noption {opt}\nend\n"
    moves = run(inp)
    if not moves:
        continue
    records.append({
        "id": f"sat-royal-{seed}-{len(records):04d}",
        "family": "sat",
        "condition_text": sat,
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
