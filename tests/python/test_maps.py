"""distance, distance_map, distance_table and reach_map against `map --format json`."""
import random

import numpy as np
import pytest

import chess_distance as cd
from cdcli import cd_name, error_of, json_of, map_of, squares_of

EMPTY_METRICS = [m for m in cd.METRICS if m != "reach"]
SQUARES = ["a1", "h8", "e4", "b7", "g2", 35]


def test_metrics_are_the_command_lines():
    code_names = set(cd.METRICS)
    assert {"knight", "chebyshev", "kbnk-corner", "reach"} <= code_names


@pytest.mark.parametrize("metric", EMPTY_METRICS)
@pytest.mark.parametrize("square", SQUARES)
def test_distance_map_matches_map(metric, square):
    name = square if isinstance(square, str) else cd_name(square)
    if metric == "pawn" and name[1] in "18":
        assert str(pytest.raises(ValueError, cd.distance_map, metric, square).value) == \
            error_of("map", "--metric", metric, "--from", name)
        return
    got = cd.distance_map(metric, square)
    assert got.dtype == np.int8 and got.shape == (8, 8)
    want = map_of(json_of("map", "--metric", metric, "--from", name)["squares"])
    assert got.reshape(64).tolist() == want
    # [rank][file]: the source square itself
    assert got[int(name[1]) - 1][ord(name[0]) - ord("a")] == want[(int(name[1]) - 1) * 8 + ord(name[0]) - ord("a")]


@pytest.mark.parametrize("metric", EMPTY_METRICS)
def test_distance_table_rows_are_maps(metric):
    table = cd.distance_table(metric)
    assert table.dtype == np.int8 and table.shape == (64, 64)
    rng = random.Random(metric)
    for s in rng.sample(range(64), 8):
        if metric == "pawn" and s // 8 in (0, 7):
            assert (table[s] == -1).all()
            continue
        assert table[s].tolist() == cd.distance_map(metric, s).reshape(64).tolist()
        t = rng.randrange(64)
        assert cd.distance(metric, s, cd_name(t)) == table[s][t]


def test_distance_table_row_against_the_command_line():
    want = map_of(json_of("map", "--metric", "queen", "--from", "c3")["squares"])
    assert cd.distance_table("queen")[18].tolist() == want  # c3 = 2 * 8 + 2


def test_reach_map_matches_map(positions):
    rng = random.Random(7)
    for fen in positions:
        square = rng.choice(squares_of(fen))
        captures = rng.choice(["stop", "continue", "block"])
        got = cd.reach_map(fen, square, captures=captures)
        want = json_of("map", "--metric", "reach", "--fen", fen, "--from", square,
                       "--captures", captures)
        assert got.reshape(64).tolist() == map_of(want["squares"]), (fen, square)


def test_reach_map_options_match_map(positions):
    fen = positions[10]
    square = squares_of(fen)[0]
    got = cd.reach_map(fen, square, avoid_attacked=True, piece="Q")
    want = json_of("map", "--metric", "reach", "--fen", fen, "--from", square,
                   "--avoid-attacked", "--piece", "Q")
    assert got.reshape(64).tolist() == map_of(want["squares"])


def test_reach_map_every_piece_on_an_empty_board():
    for piece in "KQRBNPkqrbnp":
        square = "e4"
        got = cd.reach_map("8/8/8/8/8/8/8/8", square, piece=piece)
        want = json_of("map", "--metric", "reach", "--fen", "8/8/8/8/8/8/8/8", "--from", square,
                       "--piece", piece)
        assert got.reshape(64).tolist() == map_of(want["squares"]), piece


def test_reach_map_blocked_and_unsafe():
    fen = "8/8/8/8/8/8/8/R3K3 w - - 0 1"
    got = cd.reach_map(fen, "a1", blocked=["a4"], unsafe="b1,c1")
    assert got.reshape(64)[24] == -1  # a4 holds a blocker
    assert got.reshape(64)[32] > 1    # a5 is now behind it
    assert got.reshape(64)[1] != 1    # b1 may be passed, never stopped on


def test_reach_batch_is_reach_map(positions):
    rng = random.Random(3)
    squares = [rng.choice(squares_of(fen)) for fen in positions]
    batch = cd.reach_batch(positions, squares, captures="continue")
    assert batch.dtype == np.int8 and batch.shape == (len(positions), 8, 8)
    for k in range(0, len(positions), 9):
        assert (batch[k] == cd.reach_map(positions[k], squares[k], captures="continue")).all()
    one = cd.reach_batch(["8/8/8/8/8/8/8/8"] * 3, 28, piece="N")
    assert (one == cd.distance_map("knight", "e4")).all()


def test_reach_batch_refusals_name_the_position():
    start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    with pytest.raises(ValueError) as e:
        cd.reach_batch([start, start], ["b1", "e4"])
    assert str(e.value) == "fens[1]: " + error_of("map", "--metric", "reach", "--fen", start,
                                                  "--from", "e4")
    with pytest.raises(ValueError) as e:
        cd.reach_batch([start], ["b1"], promote="k")
    assert str(e.value) == error_of("map", "--metric", "reach", "--fen", start, "--from", "b1",
                                    "--promote", "k")
    with pytest.raises(ValueError):
        cd.reach_batch([start, start], ["b1"])
