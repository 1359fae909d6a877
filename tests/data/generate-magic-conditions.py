#!/usr/bin/env python3
"""Random positions with magic pieces under a condition, run through Popeye 4.104: records of
each position's input and Popeye's solution lines (`stipulation ~1` for the moves of the
diagram, halfduplex for Black; `h~2` for every two-move line, where a move's side changes
follow those of the move before it). Several pieces of each walk stand, so that Madrasi
paralyses some. Usage:
  generate-magic-conditions.py COUNT SEED CONDITION STIPULATION [MAGIC_WALKS] [OTHER_WALKS] [OPTIONS]
e.g. generate-magic-conditions.py 40 1 "madrasi" "~1" "r,b,q,s,p" "r,b,q,s"; CONDITION "-"
for none, an OTHER_WALKS entry "paralysing:s" for a piece with an attribute; with STIPULATION
"#2" and OPTIONS "try defence 99", Popeye's tries show the play after the key, threats
included (its null move is followed by the side changes it makes)."""
import json, random, re, subprocess, sys
n = int(sys.argv[1]); seed = int(sys.argv[2]); cond = sys.argv[3]; stip = sys.argv[4]
magic_walks = (sys.argv[5] if len(sys.argv) > 5 and sys.argv[5] else "r,b,q,s,p").split(",")
other_walks = (sys.argv[6] if len(sys.argv) > 6 and sys.argv[6] else "q,r,r,b,b,s,s").split(",")
extra = sys.argv[7] if len(sys.argv) > 7 else ""
rng = random.Random(seed)
files = "abcdefgh"
def sq(f, r): return files[f] + str(r + 1)
def run(inp):
    open("/tmp/pgen/mc.inp", "w").write(inp)
    try:
        out = subprocess.run(["/tmp/py/py", "/tmp/pgen/mc.inp"], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None
    text = out.stdout + out.stderr
    low = text.lower()
    if "error" in low or "ignored" in low or "illegal" in low or "not allowed" in low or "solution finished" not in low:
        return None
    # The solution's lines (tree play's keys, threats, variations and refutations too).
    lines = [" ".join(l.split()) for l in out.stdout.splitlines()
             if re.match(r"^\s*\d+\.", l) or " ".join(l.split()).startswith(("but", "threat:", "zugzwang"))]
    return [l for l in lines if not l.startswith("solution")]
recs = []; tries = 0
while len(recs) < n and tries < n * 40:
    tries += 1; used = set()
    def free(ranks=range(8)):
        while True:
            f = rng.randrange(8); r = rng.choice(list(ranks))
            if (f, r) not in used: used.add((f, r)); return (f, r)
    w = [("k", free())]; b = [("k", free())]
    for lst, pr in ((w, range(1, 7)), (b, range(1, 7))):
        for c in other_walks:
            # Direct play's defender is kept weak, so that keys and threats are found.
            if rng.random() < (0.2 if lst is b and stip.startswith("#") else 0.55): lst.append((c, free()))
        for _ in range(rng.randrange(0, 3)): lst.append(("p", free(pr)))
    magic = {"white": [], "black": []}
    for side in ("white", "black"):
        for _ in range(rng.randrange(0, 3)):
            magic[side].append((rng.choice(magic_walks), free(range(1, 7))))
    if not magic["white"] and not magic["black"]: continue
    stm = rng.choice(["white", "black"])
    parts = []
    for side, lst in (("white", w), ("black", b)):
        # An OTHER_WALKS entry ATTRIBUTE:WALK gives its pieces the attribute.
        plain = [(c, p) for c, p in lst if ":" not in c]
        parts.append(side + " " + " ".join(c + sq(*p) for c, p in plain))
        for c, p in lst:
            if ":" in c:
                attr, walk = c.split(":")
                parts.append(f"{side} {attr} {walk}{sq(*p)}")
        mplain = [(c, p) for c, p in magic[side] if ":" not in c]
        if mplain: parts.append(side + " magic " + " ".join(c + sq(*p) for c, p in mplain))
        for c, p in magic[side]:
            if ":" in c:
                attr, walk = c.split(":")
                parts.append(f"{side} magic {attr} {walk}{sq(*p)}")
    # ~1 is played by White, h~2 begins with Black: halfduplex swaps them.
    swap = (stm == "black") if stip == "~1" else (stm == "white") and not stip.startswith("#")
    opt = "noboard" + (" halfduplex" if swap else "") + (" " + extra if extra else "")
    conds = f"condition {cond}\n" if cond != "-" else ""
    inp = f"begin\npieces {' '.join(parts)}\nstipulation {stip}\n{conds}option {opt}\nend\n"
    lines = run(inp)
    if not lines: continue
    recs.append({"id": f"magic-{cond.replace(' ', '-')}-{stip}-{seed}-{len(recs):04d}", "input": inp,
                 "lines": lines, "popeye_version": "4.104"})
for r in recs: print(json.dumps(r))
