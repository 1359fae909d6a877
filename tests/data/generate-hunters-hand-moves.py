#!/usr/bin/env python3
"""Hand-made positions with generalized hunters other than the pawn/bishop hunter: en passant
taken by and from hunters whose forward part is the pawn, a pawn part's check from its first
rank, hunters whose backward part is the pawn (no move back), pawns promoting to the hunters
on the board, Black's hunters (forward is down), run through Popeye 4.104 (~1, noboard,
halfduplex for Black): move records in the oracle format; positions Popeye gives no move in
are left out. Usage: generate-hunters-hand-moves.py > pieces/piece-hunters-hand-moves.jsonl"""
import json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from popeye_records import popeye_moves  # noqa: E402
cases = [
 ("white", "white ka1 p/se5 black kh8 p/qd5 pf5", "d7d6d5"),
 ("white", "white ka1 p/re5 p/pc5 black kh8 pd5 bf6", "d7d6d5"),
 ("black", "white ka1 p/kb4 p/sd2 black kh8 p/pa4 p/sc4 rb8", "b2b3b4"),
 ("black", "white ka1 pg4 black kh8 p/qh4 p/rf4 sg8", "g2g3g4"),
 ("white", "white kh1 p/qg2 p/se2 p/pb2 black ka8 p/rd7 p/sc7", None),
 ("black", "white ka8 p/sc1 p/re1 p/ph1 black ke3 rh8 p/qb8", None),
 ("white", "white kd8 ba8 black kd2 p/sa8 p/kf8 p/rh8 sc3", None),
 ("white", "white ka1 b/pd4 q/pe2 k/pg1 black kh8 pc5 b/pf6", None),
 ("black", "white ka1 b/pd4 q/pe2 black kh8 pc5 b/pf6 r/pd6 s/pg5", None),
 ("white", "white ka1 pb7 s/bh1 black kh8 b/rc3 k/qf2", None),
 ("black", "white kh5 r/qc3 black ka8 pb2 s/bh1 p/sa4", None),
 ("black", "white kh1 pa2 black kh8 s/bd5 r/qe4 k/pc6 b/rf6 q/sb3", None),
 ("white", "white kh1 s/bd5 r/qe4 k/pc6 b/rf6 q/sb3 black ka8 pd6 pe3", None),
 ("white", "white kh1 k/kd4 q/qe6 r/rb2 b/bg3 s/sc6 black ka8 pd6 pe3 rh4", None),
]
for i, (side, pieces, ep) in enumerate(cases):
    opts = ["noboard"] + (["halfduplex"] if side == "black" else []) + ([f"enpassant {ep}"] if ep else [])
    inp = f"begin\npieces {pieces}\nstipulation ~1\noption {' '.join(opts)}\nend\n"
    moves = sorted(popeye_moves(inp, "e", refuse=("error",)) or [])
    if not moves:
        print("BAD", i, inp, file=sys.stderr)
        continue
    print(json.dumps({"id": f"pc-hunters-hand-{i+1:04d}", "family": "piece-hunters", "side": side, "input": inp, "moves": moves, "popeye_version": "4.104"}))
