#!/usr/bin/env python3
"""Random positions with Imitators and the custom-walk hoppers Popeye lets them copy
(kinghopper, knighthopper, equihopper, orix, nonstop orix, grasshopper-2 and -3, the
equistoppers, the angle hoppers), run through Popeye 4.104: move records (`~1`, noboard, halfduplex for Black),
checks marked. The first Imitator stands a few squares from a hopper and men are put at the
same offsets from both, so that the Imitator often finds the hurdles it needs. Issue 22.
Usage: generate-imitator-fairy-moves.py COUNT_PER_KIND SEED > imitator-fairy-moves.jsonl"""
import json
import random
import sys

from popeye_records import popeye_moves, sq

per_kind, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
KINDS = ["kh", "kp", "eq", "or", "no", "g2", "g3", "qe", "qf",
         "m", "ea", "sw", "rm", "re", "rw", "bm", "be", "bw"]
# The angle hoppers' turns at the hurdle, in eighths of a turn.
ANGLE = {"m": 1, "ea": 2, "sw": 3, "rm": 1, "re": 2, "rw": 3, "bm": 1, "be": 2, "bw": 3}
RING = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
MEN = ["q", "r", "b", "s", "p"]
QUEEN = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]


def on(s):
    return 0 <= s[0] < 8 and 0 <= s[1] < 8


records = []
for kind in KINDS:
    made, tries = 0, 0
    while made < per_kind and tries < per_kind * 60:
        tries += 1
        board = {}

        def put(s, man):
            if on(s) and s not in board and not (man[1] == "p" and s[1] in (0, 7)):
                board[s] = man
                return True
            return False

        side = rng.choice(["white", "black"])
        d = (rng.randrange(8), rng.randrange(8))
        put(d, (side, kind))
        t = (rng.randint(-3, 3), rng.randint(-3, 3))
        i = (d[0] + t[0], d[1] + t[1])
        if t == (0, 0) or not on(i):
            continue
        imitators = [i]
        hurdles = []
        for _ in range(rng.randrange(1, 4)):
            u = rng.choice(QUEEN + (KNIGHT if kind in ("kp", "eq") else []))
            k = 1 if kind in ("kh", "kp") else rng.randint(1, 3)
            h = (u[0] * k, u[1] * k)
            man = (rng.choice(["white", "black"]), rng.choice(MEN))
            if put((d[0] + h[0], d[1] + h[1]), man) or rng.random() < 0.5:
                put((i[0] + h[0], i[1] + h[1]), (rng.choice(["white", "black"]), rng.choice(MEN)))
            hurdles.append((h, u))
        enemy = "black" if side == "white" else "white"
        if rng.random() < 0.5:
            # The enemy king where the hopper would capture it over one of the hurdles.
            h, u = rng.choice(hurdles)
            after = {"g2": 2, "g3": 3}.get(kind, 0)
            v = (h[0] + after * u[0], h[1] + after * u[1]) if after else (2 * h[0], 2 * h[1])
            if kind in ANGLE and u in RING:
                t = RING[(RING.index(u) + rng.choice([1, -1]) * ANGLE[kind]) % 8]
                v = (h[0] + t[0], h[1] + t[1])
            put((d[0] + v[0], d[1] + v[1]), (enemy, "k"))
        for colour in ("white", "black"):
            if any(m == (colour, "k") for m in board.values()):
                continue
            while not put((rng.randrange(8), rng.randrange(8)), (colour, "k")):
                pass
            for _ in range(rng.randrange(0, 3)):
                put((rng.randrange(8), rng.randrange(8)), (colour, rng.choice(MEN + [kind])))
        if i in board:
            continue
        if rng.random() < 0.3:
            j = (rng.randrange(8), rng.randrange(8))
            if j not in board and j != i:
                imitators.append(j)
        mover = side if rng.random() < 0.75 else ("black" if side == "white" else "white")
        parts = [c + " " + " ".join(m + sq(*s) for s, (col, m) in sorted(board.items()) if col == c)
                 for c in ("white", "black")]
        opt = "noboard" + (" halfduplex" if mover == "black" else "")
        inp = (f"begin\npieces {' '.join(parts)}\nstipulation ~1\n"
               f"condition imitator {' '.join(sq(*s) for s in imitators)}\noption {opt}\nend\n")
        moves = popeye_moves(inp, "imitator-fairy", refuse=("error", "can capture", "fairy"))
        if not moves:
            continue
        records.append({"id": f"imitator-{kind}-{seed}-{made:03d}", "family": "imitator",
                        "side": mover, "input": inp, "moves": moves, "popeye_version": "4.104"})
        made += 1
for r in records:
    print(json.dumps(r))
