#!/usr/bin/env python3
"""Random positions with generalized hunters (`X/Y` of two orthodox walks) of both colours
under one fairy condition each (Circe, AntiCirce, Madrasi, Andernach, Patrol, Monochrome,
Take&Make, Circe Parrain, Chameleon chess, Koeko), run through Popeye 4.104 (~1, noboard,
halfduplex for Black): move records in the oracle's format.
Usage: generate-hunters-conditions-moves.py COUNT SEED > hunters-conditions-moves.jsonl"""
import json, random, subprocess, sys

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
files = "abcdefgh"
walks = "kqrbsp"
hunters = [f"{x}/{y}" for x in walks for y in walks]
others = ["q", "r", "b", "s", "p", "p"]
conditions = ["circe", "anticirce", "madrasi", "andernachchess", "patrouille", "monochromchess",
              "take&makechess", "circe parrain", "chameleonchess", "koeko"]


def sq(f, r):
    return files[f] + str(r + 1)


def run(inp):
    with open("/tmp/pgen/hc.inp", "w") as fh:
        fh.write(inp)
    out = subprocess.run(["/tmp/py/py", "/tmp/pgen/hc.inp"], capture_output=True, text=True, timeout=60)
    text = out.stdout + out.stderr
    if "error" in text.lower() or "check" in text.lower():
        return None
    moves = []
    for line in out.stdout.splitlines():
        t = line.strip()
        if t.startswith("1.") and t.endswith("!"):
            moves.append(t[2:-1].strip())
    return moves


records = []
tries = 0
while len(records) < n and tries < n * 20:
    tries += 1
    used = set()

    def free(rank=None):
        while True:
            f = rng.randrange(8)
            r = rng.randrange(8) if rank is None else rank
            if (f, r) not in used:
                used.add((f, r))
                return (f, r)

    cond = conditions[len(records) % len(conditions)]
    kinds = rng.sample(hunters, rng.randrange(2, 4))
    pieces = {"white": [("k", free())], "black": [("k", free())]}
    for side in ("white", "black"):
        for _ in range(rng.randrange(1, 4)):
            pieces[side].append((rng.choice(kinds), free()))
        for _ in range(rng.randrange(1, 6)):
            c = rng.choice(others)
            pieces[side].append((c, free(rng.randrange(1, 7)) if c == "p" else free()))
    side = rng.choice(["white", "black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    opt = "noboard" + (" halfduplex" if side == "black" else "")
    inp = f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition {cond}\noption {opt}\nend\n"
    moves = run(inp)
    if not moves:
        continue
    records.append({"id": f"hunters-{cond}-{len(records)+1:04d}", "family": f"hunters-{cond}",
                    "side": side, "input": inp, "moves": sorted(moves), "popeye_version": "4.104"})
for r in records:
    print(json.dumps(r))
