#!/usr/bin/env python3
"""Random positions of orthodox pieces (pawns on their first ranks too, some kings left out with
`option nowk nobk`) under a condition line, run through Popeye 4.104: move records (`~1`,
noboard, halfduplex for Black) or help-play solution records (`STIP` given, e.g. hx2).
Usage: generate-combo-records.py PREFIX "CONDITION" COUNT SEED [STIP] > file.
With MARK=WORD in the environment (e.g. MARK=frischauf), about half the officers (not kings,
not pawns) carry that attribute (`white frischauf qd4`)."""
import json, os, random, subprocess, sys, tempfile

prefix, condition, n, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
stip = sys.argv[5] if len(sys.argv) > 5 else None
rng = random.Random(seed)
files = "abcdefgh"
others = ["q", "r", "b", "s", "p", "p", "p"]


def sq(f, r):
    return files[f] + str(r + 1)


# (A directory of this run's own: several runs at once must not share the input file.)
WORK = tempfile.mkdtemp(prefix="pgen-")


def run(inp):
    path = os.path.join(WORK, "combo.inp")
    with open(path, "w") as fh:
        fh.write(inp)
    try:
        out = subprocess.run(["/tmp/py/py", path], capture_output=True,
                             text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None
    text = out.stdout + out.stderr
    if "error" in text.lower() or "can capture" in text.lower() or "finished" not in text:
        return None
    lines = []
    for line in out.stdout.splitlines():
        t = line.strip()
        if t.startswith("1."):
            lines.append(t)
    return lines


records = []
tries = 0
while len(records) < n and tries < n * 30:
    tries += 1
    used = set()

    def free(rank=None):
        while True:
            f = rng.randrange(8)
            r = rng.randrange(8) if rank is None else rank
            if (f, r) not in used:
                used.add((f, r))
                return (f, r)

    pieces = {"white": [], "black": []}
    kings = rng.random() < 0.7
    if kings:
        pieces["white"].append(("k", free()))
        pieces["black"].append(("k", free()))
    count = (2, 6) if stip is None else (1, 4)
    for side in ("white", "black"):
        for _ in range(rng.randrange(*count)):
            c = rng.choice(others)
            if c == "p":
                home = 1 if side == "white" else 6
                rank = home if rng.random() < 0.3 else rng.randrange(1, 7)
                pieces[side].append((c, free(rank)))
            else:
                pieces[side].append((c, free()))
    side = rng.choice(["white", "black"])
    mark = os.environ.get("MARK")
    parts = []
    for s in ("white", "black"):
        marked = [(c, p) for c, p in pieces[s]
                  if mark and c not in "kp" and rng.random() < 0.5]
        plain = [(c, p) for c, p in pieces[s] if (c, p) not in marked]
        if plain or not marked:
            parts.append(s + " " + " ".join(c + sq(*p) for c, p in plain))
        if marked:
            parts.append(f"{s} {mark} " + " ".join(c + sq(*p) for c, p in marked))
    opt = "noboard" + ("" if kings else " nowk nobk")
    if stip is None:
        opt += " halfduplex" if side == "black" else ""
    inp = (f"begin\npieces {' '.join(parts)}\nstipulation {stip or '~1'}\n"
           f"condition {condition}\noption {opt}\nend\n")
    lines = run(inp)
    if lines is None or (stip is not None and not lines):
        continue
    rid = f"{prefix}-{seed}-{len(records):04d}"
    if stip is None:
        moves = [t[2:-1].strip() for t in lines if t.endswith("!")]
        if not moves:
            continue
        records.append({"id": rid, "condition_text": condition, "side": side, "input": inp,
                        "moves": moves, "popeye_version": "4.104"})
    else:
        records.append({"id": rid, "condition_text": condition, "stipulation": stip,
                        "input": inp, "lines": lines, "compare": "lines",
                        "popeye_version": "4.104"})
for r in records:
    print(json.dumps(r))
