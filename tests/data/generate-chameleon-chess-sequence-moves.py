#!/usr/bin/env python3
"""Random positions with orthodox and a few fairy pieces, captures and pawns about to promote,
under Popeye's `condition ChameleonChess <cycle>` (a list of walks after the keyword, closed or
not), run through Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the
oracle's format. Usage: generate-chameleon-chess-sequence-moves.py COUNT SEED > file."""
import json, os, random, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
# (The fairy walks are those of the chameleon-sequence records: Popeye 4.104 loops on some
# lists with walks the diagram lacks.)
walks = ["q", "r", "b", "s", "g", "n", "rh", "li"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    cycle = rng.sample(walks, rng.randrange(2, 6))
    listed = cycle + ([cycle[0]] if rng.random() < 0.5 else [])
    parts = []
    for side in ("white", "black"):
        pieces = [("k", free())]
        for _ in range(rng.randrange(2, 6)):
            pieces.append((rng.choice(cycle + walks), free()))
        rank = 6 if side == "white" else 1
        for _ in range(rng.randrange(0, 3)):
            pieces.append(("p", free(rank)))
        parts.append(side + " " + " ".join(c + sq(*p) for c, p in pieces))
    side = rng.choice(["white", "black"])
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    condition = "chameleonchess " + " ".join(listed)
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition {condition}\n"
           f"option {opt}\nend\n")
    try:
        moves = popeye_moves(inp, "ccs")
    except subprocess.TimeoutExpired:
        continue
    if not moves:
        continue
    records.append({
        "id": f"chameleon-chess-sequence-{seed}-{len(records):04d}",
        "family": "chameleon-chess-sequence",
        "condition_text": condition,
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
