"""Calls every entry point of chess_distance with random values (seed, count from argv). Only
ValueError and TypeError may come back; anything else is printed and exits 1, a crash kills the
process (the test sees its signal)."""
import random
import sys

import numpy as np

import chess_distance as cd

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def value(rng):
    kind = rng.randrange(14)
    if kind == 0:
        return None
    if kind == 1:
        return rng.randrange(-3, 70)
    if kind == 2:
        return rng.choice([2**63, -2**63 - 1, 10**40, -10**40, 2**31, 2**64])
    if kind == 3:
        return rng.choice([0.0, 1.5, float("nan"), float("inf"), -float("inf"), 1e308])
    if kind == 4:
        return "".join(chr(rng.randrange(0, 0x3000)) for _ in range(rng.randrange(0, 12)))
    if kind == 5:
        return "".join(rng.choice("KQRBNPkqrbnp12345678/ wb-KQkq0a") for _ in range(rng.randrange(60)))
    if kind == 6:
        return rng.choice(list(cd.METRICS) + ["e4", "a1", "h8", "KING", " knight ", "stop", "q"])
    if kind == 7:
        return rng.choice([np.zeros((3, 3)), np.zeros(0, dtype=np.int8), np.array(["e4", "x"]),
                           np.arange(64, dtype=np.float32).reshape(8, 8), np.int64(4),
                           np.uint8(200), np.float64(3.0), np.array([[START]])])
    if kind == 8:
        return rng.choice([[], [START], [START, None], ["8/8/8"], [1, 2], (START,) * 3, {}, set()])
    if kind == 9:
        return rng.choice([b"e4", bytearray(b"x"), object(), True, False, 1j, ...])
    if kind == 10:
        return START
    if kind == 11:
        return "x" * rng.choice([1000, 100000])
    if kind == 12:
        return "8/8/8/8/4N3/8/8/8 w - - 0 1"
    return rng.choice(["e4", 28, "a1", "h8"])


def calls(rng):
    v = lambda: value(rng)
    small_depth = lambda: rng.choice([None, 0, 1, 2, -1, 9, 2**70, "2", "x", 1.0])
    return [
        lambda: cd.distance(v(), v(), v()),
        lambda: cd.distance_map(v(), v()),
        lambda: cd.distance_table(v()),
        lambda: cd.reach_map(v(), v(), captures=v(), avoid_attacked=rng.random() < .5,
                             promote=v(), blocked=v(), unsafe=v(), piece=v()),
        lambda: cd.trajectories(v(), v(), v(), length=v(), captures=v(), via=v(), metric=v(),
                                piece=v()).routes(rng.choice([None, 0, 5, -1, 2**80, "3"])),
        lambda: cd.zone(v(), v(), v(), depth=v(), length=v()),
        lambda: cd.mobility(v(), side=v(), captures=v(), blocked=v(), unsafe=v()),
        lambda: cd.arrival_map(v(), captures=v()),
        lambda: cd.mobility_batch(v(), captures=v()),
        lambda: cd.mobility_pieces_batch(v()),
        lambda: cd.arrival_batch(v()),
        lambda: cd.reach_batch(v(), v(), captures=v(), promote=v(), piece=v()),
        lambda: cd.perft(v(), small_depth(), chess960=rng.random() < .5),
        lambda: cd.legal_moves(v()),
        lambda: cd.play(v(), v()),
        lambda: [(g.fens(), g.sans(), g.marks, g.tags, len(g)) for g in cd.read_pgn_string(v())],
        lambda: cd.read_pgn(v()),
        lambda: cd.render(kind=rng.choice(["map", "zone", "arrival", "x"]), metric=v(),
                          source=v(), fen=v(), size=rng.choice([None, 64, 10, 100, "x", -1]),
                          format=rng.choice(["png", "svg", "pdf", "bmp"])),
        lambda: cd.picture(metric=v(), source=v(), target=v(), flip=v()),
    ]


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    for i in range(count):
        call = rng.choice(calls(rng))
        try:
            call()
        except (ValueError, TypeError):
            pass
        except Exception as e:  # noqa: BLE001 - anything else is a finding
            print(f"seed {seed} call {i}: {type(e).__name__}: {e}", file=sys.stderr)
            sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main()
