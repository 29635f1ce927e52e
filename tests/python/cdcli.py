"""The command line as the oracle of the module's tests: its JSON, its counts, its messages."""
import json
import os
import random
import subprocess

import chess_distance as cd

BINARY = os.environ.get("CD_BINARY", "chess-distance")
ENV = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="", QT_QPA_PLATFORM="offscreen")


def run(*args):
    """(exit code, stdout, stderr) of the binary."""
    p = subprocess.run([BINARY, *map(str, args)], capture_output=True, text=True, env=ENV,
                       timeout=60)
    return p.returncode, p.stdout, p.stderr


def json_of(*args):
    code, out, err = run(*args, "--format", "json")
    assert code == 0, err
    return json.loads(out)


def error_of(*args):
    """The one line the command prints for bad input, without the program's name."""
    code, out, err = run(*args)
    assert code == 2, (code, out, err)
    line = err.strip()
    assert "\n" not in line, err
    prefix = "chess-distance: "
    assert line.startswith(prefix), line
    return line[len(prefix):]


def random_positions(count, seed=20261128, max_plies=80):
    """Positions of random legal play from the initial position, a fixed seed."""
    rng = random.Random(seed)
    fens = []
    for _ in range(count):
        fen = cd.play(None, rng.choice(cd.legal_moves(None)))
        for _ in range(rng.randrange(max_plies)):
            moves = cd.legal_moves(fen)
            if not moves:
                break
            fen = cd.play(fen, rng.choice(moves))
        fens.append(fen)
    return fens


def squares_of(fen):
    """The squares that hold a piece, as names."""
    out = []
    rows = fen.split()[0].split("/")
    for r, row in enumerate(rows):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                out.append("abcdefgh"[f] + str(8 - r))
                f += 1
    return out


def map_of(json_squares):
    """A map JSON's squares as 64 ints, a1 first, -1 for null."""
    return [-1 if json_squares[cd_name(i)] is None else json_squares[cd_name(i)] for i in range(64)]


def cd_name(i):
    return "abcdefgh"[i % 8] + str(i // 8 + 1)
