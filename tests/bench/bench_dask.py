"""Dask against one process (scripts/bench-dask): every ply's mobility of 10,000 random games
end to end from the PGN file, and mobility_batch over the same positions. Prints each run's
seconds, the medians and the speed-up of the workers; the module must be on PYTHONPATH.

    bench_dask.py [--games 10000] [--runs 3] [--workers 2] [--games-per-shard 500] [--keep F]
"""

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "examples"))  # the workers import it by name too

import chess_distance as cd  # noqa: E402
import mobility_dask  # noqa: E402

def movetext(sans):
    words = []
    for i, san in enumerate(sans):
        words.append(f"{i // 2 + 1}. {san}" if i % 2 == 0 else san)
    return " ".join(words)


def random_game(rng, plies):
    """A random legal game of up to plies plies (fewer when it ends in mate or stalemate)."""
    fen, sans = None, []
    for _ in range(plies):
        moves = cd.legal_moves(fen)
        if not moves:
            break
        sans.append(rng.choice(moves))
        fen = cd.play(fen, sans[-1])
    return sans


def write_corpus(path, games, seed=2024):
    """games random legal games of up to 80 plies from a fixed seed, with the seven tag roster,
    as pgn.read.10000 (tests/bench/bench_game.cpp) makes its corpus."""
    rng = random.Random(seed)
    with open(path, "w", encoding="utf-8") as out:
        for i in range(games):
            out.write(
                f'[Event "Bench"]\n[Site "?"]\n[Date "2024.06.11"]\n[Round "{i + 1}"]\n'
                f'[White "White player"]\n[Black "Black player"]\n[Result "*"]\n\n'
                f"{movetext(random_game(rng, 80))} *\n\n"
            )


def batch(fens):
    """mobility_batch by a name the workers can unpickle (the module's functions cannot be)."""
    import chess_distance

    return chess_distance.mobility_batch(fens)


def timed(runs, work):
    seconds, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = work()
        seconds.append(time.perf_counter() - start)
    return seconds, result


def report(name, seconds):
    runs = " ".join(f"{s:.2f}" for s in seconds)
    print(f"{name:28} {statistics.median(seconds):7.2f} s   (runs: {runs})")
    return statistics.median(seconds)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games-per-shard", type=int, default=500)
    parser.add_argument("--keep", help="write the corpus here and keep it")
    args = parser.parse_args()

    from concurrent.futures import ThreadPoolExecutor

    from distributed import Client

    with tempfile.TemporaryDirectory() as work:
        corpus = args.keep or os.path.join(work, "corpus.pgn")
        write_corpus(corpus, args.games)
        shards = mobility_dask.make_shards([corpus], args.games_per_shard)
        fens = [f for g in cd.read_pgn(corpus) for f in g.fens()]
        size = os.path.getsize(corpus) / 1e6
        print(f"{args.games} games ({size:.1f} MB), {len(fens)} positions, "
              f"{len(shards)} shards, {os.cpu_count()} cores")

        one, single = timed(args.runs, lambda: mobility_dask.compute_single(shards))
        print(f"{len(single)} rows (a piece at a ply)")
        with mobility_dask.local_cluster(args.workers) as cluster, Client(cluster) as client:
            client.run(lambda: __import__("chess_distance"))
            many, spread = timed(args.runs, lambda: mobility_dask.compute_dask(shards, client))
            assert spread.equals(single), "the workers' table differs from one process's"
            a = report("mobility.pgn.single", one)
            b = report(f"mobility.pgn.dask.{args.workers}", many)
            print(f"{'  speed-up':28} {a / b:7.2f}x")

            # mobility_batch alone: the FENs already on the workers, one chunk each.
            step = -(-len(fens) // args.workers)
            chunks = [fens[i:i + step] for i in range(0, len(fens), step)]
            remote = client.scatter(chunks)
            solo, totals = timed(args.runs, lambda: cd.mobility_batch(fens))
            pair, parts = timed(
                args.runs, lambda: client.gather(client.map(batch, remote, pure=False))
            )
            assert (sum(len(p) for p in parts), 2) == totals.shape
            with ThreadPoolExecutor(args.workers) as pool:
                threads, _ = timed(args.runs, lambda: list(pool.map(cd.mobility_batch, chunks)))
            a = report("mobility_batch.single", solo)
            b = report(f"mobility_batch.dask.{args.workers}", pair)
            c = report(f"mobility_batch.threads.{args.workers}", threads)
            print(f"{'  speed-up (dask, threads)':28} {a / b:7.2f}x {a / c:6.2f}x   "
                  f"({len(fens) / a / 1e3:.0f}k positions/s in one process)")


if __name__ == "__main__":
    main()
