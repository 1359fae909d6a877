#!/usr/bin/env python3
"""Random #1, #2 and h#2 problems with orphans and friends (Popeye's `o`, `f`) among men they
may move as, under Popeye's `condition MultiCaptures` (both sides, White or Black bound),
kept where Popeye 4.104 finds a solution within two seconds: records of the input and Popeye's
output (noboard). Usage: generate-multicaptures-relay-solutions.py COUNT SEED > file."""
import json, os, random, re, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import Squares, sq  # noqa: E402

n = int(sys.argv[1])
seed = int(sys.argv[2])
rng = random.Random(seed)
others = ["q", "r", "r", "b", "b", "s", "s", "p", "p", "g", "n", "ro", "ca", "ze"]
os.makedirs("/tmp/pgen", exist_ok=True)
path = "/tmp/pgen/mrs.inp"

records = []
tries = 0
while len(records) < n and tries < n * 40:
    tries += 1
    board = Squares(rng)
    free = board.free
    stip = rng.choice(["#1", "#2", "#2", "h#2", "h#2"])
    relays = rng.choice([["o"], ["f"], ["o", "f"]])
    pieces = {"white": [("k", free())], "black": [("k", free())]}
    for s in ("white", "black"):
        for _ in range(rng.randrange(1, 3)):
            pieces[s].append((rng.choice(relays), free()))
        for _ in range(rng.randrange(2, 5)):
            c = rng.choice(others)
            pieces[s].append((c, free(rng.randrange(1, 7)) if c == "p" else free()))
    bound = rng.choice(["", " white", " black"])
    parts = [s + " " + " ".join(c + sq(*p) for c, p in pieces[s]) for s in ("white", "black")]
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation {stip}\n"
           f"condition multicaptures{bound}\noption noboard\nend\n")
    with open(path, "w") as fh:
        fh.write(inp)
    try:
        out = subprocess.run(["/tmp/py/py", path], capture_output=True, text=True, timeout=20)
    except subprocess.TimeoutExpired:
        continue
    text = out.stdout + out.stderr
    if "error" in text.lower() or "check" in text.lower() or "finished" not in text:
        continue
    time = re.search(r"Time = ([0-9.]+)", text)
    if not time or float(time.group(1)) > 2:
        continue
    if not any(re.match(r"\s+1\.", line) for line in out.stdout.splitlines()):
        continue
    records.append({
        "id": f"multicaptures-relay-solution-{seed}-{len(records):04d}",
        "input": inp,
        "output": out.stdout,
        "popeye_version": "4.104",
    })
for r in records:
    print(json.dumps(r))
