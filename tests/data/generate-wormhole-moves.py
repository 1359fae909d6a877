#!/usr/bin/env python3
"""Random positions with wormholes (Popeye's `condition wormholes`: 2 to 5 squares, empty or
not) among riders, leapers, hoppers, pawns (some about to promote, some double-stepping onto a
wormhole) and castling kings and rooks, run through Popeye 4.104 (~1, noboard, halfduplex for
Black): move records in the oracle's format. Usage: generate-wormhole-moves.py COUNT SEED
[CONDITION...]: the conditions given go before the wormholes (`circe`, `circe rexinclusive`,
`madrasi`), and the records' family is `wormholes-` and their words joined by `-`."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
extra = " ".join(sys.argv[3:])
family = "-".join(["wormholes"] + sys.argv[3:])
prefix = extra + " " if extra else ""
rng = random.Random(seed)
others = ["q", "r", "b", "s", "p", "p", "p", "g", "n"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    used = board.used
    pieces = {"white": [], "black": []}
    for side, home in (("white", 0), ("black", 7)):
        if rng.random() < 0.3:
            used.update({(4, home), (0, home), (7, home)})
            pieces[side] += [("k", (4, home)), ("r", (0, home)), ("r", (7, home))]
        else:
            pieces[side].append(("k", free()))
        for _ in range(rng.randrange(1, 6)):
            c = rng.choice(others)
            if c == "p":
                ranks = [6] if side == "white" else [1]
                if rng.random() < 0.5:
                    ranks = [1] if side == "white" else [6]
                pieces[side].append((c, free(ranks=ranks)))
            else:
                pieces[side].append((c, free()))
    holes = []
    for _ in range(rng.randrange(2, 6)):
        f, r = rng.randrange(8), rng.randrange(8)
        if (f, r) not in holes:
            holes.append((f, r))
    side = rng.choice(["white", "black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    text = "".join(sq(*h) for h in holes)
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition {prefix}wormholes {text}\n"
           f"option {opt}\nend\n")
    moves = popeye_moves(inp, "w", ("error", "can capture"))
    if not moves:
        continue
    records.append({
        "id": f"{family}-{seed}-{len(records):04d}",
        "family": family,
        "condition_text": f"{prefix}wormholes {text}",
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
