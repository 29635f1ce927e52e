"""Benchmarks of the Python module (scripts/bench): one "<name> <median> <unit>" line each, the
median of BENCH_MEDIAN runs (default 9).

python.distance_map    one call distance_map("knight", "e4"), the numpy array made too
python.mobility_batch  mobility_batch on 20,000 positions of random play, time per position
                       (its rate, positions per second on one core, goes to stderr)
"""
import os
import random
import statistics
import sys
import time

import chess_distance as cd

MEDIAN = int(os.environ.get("BENCH_MEDIAN", "9"))


def unit(ns):
    if ns < 1000:
        return f"{ns:.0f} ns"
    if ns < 1e6:
        return f"{ns / 1e3:.1f} us"
    return f"{ns / 1e6:.2f} ms"


def median_ns(call, per_run):
    """The median over MEDIAN runs of a run's time divided by per_run."""
    runs = []
    for _ in range(MEDIAN):
        t0 = time.perf_counter_ns()
        call()
        runs.append((time.perf_counter_ns() - t0) / per_run)
    return statistics.median(runs)


def positions(count, seed=1):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        fen = None
        for _ in range(rng.randrange(10, 70)):
            moves = cd.legal_moves(fen)
            if not moves:
                break
            fen = cd.play(fen, rng.choice(moves))
        if fen:
            out.append(fen)
    return out


def bench_distance_map():
    n = 100_000
    f = cd.distance_map

    def run():
        for _ in range(n):
            f("knight", "e4")

    f("knight", "e4")  # the table is built on first use
    return median_ns(run, n)


def bench_mobility_batch():
    fens = positions(1000) * 20
    cd.mobility_batch(fens[:100])
    return median_ns(lambda: cd.mobility_batch(fens), len(fens))


def main():
    ns = bench_distance_map()
    print(f"python.distance_map {unit(ns)}", flush=True)
    ns = bench_mobility_batch()
    print(f"python.mobility_batch {unit(ns)}", flush=True)
    print(f"python.mobility_batch: {1e9 / ns:,.0f} positions/s on one core", file=sys.stderr)


if __name__ == "__main__":
    main()
