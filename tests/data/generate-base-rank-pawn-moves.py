#!/usr/bin/env python3
"""Positions with pawns on their own first rank (white pawns on rank 1, black on rank 8), where
Popeye's pawns neither move nor observe but under a few conditions (Einstein chess, Cage and
Equipollents Circe, Circe Parrain, Wormholes), orthodox and under conditions, run through
Popeye 4.104 (~1, noboard, halfduplex for Black): move records in the oracle's format.
Usage: generate-base-rank-pawn-moves.py COUNT SEED > file (COUNT positions per condition)."""
import json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, popeye_moves, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
CONDITIONS = [
    ("orthodox", None),
    ("pwc", "circe pwc"),
    ("circe", "circe"),
    ("cage", "circe cage"),
    ("equipollents", "circe equipollents"),
    ("parrain", "circe parrain"),
    ("einstein", "einsteinchess"),
    ("wormholes", "wormholes"),
    ("anticirce", "anticirce"),
]
others = ["q", "r", "b", "s", "p", "p"]

records = []
for family, cond in CONDITIONS:
    made = 0
    tries = 0
    while made < n and tries < n * 20:
        tries += 1
        board = Squares(rng)
        free = board.free
        pieces = {"white": [], "black": []}
        # Kings near the first ranks, where the pawns there would observe.
        pieces["white"].append(("k", free(ranks=range(0, 8))))
        pieces["black"].append(("k", free(ranks=range(0, 4))))
        for side in ("white", "black"):
            home = 0 if side == "white" else 7
            for _ in range(rng.randrange(1, 4)):
                pieces[side].append(("p", free(home)))
            for _ in range(rng.randrange(1, 4)):
                c = rng.choice(others)
                if c == "p":
                    pieces[side].append((c, free(ranks=range(1, 7))))
                else:
                    # Men on the second ranks, for the first-rank pawns to take.
                    pieces[side].append((c, free(ranks=[1, 6, rng.randrange(8)])))
        side = rng.choice(["white", "black"])
        parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
        opt = "noboard" + (" halfduplex" if side == "black" else "")
        text = cond
        if family == "wormholes":
            holes = [free() for _ in range(rng.randrange(2, 5))]
            # A wormhole under a first-rank pawn now and then (it steps from there).
            firsts = [p for s in pieces.values() for c, p in s if c == "p" and p[1] in (0, 7)]
            holes.append(rng.choice(firsts))
            text = "wormholes " + "".join(sq(*h) for h in holes)
        cond_line = f"condition {text}\n" if text else ""
        inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\n{cond_line}"
               f"option {opt}\nend\n")
        moves = popeye_moves(inp, "brp")
        if not moves:
            continue
        made += 1
        records.append({
            "id": f"base-rank-pawns-{family}-{seed}-{made:03d}",
            "family": family,
            "condition_text": text or "",
            "side": side,
            "input": inp,
            "moves": moves,
            "popeye_version": "4.104",
        })
for r in records:
    print(json.dumps(r))
