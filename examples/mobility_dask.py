#!/usr/bin/python3
"""Kappe's mobility of every piece at every ply of a PGN corpus, computed on Dask.

The corpus is cut into shards (a whole PGN file, or a range of its games); each shard is one
task that reads its games with chess_distance.read_pgn and measures every position with
chess_distance.mobility_pieces_batch. The result is one pandas DataFrame, a row per piece per
ply: file, game (its number in the file, as `--game N` counts), ply (0 = the start), side,
piece (FEN letter), square, score (Kappe's score in the position) and ratio (against the same
piece on the empty board).

    PYTHONPATH=build/dev/python /usr/bin/python3 examples/mobility_dask.py \\
        --out mobility.csv --plot opera.png tests/data/opera.pgn

Without --scheduler a LocalCluster of two worker processes (one thread each) runs the tasks;
--scheduler tcp://host:8786 uses any running scheduler (its workers need chess_distance too
and read the PGN files by the paths given),
--single computes in this process without Dask. scripts/bench-dask times both ways.
"""

import argparse
import os
import sys

import numpy as np
import pandas as pd

COLUMNS = ["file", "game", "ply", "side", "piece", "square", "score", "ratio"]
# Fixed categories, so that shards concatenate without falling back to object columns.
SIDES = pd.CategoricalDtype(["white", "black"])
PIECES = pd.CategoricalDtype(list("KQRBNPkqrbnp"))
SQUARES = pd.CategoricalDtype([f + r for r in "12345678" for f in "abcdefgh"])


def count_games(path):
    """The number of the last game of a PGN file, read or skipped."""
    import chess_distance as cd

    pgn = cd.read_pgn(path)
    last = 0
    for game in pgn:
        last = game.number
    return max([last] + [number for number, _ in pgn.skipped])


def make_shards(paths, games_per_shard=0):
    """Shards as (path, first, last) game numbers, both included; last 0 means to the end.

    With games_per_shard 0 each file is one shard; otherwise each file is cut into ranges of
    that many games (counting games costs one reading of the file here)."""
    shards = []
    for path in paths:
        if games_per_shard <= 0:
            shards.append((path, 1, 0))
            continue
        total = count_games(path)
        for first in range(1, total + 1, games_per_shard):
            shards.append((path, first, min(first + games_per_shard - 1, total)))
    return shards


def categorical(names, dtype):
    """names as a categorical column; a dict look-up per row is four times faster than letting
    pandas hash millions of short strings."""
    code = {name: i for i, name in enumerate(dtype.categories)}
    codes = np.fromiter(map(code.__getitem__, names), np.int8, len(names))
    return pd.Categorical.from_codes(codes, dtype=dtype)


def shard_mobility(shard):
    """Every piece's mobility at every ply of the shard's games, as a DataFrame; the games of
    the shard that could not be read are in its attrs["skipped"] as (file, number, reason)."""
    import chess_distance as cd

    path, first, last = shard
    pgn = cd.read_pgn(path)
    fens, games, plies = [], [], []
    for game in pgn:
        if game.number < first or (last and game.number > last):
            continue
        positions = game.fens()
        fens.extend(positions)
        games.extend([game.number] * len(positions))
        plies.extend(range(len(positions)))
    rows = cd.mobility_pieces_batch(fens)
    at = np.asarray(rows["position"], dtype=np.int64)
    frame = pd.DataFrame(
        {
            "file": pd.Categorical.from_codes(np.zeros(len(at), np.int8), categories=[path]),
            "game": np.asarray(games, dtype=np.int32)[at],
            "ply": np.asarray(plies, dtype=np.int16)[at],
            "side": categorical(rows["side"], SIDES),
            "piece": categorical(rows["piece"], PIECES),
            "square": categorical(rows["square"], SQUARES),
            "score": np.asarray(rows["score"], dtype=np.float64),
            "ratio": np.asarray(rows["ratio"], dtype=np.float64),
        }
    )
    frame.attrs["skipped"] = [
        (path, number, reason)
        for number, reason in pgn.skipped
        if number >= first and (not last or number <= last)
    ]
    return frame


def combine(frames):
    """The shards' frames as one, in shard order, with a fresh index; attrs["skipped"] lists
    the games of every shard that could not be read."""
    skipped = [entry for f in frames for entry in f.attrs.get("skipped", [])]
    frames = [f for f in frames if len(f)] or [shard_mobility_empty()]
    frame = pd.concat(frames, ignore_index=True).astype({"file": "category"})
    frame.attrs["skipped"] = skipped
    return frame


def shard_mobility_empty():
    return pd.DataFrame({c: [] for c in COLUMNS}).astype(
        {"game": np.int32, "ply": np.int16, "side": SIDES, "piece": PIECES, "square": SQUARES}
    )


