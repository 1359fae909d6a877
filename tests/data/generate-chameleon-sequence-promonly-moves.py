#!/usr/bin/env python3
"""Random positions with chameleon pieces, hurdle-colour-changing hoppers and pawns about to
promote under Popeye's `condition PromOnly <walks>` beside `ChameleonSequence <cycle>`, run
through Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the oracle's format.
Usage: generate-chameleon-sequence-promonly-moves.py COUNT SEED > file."""
import json, os, random, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
# (Popeye 4.104 loops on some lists with walks the diagram lacks, such as the pao: the
# walks here are those of the corpus problem 4_69_to_4_71__001 and the orthodox ones.)
walks = ["q", "r", "b", "s", "g", "n", "rh", "li"]
hoppers = ["g", "li", "rh", "n"]

records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    board = Squares(rng)
    free = board.free
    cycle = rng.sample(walks, rng.randrange(2, 6))
    listed = cycle + ([cycle[0]] if rng.random() < 0.5 else [])
    promonly = rng.sample(walks, rng.randrange(1, 6))
    parts = []
    for side in ("white", "black"):
        plain = [("k", free())]
        chameleons = []
        hcc = []
        for _ in range(rng.randrange(0, 3)):
            c = rng.choice(cycle + walks)
            (plain if rng.random() < 0.4 else chameleons).append((c, free()))
        if rng.random() < 0.5:
            hcc.append((rng.choice(hoppers), free()))
        rank = 6 if side == "white" else 1
        for _ in range(rng.randrange(1, 3)):
            plain.append(("p", free(rank)))
        parts.append(side + " " + " ".join(c + sq(*p) for c, p in plain))
        if chameleons:
            parts.append(side + " chameleon " + " ".join(c + sq(*p) for c, p in chameleons))
        if hcc:
            parts.append(side + " hurdlecolourchanging " + " ".join(c + sq(*p) for c, p in hcc))
    side = rng.choice(["white", "black"])
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    condition = ("promonly " + " ".join(promonly) + "\ncondition chameleonsequence "
                 + " ".join(listed))
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition {condition}\n"
           f"option {opt}\nend\n")
    try:
        moves = popeye_moves(inp, "csp")
    except subprocess.TimeoutExpired:
        continue
    if not moves:
        continue
    records.append({
        "id": f"chameleon-sequence-promonly-{seed}-{len(records):04d}",
        "family": "chameleon-sequence-promonly",
        "condition_text": condition.replace("\ncondition ", " "),
        "side": side,
        "input": inp,
        "moves": moves,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
