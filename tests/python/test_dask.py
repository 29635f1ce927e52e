"""examples/mobility_dask.py: two Dask worker processes give what one process gives."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "tests", "data")
# The workers are processes of their own: they import the example by name, like this test.
sys.path.insert(0, os.path.join(ROOT, "examples"))

import mobility_dask  # noqa: E402

CORPUS = [os.path.join(DATA, "opera.pgn"), os.path.join(DATA, "one-broken-game.pgn")]


@pytest.fixture(scope="module")
def client():
    from distributed import Client

    with mobility_dask.local_cluster(2) as cluster, Client(cluster) as c:
        yield c


def sorted_frame(frame):
    keys = ["file", "game", "ply", "side", "square"]
    return frame.sort_values(keys, kind="stable").reset_index(drop=True)


@pytest.mark.parametrize("games_per_shard", [0, 1, 2])
def test_two_workers_equal_one_process(client, games_per_shard):
    shards = mobility_dask.make_shards(CORPUS, games_per_shard)
    single = mobility_dask.compute_single(shards)
    spread = mobility_dask.compute_dask(shards, client)
    assert len(client.scheduler_info()["workers"]) == 2
    assert len(single) > 0
    assert sorted_frame(spread).equals(sorted_frame(single))


def test_shards_cover_every_game_once():
    # one-broken-game.pgn: games 1-3 and 5 are read, game 4 is skipped.
    shards = mobility_dask.make_shards(CORPUS, 2)
    assert shards == [
        (CORPUS[0], 1, 1),
        (CORPUS[1], 1, 2),
        (CORPUS[1], 3, 4),
        (CORPUS[1], 5, 5),
    ]
    frame = mobility_dask.compute_single(shards)
    games = frame[["file", "game"]].drop_duplicates().values.tolist()
    assert games == [[CORPUS[0], 1]] + [[CORPUS[1], n] for n in (1, 2, 3, 5)]
    assert [(f, n) for f, n, _ in frame.attrs["skipped"]] == [(CORPUS[1], 4)]


def test_rows_are_the_module_mobility():
    import chess_distance as cd

    frame = mobility_dask.compute_single(mobility_dask.make_shards(CORPUS[:1]))
    game = next(iter(cd.read_pgn(CORPUS[0])))
    assert sorted(frame["ply"].unique()) == list(range(len(game) + 1))
    fen = game.fens()[9]  # after 5. Qxf3
    rows = frame[frame["ply"] == 9]
    expected = cd.mobility(fen)
    assert rows["square"].astype(str).tolist() == [p["square"] for p in expected]
    assert rows["piece"].astype(str).tolist() == [p["piece"] for p in expected]
    assert rows["side"].astype(str).tolist() == [p["side"] for p in expected]
    assert rows["score"].tolist() == [p["score"] for p in expected]
    assert rows["ratio"].tolist() == [p["ratio"] for p in expected]
    queen = rows[rows["square"] == "f3"].iloc[0]
    assert (queen["piece"], queen["side"]) == ("Q", "white")


def test_command_line_writes_table_and_plot(tmp_path):
    out, plot = tmp_path / "m.csv", tmp_path / "m.png"
    run = subprocess.run(
        [sys.executable, os.path.join(ROOT, "examples", "mobility_dask.py"), "--out", str(out),
         "--plot", str(plot), "--games-per-shard", "1", *CORPUS],
        capture_output=True, text=True, timeout=300,
    )
    assert run.returncode == 0, run.stderr
    import pandas as pd

    table = pd.read_csv(out)
    assert list(table.columns) == mobility_dask.COLUMNS
    single = mobility_dask.compute_single(mobility_dask.make_shards(CORPUS))
    assert len(table) == len(single)
    assert table["score"].tolist() == single["score"].tolist()
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_command_line_parquet_only_with_pyarrow(tmp_path):
    # Debian 12 has no python3-pyarrow: there the example must refuse, not write half a file.
    import importlib.util

    have_arrow = importlib.util.find_spec("pyarrow") is not None
    out = tmp_path / "m.parquet"
    run = subprocess.run(
        [sys.executable, os.path.join(ROOT, "examples", "mobility_dask.py"), "--single",
         "--out", str(out), CORPUS[0]],
        capture_output=True, text=True, timeout=120,
    )
    if have_arrow:
        assert run.returncode == 0, run.stderr
        assert out.read_bytes()[:4] == b"PAR1"
    else:
        assert run.returncode == 2
        message = f"mobility_dask: {out}: writing Parquet needs pyarrow; use .csv"
        assert run.stderr.strip() == message
        assert not out.exists()


def test_command_line_names_a_missing_file(tmp_path):
    run = subprocess.run(
        [sys.executable, os.path.join(ROOT, "examples", "mobility_dask.py"), "--single",
         str(tmp_path / "none.pgn")],
        capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 2
    assert "none.pgn: no such file" in run.stderr


def run_example(*args, cwd=None):
    return subprocess.run(
        [sys.executable, os.path.join(ROOT, "examples", "mobility_dask.py"), "--single", *args],
        capture_output=True, text=True, timeout=120, cwd=cwd,
    )


def test_command_line_refuses_bad_corpora_in_one_line(tmp_path):
    (tmp_path / "notpgn.pgn").write_text("this is not a game\n")
    (tmp_path / "empty.pgn").write_bytes(b"")
    (tmp_path / "junk.pgn").write_bytes(bytes(range(256)) * 64)
    (tmp_path / "folder.pgn").mkdir()
    cases = [
        # The module's own message, or ours when it reads no game without a complaint.
        (["notpgn.pgn"], 2, "notpgn.pgn: "),
        (["empty.pgn"], 2, "empty.pgn: "),
        (["junk.pgn"], 2, "junk.pgn: "),
        (["folder.pgn"], 2, "folder.pgn: not a regular file"),
        (["--games-per-shard", "-1", CORPUS[0]], 2, "--games-per-shard 0 or more"),
        (["--frobnicate", CORPUS[0]], 2, "unrecognized arguments: --frobnicate"),
        (["--out", "nowhere/m.csv", CORPUS[0]], 1, "nowhere/m.csv: no such folder"),
    ]
    for args, code, message in cases:
        run = run_example(*args, cwd=tmp_path)
        lines = run.stderr.splitlines()
        assert (run.returncode, len(lines)) == (code, 1), (args, run.stderr)
        assert lines[0].startswith("mobility_dask: ") and message in lines[0], (args, lines)
        assert "Traceback" not in run.stderr


def test_command_line_names_skipped_games(tmp_path):
    run = run_example("--out", str(tmp_path / "m.csv"), CORPUS[1])
    assert run.returncode == 0, run.stderr
    lines = run.stderr.splitlines()
    assert len(lines) == 1 and "game 4" in lines[0] and "Ke7" in lines[0], lines
    assert lines[0].endswith("(skipped)")
