#!/usr/bin/env python3
"""Random positions under AntiMarsCirce, alone and with the conditions it plays beside
(a maximummer or minimummer of either side, Wormholes), run through Popeye 4.104 (~1,
noboard, halfduplex for Black): move records in the oracle's format. Kings stand on their
squares or elsewhere, rooks on their corners or elsewhere (castling with a rook reborn on its
corner first, `[wKg2->e1][wRg4->h1]0-0`), pawns on any rank but the first and last.
Usage: generate-antimarscirce-moves.py COUNT SEED: the records' family is
`antimarscirce-` and the partner's first word; generate-antimarscirce-moves.py hand: the
positions of `HAND`, made by hand (Popeye's castlings with a reborn rook listed twice,
moving the king alone, or with the other rook, the wormhole of corpus 4_65_to_4_67 #12)."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

HAND = [
    ("white kg2 rg4 ra1 black kd8", "antimarscirce"),
    ("white kg2 rh1 ra4 black kd8", "antimarscirce"),
    ("white kh5 rg4 black ke8", "antimarscirce"),
    ("white ke1 rg4 black ke8", "antimarscirce"),
    ("white kg2 rg4 rb3 black ke8", "antimarscirce"),
    ("white kg2 rg4 ra1 black kd8 rh5", "antimarscirce whitemaximummer"),
    ("white pa6 black pa4 ke8", "antimarscirce whitemaximummer wormholes a6a3"),
    ("white ke1 sd4 rh1 pe2 black ke8 pb6", "antimarscirce wormholes f3h5e4"),
    ("white kc3 pa2 black ke8 rd7 pc7", "antimarscirce wormholes a3g5"),
    ("white kg2 rh1 rb4 black kd8", "antimarscirce"),
    ("white kg2 rh1 rb4 black ka5", "antimarscirce"),
    ("white ke1 rh1 rb4 black ka6", "antimarscirce"),
]

if sys.argv[1] == "hand":
    for i, (pieces, condition) in enumerate(HAND):
        inp = f"begin\npieces {pieces}\nstipulation ~1\ncondition {condition}\nend\n"
        print(json.dumps({
            "id": f"antimarscirce-hand-{i:04d}",
            "family": "antimarscirce-hand",
            "condition_text": condition,
            "side": "white",
            "input": inp,
            "moves": popeye_moves(inp, "am", ("error", "can capture")),
            "popeye_version": "4.104",
        }))
    sys.exit(0)

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
others = ["q", "r", "r", "b", "s", "p", "p", "p"]
partners = ["", "whitemaximummer", "blackmaximummer", "whiteminimummer",
            "blackminimummer", "wormholes", "wormholes", "whitemaximummer wormholes"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    pieces = {"white": [], "black": []}
    for side, home in (("white", 0), ("black", 7)):
        if rng.random() < 0.4:
            pieces[side].append(("k", free(rank=home) if rng.random() < 0.3 else free()))
        else:
            pieces[side].append(("k", free()))
        if rng.random() < 0.5:
            board.used.add((4, home))
            pieces[side][0] = ("k", (4, home))
        for _ in range(rng.randrange(1, 3)):
            pieces[side].append(("r", free()))
        for _ in range(rng.randrange(0, 4)):
            c = rng.choice(others)
            pieces[side].append((c, free(ranks=range(1, 7)) if c == "p" else free()))
    partner = rng.choice(partners)
    if "wormholes" in partner:
        holes = []
        for _ in range(rng.randrange(2, 5)):
            h = (rng.randrange(8), rng.randrange(8))
            if h not in holes:
                holes.append(h)
        partner += " " + "".join(sq(*h) for h in holes)
    condition = ("antimarscirce " + partner).strip()
    side = rng.choice(["white", "black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition {condition}\n"
           f"option {opt}\nend\n")
    moves = popeye_moves(inp, "am", ("error", "can capture"))
    if not moves:
        continue
    family = "-".join(["antimarscirce"] + partner.split()[:1])
    records.append({
        "id": f"{family}-{seed}-{len(records):04d}",
        "family": family,
        "condition_text": condition,
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
