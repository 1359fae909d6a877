#!/usr/bin/env python3
"""Random crowded positions with locusts and marine pieces (locust, rook and bishop locusts,
sirene, triton, nereide, marine knight, poseidon), several of one or two kinds on each side so
that two takes after different makes land on one square, under Popeye's
`condition Make&TakeChess`, run through Popeye 4.104 (~1, noboard, halfduplex for Black): move
records in the oracle's format. Usage: generate-make-take-locust-moves.py COUNT SEED > file."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

WALKS = ["l", "lr", "lb", "si", "tr", "nd", "ms", "po"]

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
others = ["q", "r", "b", "s", "p", "p"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    kinds = [rng.choice(WALKS)]
    if rng.random() < 0.4:
        kinds.append(rng.choice(WALKS))
    pieces = {"white": [("k", free())], "black": [("k", free())]}
    for side in ("white", "black"):
        for _ in range(rng.randrange(2, 5)):
            pieces[side].append((rng.choice(kinds), free()))
        for _ in range(rng.randrange(1, 5)):
            c = rng.choice(others)
            pieces[side].append((c, free(rng.randrange(1, 7)) if c == "p" else free()))
    side = rng.choice(["white", "black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition Make&TakeChess\n"
           f"option {opt}\nend\n")
    moves = popeye_moves(inp, "mtl")
    if not moves:
        continue
    records.append({
        "id": f"make-take-locust-{seed}-{len(records):04d}",
        "family": "make-take",
        "condition_text": "Make&TakeChess",
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