def compute_single(shards):
    """The whole corpus in this process, shard after shard."""
    return combine([shard_mobility(s) for s in shards])


def compute_dask(shards, client):
    """The whole corpus on the client's workers, one task per shard."""
    futures = client.map(shard_mobility, shards, pure=False)
    return combine(client.gather(futures))


def local_cluster(workers=2):
    """Worker processes on this machine, one thread each (the module releases the GIL, but a
    process per core keeps pandas' own work parallel too)."""
    from distributed import LocalCluster

    return LocalCluster(
        n_workers=workers, processes=True, threads_per_worker=1, dashboard_address=None
    )


def parquet_refused(out):
    """Why out cannot be written as Parquet here (Debian 12 has no python3-pyarrow), or None."""
    import importlib.util

    if out and out.endswith(".parquet") and importlib.util.find_spec("pyarrow") is None:
        return f"{out}: writing Parquet needs pyarrow; use .csv"
    return None


def write_table(frame, out):
    if out.endswith(".parquet"):
        frame.to_parquet(out, index=False)
    else:
        frame.to_csv(out, index=False, float_format="%.17g")


def plot_game(frame, path, out):
    """Each side's total score over one game, ply by ply, as a PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    name = os.path.basename(path)
    game = frame[frame["file"] == path]
    game = game[game["game"] == game["game"].iloc[0]] if len(game) else game
    totals = game.groupby(["ply", "side"], observed=True)["score"].sum().unstack("side")
    fig, ax = plt.subplots(figsize=(8, 4), dpi=100)
    for side, colour in (("white", "#c8a165"), ("black", "#3b3b3b")):
        if side in totals:
            ax.plot(totals.index, totals[side], label=side, color=colour, linewidth=2)
    number = int(game["game"].iloc[0]) if len(game) else 0
    ax.set_title(f"Kappe's mobility, {name} game {number}")
    ax.set_xlabel("ply")
    ax.set_ylabel("total score of the side's pieces")
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(out, format="png")
    plt.close(fig)


class Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, as the program's own errors
        fail(message)


def fail(message, code=2):
    print(f"mobility_dask: {message}", file=sys.stderr)
    raise SystemExit(code)


def check_input(path):
    """Refuses what is not a readable regular file, before any work."""
    if not os.path.exists(path):
        fail(f"{path}: no such file")
    if not os.path.isfile(path):
        fail(f"{path}: not a regular file")
    if not os.access(path, os.R_OK):
        fail(f"{path}: cannot be read")


def check_output(path):
    """Refuses an output that cannot be written, before any work."""
    if path and not os.path.isdir(os.path.dirname(os.path.abspath(path))):
        fail(f"{path}: no such folder", 1)


def main(argv=None):
    parser = Parser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pgn", nargs="+", help="PGN files")
    parser.add_argument("--scheduler", help="address of a Dask scheduler (default: local)")
    parser.add_argument("--workers", type=int, default=2, help="local worker processes")
    parser.add_argument("--games-per-shard", type=int, default=0, help="0: a shard per file")
    parser.add_argument("--single", action="store_true", help="no Dask, this process alone")
    parser.add_argument("--out", help="the table: FILE.csv (or .parquet with pyarrow)")
    parser.add_argument("--plot", help="the first game's mobility curve: FILE.png")
    args = parser.parse_args(argv)
    if args.workers < 1 or args.games_per_shard < 0:
        fail("--workers must be 1 or more, --games-per-shard 0 or more")
    for path in args.pgn:
        check_input(path)
    if parquet_refused(args.out):
        fail(parquet_refused(args.out))
    check_output(args.out)
    check_output(args.plot)
    try:
        shards = make_shards(args.pgn, args.games_per_shard)
        if args.single:
            frame = compute_single(shards)
        else:
            from contextlib import nullcontext

            from distributed import Client

            local = nullcontext(args.scheduler) if args.scheduler else local_cluster(args.workers)
            with local as address, Client(address) as client:
                frame = compute_dask(shards, client)
    except ValueError as error:  # the module's message for bad input
        fail(error)
    for path, number, reason in frame.attrs["skipped"]:
        print(f"mobility_dask: {path}: {reason} (skipped)", file=sys.stderr)
    if not len(frame):
        fail(f"{', '.join(args.pgn)}: no game could be read")
    try:
        if args.out:
            write_table(frame, args.out)
        if args.plot:
            plot_game(frame, args.pgn[0], args.plot)
    except OSError as error:
        fail(f"{error.filename}: {error.strerror}", 1)
    if not args.out and not args.plot:
        print(frame.to_string(max_rows=20))
    return 0


if __name__ == "__main__":
    sys.exit(main())
