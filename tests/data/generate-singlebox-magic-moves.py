#!/usr/bin/env python3
"""Random positions with magic pieces, full-ish boxes and pawns before their last rank under
Popeye's `condition singlebox type1`, run through Popeye 4.104 (~1, noboard, halfduplex for
Black): move records in the oracle's format. Usage: generate-singlebox-magic-moves.py COUNT SEED."""
import json, random, subprocess, sys
n=int(sys.argv[1]); seed=int(sys.argv[2]); rng=random.Random(seed)
files="abcdefgh"
def sq(f,r): return files[f]+str(r+1)
def run(inp):
    open("/tmp/pgen/s.inp","w").write(inp)
    out=subprocess.run(["/tmp/py/py","/tmp/pgen/s.inp"],capture_output=True,text=True,timeout=60)
    t=out.stdout+out.stderr
    if "error" in t.lower() or "check" in t.lower() or "ignored" in t.lower(): return None
    return [l.strip()[2:-1].strip() for l in out.stdout.splitlines() if l.strip().startswith("1.") and l.strip().endswith("!")]
recs=[]; tries=0
while len(recs)<n and tries<n*30:
    tries+=1; used=set()
    def free(rank=None):
        while True:
            f=rng.randrange(8); r=rng.randrange(8) if rank is None else rank
            if (f,r) not in used: used.add((f,r)); return (f,r)
    w=[("k",free())]; b=[("k",free())]
    # full-ish officer counts so that the box matters
    for side,lst,prank in (("white",w,6),("black",b,1)):
        for c in ["q","r","r","b","b","s","s"]:
            if rng.random()<0.6: lst.append((c,free()))
        for _ in range(rng.randrange(1,3)): lst.append(("p",free(prank)))
    magic={"white":[],"black":[]}
    for side in ("white","black"):
        for _ in range(rng.randrange(0,2)):
            magic[side].append((rng.choice(["r","b","q","s"]),free()))
    if not magic["white"] and not magic["black"]: continue
    stm=rng.choice(["white","black"])
    parts=[]
    for side,lst in (("white",w),("black",b)):
        parts.append(side+" "+" ".join(c+sq(*p) for c,p in lst))
        if magic[side]: parts.append(side+" magic "+" ".join(c+sq(*p) for c,p in magic[side]))
    opt="noboard"+(" halfduplex" if stm=="black" else "")
    inp=f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition singlebox type1\noption {opt}\nend\n"
    mv=run(inp)
    if not mv: continue
    recs.append({"id":f"singlebox1-magic-{seed}-{len(recs):04d}","family":"singlebox-magic","condition_text":"singlebox type1","side":stm,"input":inp,"moves":mv,"popeye_version":"4.104"})
for r in recs: print(json.dumps(r))
