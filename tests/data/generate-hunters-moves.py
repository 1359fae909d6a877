#!/usr/bin/env python3
"""Random positions with two to four kinds of Popeye's generalized hunters (`X/Y` of two
orthodox walks) of both colours among orthodox men, run through Popeye 4.104 (~1, noboard,
halfduplex for Black): move records in the oracle's format.
Usage: generate-hunters-moves.py COUNT SEED > pieces/piece-hunters-moves.jsonl"""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
walks = "kqrbsp"
hunters = [f"{x}/{y}" for x in walks for y in walks]
others = ["q", "r", "b", "s", "p", "p"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    free = Squares(rng).free

    kinds = rng.sample(hunters, rng.randrange(2, 5))
    pieces = {"white": [("k", free())], "black": [("k", free())]}
    for side in ("white", "black"):
        for _ in range(rng.randrange(1, 4)):
            pieces[side].append((rng.choice(kinds), free()))
        for _ in range(rng.randrange(1, 6)):
            c = rng.choice(others)
            pieces[side].append((c, free(rng.randrange(1, 7)) if c == "p" else free()))
    side = rng.choice(["white", "black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = f"begin\npieces {' '.join(parts)}\nstipulation ~1\noption {opt}\nend\n"
    moves = popeye_moves(inp, "h")
    if not moves:
        continue
    records.append({"id": f"pc-hunters-{len(records)+1:04d}", "family": "piece-hunters",
                    "side": side, "input": inp, "moves": sorted(moves), "popeye_version": "4.104"})
for r in records:
    print(json.dumps(r))
