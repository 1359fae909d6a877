#!/usr/bin/env python3
"""Random positions under RoyalDynasty (Popeye's `condition RoyalDynasty`, Circe beside it in
some): one to three kings a side, pawns before their promotion rank, castling kings and rooks
in some; run through Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the
oracle's format. Usage: generate-dynasty-moves.py COUNT SEED > file."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

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
    used = board.used
    pieces = {"white": [], "black": []}
    for side, home in (("white", 0), ("black", 7)):
        if rng.random() < 0.4:
            used.update({(4, home), (0, home), (7, home)})
            pieces[side] += [("k", (4, home)), ("r", (0, home)), ("r", (7, home))]
            kings = rng.randrange(0, 3)
        else:
            kings = rng.randrange(1, 4)
        for _ in range(kings):
            pieces[side].append(("k", free()))
        for _ in range(rng.randrange(1, 5)):
            c = rng.choice(others)
            if c == "p":
                ranks = [6, 5] if side == "white" else [1, 2]
                if rng.random() < 0.5:
                    ranks = range(1, 7)
                pieces[side].append((c, free(ranks=ranks)))
            else:
                pieces[side].append((c, free()))
    side = rng.choice(["white", "black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    cond = "royaldynasty" + (" circe" if rng.random() < 0.3 else "")
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition {cond}\n"
           f"option {opt}\nend\n")
    moves = popeye_moves(inp, "d")
    if not moves:
        continue
    records.append({
        "id": f"dynasty-{seed}-{len(records):04d}",
        "family": "royal dynasty",
        "condition_text": cond,
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
