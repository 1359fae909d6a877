#!/usr/bin/env python3
"""Hand-made positions with pawn/bishop hunters (en passant both ways, checks by either part,
pawns promoting to the hunter) run through Popeye 4.104 (~1, noboard, halfduplex for Black):
move records in the oracle format; positions Popeye gives no move in are left out.
Usage: generate-hunter-moves.py > pieces/piece-pb-hand-moves.jsonl"""
import json, subprocess
cases = [
 ("white", "white ka1 p/be5 pc5 black kh8 p/bd5 pf5", "d7d6d5"),
 ("white", "white ka1 p/be5 black kh8 pd5 bf6", "d7d6d5"),
 ("black", "white ka1 p/bb4 black kh8 p/ba4 pc4 rb8", "b2b3b4"),
 ("black", "white ka1 pg4 black kh8 p/bh4 p/bf4 sg8", "g2g3g4"),
 ("white", "white kd1 p/bg7 p/bb2 p/bd2 black ke8 rh8 bf6 sc3 p/be2", None),
 ("black", "white kd1 p/bg7 p/bb2 black kf4 rh8 p/bf6 p/bc2 p/bg2 pc3 p/be2", None),
 ("white", "white kh1 p/bf6 p/bc3 black kd4 p/be5 qb8 p/bg7", None),
 ("black", "white kh1 p/bf6 p/bc3 p/bg2 black kd4 p/be5 qb8 p/bg7 p/ba7", None),
]
for i, (side, pieces, ep) in enumerate(cases):
    opts = ["noboard"] + (["halfduplex"] if side == "black" else []) + ([f"enpassant {ep}"] if ep else [])
    inp = f"begin\npieces {pieces}\nstipulation ~1\noption {' '.join(opts)}\nend\n"
    open("/tmp/pgen/e.inp","w").write(inp)
    out = subprocess.run(["/tmp/py/py","/tmp/pgen/e.inp"],capture_output=True,text=True).stdout
    moves = sorted(l.strip()[2:-1].strip() for l in out.splitlines() if l.strip().startswith("1.") and l.strip().endswith("!"))
    if not moves or "error" in out.lower():
        import sys; print("BAD", i, out, file=sys.stderr); continue
    print(json.dumps({"id": f"pc-p/b-ep-{i+1:04d}", "family": "piece-p/b", "side": side, "input": inp, "moves": moves, "popeye_version": "4.104"}))
