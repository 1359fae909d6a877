#!/usr/bin/env python3
"""Random Alice chess positions (Popeye's `condition AliceChess`, about a third of the pieces
declared `AliceB`) with a mix of orthodox pieces, pawns (promotions among them), castling
kings and rooks, and some fairy riders, leapers, hoppers and lions, run through Popeye 4.104
(~1, noboard, halfduplex for Black): move records in the oracle's format.
Usage: generate-alice-moves.py COUNT SEED > file."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
others = ["q", "r", "b", "s", "p", "p", "p", "p", "q", "r", "b", "s", "g", "n", "li", "ca", "ma"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    used = board.used
    castling = rng.random() < 0.35
    # Each side's pieces, on A (False) or B (True).
    pieces = {"white": [], "black": []}
    if castling:
        used.update({(4, 0), (0, 0), (7, 0), (4, 7), (0, 7), (7, 7)})
        for side, rank in (("white", 0), ("black", 7)):
            kb = rng.random() < 0.3
            pieces[side] += [("k", (4, rank), kb), ("r", (0, rank), kb if rng.random() < 0.8 else not kb),
                             ("r", (7, rank), kb if rng.random() < 0.8 else not kb)]
    else:
        pieces["white"].append(("k", free(), rng.random() < 0.4))
        pieces["black"].append(("k", free(), rng.random() < 0.4))
    for side in ("white", "black"):
        for _ in range(rng.randrange(2, 9)):
            c = rng.choice(others)
            if c == "p":
                home = 1 if side == "white" else 6
                r = rng.random()
                rank = home if r < 0.4 else (6 if side == "white" else 1) if r < 0.6 else rng.randrange(1, 7)
                pieces[side].append((c, free(rank), rng.random() < 0.35))
            else:
                pieces[side].append((c, free(), rng.random() < 0.35))
    side = rng.choice(["white", "black"])
    parts = []
    for s in ("white", "black"):
        a = [c + sq(*p) for c, p, b in pieces[s] if not b]
        bb = [c + sq(*p) for c, p, b in pieces[s] if b]
        if a:
            parts.append(s + " " + " ".join(a))
        if bb:
            parts.append(s + " aliceb " + " ".join(bb))
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition alicechess\n"
           f"option {opt}\nend\n")
    moves = popeye_moves(inp, "alice")
    if not moves:
        continue
    records.append({
        "id": f"alice-{seed}-{len(records):04d}",
        "family": "alice",
        "condition_text": "alicechess",
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
