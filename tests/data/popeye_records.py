"""What the generate-*-moves.py scripts share: squares by coordinates, a board's free squares
drawn at random, and Popeye 4.104 (/tmp/py/py) run on one input for the moves it lists
(`~1` solutions, written `1.MOVE !`). The scripts import it from their own folder."""
import os
import subprocess

FILES = "abcdefgh"


def sq(f, r):
    """The square on file index `f`, rank index `r` (from 0): `sq(0, 0)` is a1."""
    return FILES[f] + str(r + 1)


def popeye_moves(inp, name, refuse=("error", "check")):
    """Popeye's first moves for the problem `inp` (written to /tmp/pgen/NAME.inp), or None
    when its output names one of `refuse` (an input error, a king left capturable, ...)."""
    os.makedirs("/tmp/pgen", exist_ok=True)
    path = f"/tmp/pgen/{name}.inp"
    with open(path, "w") as fh:
        fh.write(inp)
    out = subprocess.run(["/tmp/py/py", path], capture_output=True, text=True, timeout=60)
    text = (out.stdout + out.stderr).lower()
    if any(word in text for word in refuse):
        return None
    moves = []
    for line in out.stdout.splitlines():
        t = line.strip()
        if t.startswith("1.") and t.endswith("!"):
            moves.append(t[2:-1].strip())
    return moves


class Squares:
    """The squares of an 8x8 board taken so far by one position being drawn."""

    def __init__(self, rng):
        self.rng = rng
        self.used = set()

    def free(self, rank=None, ranks=range(8)):
        """A square not taken yet, on `rank` if given (else one of `ranks`), now taken."""
        while True:
            f = self.rng.randrange(8)
            r = self.rng.choice(list(ranks)) if rank is None else rank
            if (f, r) not in self.used:
                self.used.add((f, r))
                return (f, r)
