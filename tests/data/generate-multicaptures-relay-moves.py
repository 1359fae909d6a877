#!/usr/bin/env python3
"""Random positions with orphans and friends (Popeye's `o`, `f`) among men they may move as
(orthodox men, and grasshoppers, nightriders, roses, camels, zebus, radial knights, spiral
springers and treehoppers: the zebu, the radial knight and the treehopper come after
the friend in Popeye's walk table, so its checks are counted after the friends'), kings on
both sides, under Popeye's `condition MultiCaptures` (both sides, White or Black bound), run
through Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the oracle's format.
With `sparse`, the side to move is bound and has one to three orphans or friends and one to
three other men beside its king, the other side six to eleven men, so that many captures
the list keeps are a single orphan's or friend's two walks onto one man.
Usage: generate-multicaptures-relay-moves.py COUNT SEED [sparse] > file."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
sparse = sys.argv[3:] == ["sparse"]
rng = random.Random(seed)
others = ["q", "q", "r", "r", "b", "b", "s", "p", "p", "g", "n", "ro", "ca", "ze", "rk", "ss", "th"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    relays = rng.choice([["o"], ["f"], ["o", "f"]])
    pieces = {"white": [("k", free())], "black": [("k", free())]}
    side = rng.choice(["white", "black"])
    for s in ("white", "black"):
        mover = s == side
        count = rng.randrange(1, 4)
        rest = (rng.randrange(1, 4) if mover else rng.randrange(6, 12)) if sparse \
            else rng.randrange(3, 8)
        for _ in range(count):
            pieces[s].append((rng.choice(relays), free()))
        for _ in range(rest):
            c = rng.choice(others)
            pieces[s].append((c, free(rng.randrange(1, 7)) if c == "p" else free()))
    bound = rng.choice(["", " " + side] if sparse else ["", " white", " black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition multicaptures{bound}\n"
           f"option {opt}\nend\n")
    moves = popeye_moves(inp, "mr")
    if not moves:
        continue
    records.append({
        "id": f"multicaptures-relay{'-sparse' if sparse else ''}-{seed}-{len(records):04d}",
        "family": "multicaptures",
        "condition_text": f"multicaptures{bound}",
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
