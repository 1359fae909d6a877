#!/usr/bin/env python3
"""Random positions whose royal men are of other walks than the king's (grasshopper, knight,
queen, rook, bishop, nightrider) under Popeye's `condition SAT` (SAT, SAT 1, SAT 2), run
through Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the oracle's format.
Usage: generate-sat-royal-moves.py COUNT SEED > file."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
royals = ["g", "s", "q", "r", "b", "n", "k"]
others = ["q", "r", "b", "s", "p", "p", "g"]

records = []
tries = 0
while len(records) < n and tries < n * 30:
    tries += 1
    board = Squares(rng)
    free = board.free
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
    moves = popeye_moves(inp, "sat", ("error", "check", "ignored"))
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
