#!/usr/bin/env python3
"""Random positions for Make&Take's castling makes beside Circe RexInclusive (Popeye's
`0-0*e6[+bKe8]`): a piece of the side to move on the other side's king square (e8 or e1),
that side's rooks on their corners (one or both), its king mostly where the piece could take
it from g8/c8 (g1/c1), and a few more pieces, run through Popeye 4.104 (~1, noboard,
halfduplex for Black) under Circe, Circe Antipodes and Circe File, each RexInclusive: move
records in the oracle's format.
Usage: generate-castling-make-moves.py COUNT SEED > file."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
capturers = ["q", "r", "b", "s", "k"]
others = ["q", "r", "b", "s", "p", "p"]
conditions = ["circe rexincl", "circe antipodes rexincl", "circe file rexincl"]

LINES = {"q": [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)],
         "r": [(1, 0), (-1, 0), (0, 1), (0, -1)],
         "b": [(1, 1), (1, -1), (-1, 1), (-1, -1)]}
LEAPS = {"s": [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)],
         "k": [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]}


def reach(kind, f, r):
    """The squares `kind` reaches from (f, r) on an empty board."""
    out = []
    for df, dr in LINES.get(kind, []):
        x, y = f + df, r + dr
        while 0 <= x < 8 and 0 <= y < 8:
            out.append((x, y))
            x, y = x + df, y + dr
    for df, dr in LEAPS.get(kind, []):
        if 0 <= f + df < 8 and 0 <= r + dr < 8:
            out.append((f + df, r + dr))
    return out


records = []
tries = 0
while len(records) < n and tries < n * 30:
    tries += 1
    board = Squares(rng)
    side = rng.choice(["white", "black"])
    victim = "black" if side == "white" else "white"
    home = 7 if victim == "black" else 0
    kind = rng.choice(capturers)
    pieces = {"white": [], "black": []}
    board.used.add((4, home))
    pieces[side].append((kind, (4, home)))
    corners = rng.choice([[0], [7], [0, 7], [0, 7]])
    for f in corners:
        board.used.add((f, home))
        pieces[victim].append(("r", (f, home)))
    targets = [s for f in ((6,) if 7 in corners else ()) + ((2,) if 0 in corners else ())
               for s in reach(kind, f, home) if s not in board.used and s[1] != home]
    if targets and rng.random() < 0.8:
        king = rng.choice(targets)
        board.used.add(king)
    else:
        king = board.free(ranks=range(1, 7))
    pieces[victim].append(("k", king))
    pieces[side].append(("k", board.free()))
    for s in ("white", "black"):
        for _ in range(rng.randrange(0, 4)):
            c = rng.choice(others)
            pieces[s].append((c, board.free(ranks=range(1, 7)) if c == "p" else board.free()))
    condition = rng.choice(conditions)
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\n"
           f"condition make&take {condition}\noption {opt}\nend\n")
    moves = popeye_moves(inp, "cm")
    if not moves:
        continue
    records.append({
        "id": f"castmake-{seed}-{len(records):04d}",
        "condition_text": f"make&take {condition}",
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
