#!/usr/bin/env python3
"""Random #2 and h#2 problems with one Imitator and a custom-walk hopper Popeye lets it copy,
kept where Popeye 4.104 solves them with the hopper in the solution: NAME.inp with Popeye's
output NAME.out in imitator-fairy-solutions/ (issue 22).
Usage: generate-imitator-fairy-solutions.py SEED COUNT STIPULATION (the folder /tmp/h22c/sol)."""
import os
import random
import re
import subprocess
import sys

rng = random.Random(int(sys.argv[1]))
KINDS = ["kh","kp","eq","or","no","g2","g3","qe","qf","m","ea","sw","rm","re","rw","bm","be","bw"]
MEN = ["q","r","b","s","p"]
files="abcdefgh"
def sq(s): return files[s[0]]+str(s[1]+1)
def on(s): return 0<=s[0]<8 and 0<=s[1]<8
out_dir="/tmp/h22c/sol"
made=0
want=int(sys.argv[2]); stip=sys.argv[3]
tries=0
while made<want and tries<4000:
    tries+=1
    kind=rng.choice(KINDS)
    board={}
    def put(s,m):
        if on(s) and s not in board and not (m[1]=="p" and s[1] in (0,7)):
            board[s]=m; return True
        return False
    side="white" if stip.startswith("#") else rng.choice(["white","black"])
    d=(rng.randrange(8),rng.randrange(8)); put(d,(side,kind))
    t=(rng.randint(-3,3),rng.randint(-3,3)); i=(d[0]+t[0],d[1]+t[1])
    if t==(0,0) or not on(i): continue
    for _ in range(rng.randrange(2,5)):
        u=rng.choice([(1,0),(1,1),(0,1),(-1,1),(-1,0),(-1,-1),(0,-1),(1,-1)])
        k=rng.randint(1,3)
        h=(u[0]*k,u[1]*k)
        if put((d[0]+h[0],d[1]+h[1]),(rng.choice(["white","black"]),rng.choice(MEN))):
            put((i[0]+h[0],i[1]+h[1]),(rng.choice(["white","black"]),rng.choice(MEN)))
    for c in ("white","black"):
        while not put((rng.randrange(8),rng.randrange(8)),(c,"k")): pass
    if i in board: continue
    parts=[c+" "+" ".join(m+sq(s) for s,(col,m) in sorted(board.items()) if col==c) for c in ("white","black")]
    inp=f"begin\npieces {' '.join(parts)}\nstipulation {stip}\ncondition imitator {sq(i)}\nend\n"
    open("/tmp/h22c/g.inp","w").write(inp)
    try:
        r=subprocess.run(["/tmp/py/py","/tmp/h22c/g.inp"],capture_output=True,text=True,timeout=20)
    except subprocess.TimeoutExpired: continue
    o=r.stdout+r.stderr
    if "error" in o.lower() or "can capture" in o or "finished" not in o: continue
    lines=[l for l in r.stdout.splitlines() if re.match(r"\s*1\.", l)]
    m=re.search(r"Time = ([0-9.]+)", o)
    if not lines or float(m.group(1))>3: continue
    # the fairy piece must take part in the solution
    if kind.upper() not in r.stdout.split("Imitator")[-1].upper(): continue
    name=f"imitator-{kind}-{stip.replace('#','mate')}-{sys.argv[1]}-{made}"
    open(f"{out_dir}/{name}.inp","w").write(inp); open(f"{out_dir}/{name}.out","w").write(r.stdout)
    made+=1
print(made, tries)
