#!/usr/bin/env python3
"""Random crowded positions with the walks Popeye generates line by line (spiral springers,
scouts, quintessence, reflecting bishop, archbishop, bouncers, radial knight, saltador, angle
hoppers, marguerite, double hoppers, tree- and leafhoppers), two to five of one or two such
walks among other men, under Popeye's `condition MultiCaptures` (both sides, White or Black
bound), run through Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the
oracle's format. With `sparse`, the side to move is bound and has one to three such men and
at most one other beside its king, the other side seven to twelve men, so that most captures
the list keeps are a single piece's two lines onto one man.
Usage: generate-multicaptures-lines-moves.py COUNT SEED [sparse] > file."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

WALKS = ["ss", "ds", "s1", "s2", "s3", "s4", "qn", "bt", "gt", "rb", "ar", "bk", "bn", "rk",
         "sa", "m", "rm", "bm", "ea", "re", "be", "sw", "rw", "bw", "mg", "dg", "dk", "db",
         "th", "ge", "lh", "gf"]

n = int(sys.argv[1])
seed = int(sys.argv[2])
sparse = sys.argv[3:] == ["sparse"]
walks = WALKS
rng = random.Random(seed)
others = ["q", "r", "b", "s", "p", "p", "g"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    fairy = [walks[(len(records) + tries) % len(walks)]]
    if rng.random() < 0.3:
        fairy.append(rng.choice(walks))
    pieces = {"white": [("k", free())], "black": [("k", free())]}
    side = rng.choice(["white", "black"])
    for s in ("white", "black"):
        mover = s == side
        fairies = rng.randrange(1, 4)
        rest = (rng.randrange(0, 2) if mover else rng.randrange(6, 10)) if sparse \
            else rng.randrange(3, 8)
        for _ in range(fairies):
            pieces[s].append((rng.choice(fairy), free()))
        for _ in range(rest):
            c = rng.choice(others)
            pieces[s].append((c, free(rng.randrange(1, 7)) if c == "p" else free()))
    bound = rng.choice(["", " " + side] if sparse else ["", " white", " black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition multicaptures{bound}\n"
           f"option {opt}\nend\n")
    moves = popeye_moves(inp, "ml")
    if not moves:
        continue
    records.append({
        "id": f"multicaptures-lines{'-sparse' if sparse else ''}-{seed}-{len(records):04d}",
        "family": "multicaptures",
        "condition_text": f"multicaptures{bound}",
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
