#!/usr/bin/env python3
"""Help play where a rebirth promotes a pawn and a chameleon stands in the diagram (Popeye's
promotion into a chameleon follows a rebirth's promotion too: `[+bPf1=Q=c]`,
`[wPd7->e8=Q=c]`), run through Popeye 4.104: solution records, kept where Popeye's lines
hold such a promotion and are few. Usage: generate-chameleon-rebirth-solutions.py COUNT SEED
> file. (tests/data/chameleon-rebirth-solutions.jsonl: seed 1, 24 records, with the nine
h#2.5 records feerie takes over a second on left out to keep the test short, and BEISPIEL
cham #15 and #16 in English before them.)"""
import json, os, random, subprocess, sys, tempfile

n, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
WORK = tempfile.mkdtemp(prefix="pgen-")
squares = [f + r for f in "abcdefgh" for r in "12345678"]

# (condition, the white chameleon's and the black pawn's squares, whether the pawn is White's)
MOTIFS = [
    # PWC: the captured black pawn is reborn on the capturer's square, its promotion rank.
    ("circe pwc", "bf1", "a6", False),
    ("circe pwc", "rc1", "c5", False),
    # AntiCirce Equipollents: a white pawn capturing a chameleon is reborn on its last rank.
    ("anticirce equipollents", None, "c6", True),
]


def run(inp):
    path = os.path.join(WORK, "cham.inp")
    with open(path, "w") as fh:
        fh.write(inp)
    try:
        out = subprocess.run(["/tmp/py/py", path], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None
    text = out.stdout + out.stderr
    if "error" in text.lower() or "finished" not in text:
        return None
    return [l.strip() for l in out.stdout.splitlines() if l.strip().startswith("1.")]


records = []
tries = 0
while len(records) < n and tries < n * 40:
    tries += 1
    condition, cham, pawn, white_pawn = rng.choice(MOTIFS)
    used = {pawn}
    def free():
        while True:
            s = rng.choice(squares)
            if s not in used:
                used.add(s)
                return s
    if white_pawn:
        # The chameleon stands where the pawn captures it (d7 from c6).
        target = chr(ord(pawn[0]) + 1) + str(int(pawn[1]) + 1)
        used.add(target)
        officer = rng.choice("qrbs")
        groups = f"white k{free()} p{pawn} {rng.choice('qrbs')}{free()} black chameleon {officer}{target} black k{free()} {rng.choice('qrbs')}{free()}"
    else:
        used.add(cham[1:])
        groups = f"white chameleon {cham} white k{free()} {rng.choice('qrbs')}{free()} black k{free()} p{pawn} {rng.choice('qrbs')}{free()}"
    stip = rng.choice(["h#1.5", "h=1.5", "h#2.5"])
    inp = f"begin\npieces {groups}\nstipulation {stip}\ncondition {condition}\noption noboard\nend\n"
    lines = run(inp)
    if not lines or len(lines) > 200 or not any("=c]" in l for l in lines):
        continue
    records.append({"id": f"chr-{seed}-{len(records)+1:04}", "condition_text": condition,
                    "stipulation": stip, "input": inp, "lines": lines})
for r in records:
    print(json.dumps(r))
