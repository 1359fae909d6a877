#!/usr/bin/env python3
"""Random positions with chameleon pieces (some of the sequence's walks, some not, pawns about
to promote) under Popeye's `condition ChameleonSequence` with a random cycle of walks, run
through Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the oracle's format.
Usage: generate-chameleon-sequence-moves.py COUNT SEED > file."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
walks = ["q", "r", "b", "s", "pa", "va", "g", "n", "le", "ca"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    cycle = rng.sample(walks, rng.randrange(2, 5))
    # Popeye closes an open list; half the lists come back to their first walk themselves.
    listed = cycle + ([cycle[0]] if rng.random() < 0.5 else [])
    parts = []
    for side in ("white", "black"):
        plain = [("k", free())]
        chameleons = []
        for _ in range(rng.randrange(1, 4)):
            c = rng.choice(cycle + walks)
            (plain if rng.random() < 0.3 else chameleons).append((c, free()))
        if rng.random() < 0.5:
            rank = 6 if side == "white" else 1
            (plain if rng.random() < 0.5 else chameleons).append(("p", free(rank)))
        parts.append(side + " " + " ".join(c + sq(*p) for c, p in plain))
        if chameleons:
            parts.append(side + " chameleon " + " ".join(c + sq(*p) for c, p in chameleons))
    side = rng.choice(["white", "black"])
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    condition = "chameleonsequence " + " ".join(listed)
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition {condition}\n"
           f"option {opt}\nend\n")
    moves = popeye_moves(inp, "cs")
    if not moves:
        continue
    records.append({
        "id": f"chameleon-sequence-{seed}-{len(records):04d}",
        "family": "chameleon-sequence",
        "condition_text": condition,
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
