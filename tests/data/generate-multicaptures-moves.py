#!/usr/bin/env python3
"""Random crowded positions (many men, so that several capture one square or check one king)
under Popeye's `condition MultiCaptures` (both sides, White or Black bound), run through
Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the oracle's format.
Usage: generate-multicaptures-moves.py COUNT SEED > file."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
others = ["q", "r", "r", "b", "b", "s", "s", "p", "p", "p", "g"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    used = board.used
    castling = rng.random() < 0.2
    pieces = {"white": [], "black": []}
    if castling:
        used.update({(4, 0), (0, 0), (7, 0), (4, 7), (0, 7), (7, 7)})
        pieces["white"] += [("k", (4, 0)), ("r", (0, 0)), ("r", (7, 0))]
        pieces["black"] += [("k", (4, 7)), ("r", (0, 7)), ("r", (7, 7))]
    else:
        pieces["white"].append(("k", free()))
        pieces["black"].append(("k", free()))
    for side in ("white", "black"):
        for _ in range(rng.randrange(4, 10)):
            c = rng.choice(others)
            pieces[side].append((c, free(rng.randrange(1, 7)) if c == "p" else free()))
    side = rng.choice(["white", "black"])
    bound = rng.choice(["", " white", " black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition multicaptures{bound}\n"
           f"option {opt}\nend\n")
    moves = popeye_moves(inp, "m")
    if not moves:
        continue
    records.append({
        "id": f"multicaptures-{seed}-{len(records):04d}",
        "family": "multicaptures",
        "condition_text": f"multicaptures{bound}",
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
