#!/usr/bin/env python3
"""Random positions with holes (Popeye's `condition hole`: 2 to 8 empty squares) and a mix of
riders, leapers, hoppers, lions and pawns (castling rooks and e.p. in some), run through Popeye
4.104 (~1, noboard, halfduplex for Black): move records in the oracle's format.
Usage: generate-hole-moves.py COUNT SEED > file."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
others = ["q", "r", "b", "s", "p", "p", "p", "g", "n", "li", "ca", "rl", "ka", "ma", "ao"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    used = board.used
    castling = rng.random() < 0.3
    pieces = {"white": [], "black": []}
    if castling:
        used.update({(4, 0), (0, 0), (7, 0), (4, 7), (0, 7), (7, 7)})
        pieces["white"] += [("k", (4, 0)), ("r", (0, 0)), ("r", (7, 0))]
        pieces["black"] += [("k", (4, 7)), ("r", (0, 7)), ("r", (7, 7))]
    else:
        pieces["white"].append(("k", free()))
        pieces["black"].append(("k", free()))
    for side in ("white", "black"):
        for _ in range(rng.randrange(2, 7)):
            c = rng.choice(others)
            if c == "p":
                home = 1 if side == "white" else 6
                rank = home if rng.random() < 0.5 else rng.randrange(1, 7)
                pieces[side].append((c, free(rank)))
            else:
                pieces[side].append((c, free()))
    holes = [free() for _ in range(rng.randrange(2, 9))]
    side = rng.choice(["white", "black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    holes_text = "".join(sq(*h) for h in holes)
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition hole {holes_text}\n"
           f"option {opt}\nend\n")
    moves = popeye_moves(inp, "h")
    if not moves:
        continue
    records.append({
        "id": f"hole-{seed}-{len(records):04d}",
        "family": "hole",
        "condition_text": f"hole {holes_text}",
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
