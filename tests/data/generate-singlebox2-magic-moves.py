#!/usr/bin/env python3
"""Random positions with magic pieces, latent pawns (pawns on their last rank), pawns before
their last rank and full-ish boxes under Popeye's `condition singlebox type2` (or type3: then
no magic pawn), run through Popeye 4.104 (~1, noboard, halfduplex for Black): move records in
the oracle's format. Usage: generate-singlebox2-magic-moves.py COUNT SEED [TYPE]."""
import json, random, subprocess, sys
n=int(sys.argv[1]); seed=int(sys.argv[2]); rng=random.Random(seed)
t=int(sys.argv[3]) if len(sys.argv)>3 else 2
files="abcdefgh"
def sq(f,r): return files[f]+str(r+1)
def run(inp):
    open("/tmp/pgen/s2.inp","w").write(inp)
    out=subprocess.run(["/tmp/py/py","/tmp/pgen/s2.inp"],capture_output=True,text=True,timeout=60)
    t=out.stdout+out.stderr
    if "error" in t.lower() or "check" in t.lower() or "ignored" in t.lower() or "king" in t.lower(): return None
    return [l.strip()[2:-1].strip() for l in out.stdout.splitlines() if l.strip().startswith("1.") and l.strip().endswith("!")]
recs=[]; tries=0
while len(recs)<n and tries<n*40:
    tries+=1; used=set()
    def free(rank=None):
        while True:
            f=rng.randrange(8); r=rng.randrange(8) if rank is None else rank
            if (f,r) not in used: used.add((f,r)); return (f,r)
    w=[("k",free())]; b=[("k",free())]
    stm=rng.choice(["white","black"])
    for side,lst,prank,last in (("white",w,6,7),("black",b,1,0)):
        for c in ["q","r","r","b","b","s","s"]:
            if rng.random()<0.6: lst.append((c,free()))
        for _ in range(rng.randrange(0,3)): lst.append(("p",free(prank)))
        # A latent pawn of the side not to move under type 2 (the mover's own would have to
        # be promoted already), of the mover under type 3; now and then of either.
        if ((side!=stm)==(t==2) and rng.random()<0.7) or rng.random()<0.1:
            for _ in range(rng.randrange(1,3)): lst.append(("p",free(last)))
    magic={"white":[],"black":[]}
    for side in ("white","black"):
        for _ in range(rng.randrange(0,2)):
            magic[side].append((rng.choice(["r","b","q","s","p"] if t==2 else ["r","b","q","s"]),free(rng.randrange(1,7))))
    if not magic["white"] and not magic["black"]: continue
    parts=[]
    for side,lst in (("white",w),("black",b)):
        parts.append(side+" "+" ".join(c+sq(*p) for c,p in lst))
        if magic[side]: parts.append(side+" magic "+" ".join(c+sq(*p) for c,p in magic[side]))
    opt="noboard"+(" halfduplex" if stm=="black" else "")
    inp=f"begin\npieces {' '.join(parts)}\nstipulation ~1\ncondition singlebox type{t}\noption {opt}\nend\n"
    mv=run(inp)
    if not mv: continue
    recs.append({"id":f"singlebox{t}-magic-{seed}-{len(recs):04d}","family":"singlebox-magic","condition_text":f"singlebox type{t}","side":stm,"input":inp,"moves":mv,"popeye_version":"4.104"})
for r in recs: print(json.dumps(r))
