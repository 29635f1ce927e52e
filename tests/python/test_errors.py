"""Bad input: ValueError with the command line's one line for the same input."""
import pytest

import chess_distance as cd
from cdcli import error_of

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

CASES = [
    (lambda: cd.distance_map("knigt", "e4"), ["map", "--metric", "knigt", "--from", "e4"]),
    (lambda: cd.distance_map("knight", "z9"), ["map", "--metric", "knight", "--from", "z9"]),
    (lambda: cd.distance_map("knight", 64), ["map", "--metric", "knight", "--from", "64"]),
    (lambda: cd.distance_map("knight", -1), ["map", "--metric", "knight", "--from", "-1"]),
    (lambda: cd.distance_map("pawn", "e8"), ["map", "--metric", "pawn", "--from", "e8"]),
    (lambda: cd.distance_map("reach", "e4"), ["map", "--metric", "reach", "--from", "e4"]),
    (lambda: cd.distance("knight", "e4", "j1"),
     ["map", "--metric", "knight", "--from", "e4", "--to", "j1"]),
    (lambda: cd.distance_table("nope"), ["map", "--metric", "nope", "--from", "a1"]),
    (lambda: cd.reach_map("8/8/8/9/8/8/8/8", "e4"),
     ["map", "--metric", "reach", "--fen", "8/8/8/9/8/8/8/8", "--from", "e4"]),
    (lambda: cd.reach_map(START, "e4"),
     ["map", "--metric", "reach", "--fen", START, "--from", "e4"]),
    (lambda: cd.reach_map(START, "e2", captures="eat"),
     ["map", "--metric", "reach", "--fen", START, "--from", "e2", "--captures", "eat"]),
    (lambda: cd.reach_map(START, "b1", piece="X"),
     ["map", "--metric", "reach", "--fen", START, "--from", "b1", "--piece", "X"]),
    (lambda: cd.mobility("8/8/8/8/8/8/8/8"), ["mobility", "--fen", "8/8/8/8/8/8/8/8"]),
    (lambda: cd.mobility(START, side="red"), ["mobility", "--fen", START, "--side", "red"]),
    (lambda: cd.mobility(START, blocked="e2"), ["mobility", "--fen", START, "--block", "e2"]),
    (lambda: cd.mobility(START, unsafe="e9"), ["mobility", "--fen", START, "--unsafe", "e9"]),
    (lambda: cd.trajectories(None, "a1", "h8", metric="center"),
     ["trajectory", "--metric", "center", "--from", "a1", "--to", "h8"]),
    (lambda: cd.trajectories(None, "a1", "h8", metric="knight", length=500),
     ["trajectory", "--metric", "knight", "--from", "a1", "--to", "h8", "--length", "500"]),
    (lambda: cd.zone(START, "e4", "e8"), ["zone", "--fen", START, "--from", "e4", "--to", "e8"]),
    (lambda: cd.zone(START, "e2", "e4", depth=3),
     ["zone", "--fen", START, "--from", "e2", "--to", "e4", "--depth", "3"]),
    (lambda: cd.perft(START, 0), ["perft", "--fen", START, "--depth", "0"]),
    (lambda: cd.perft("8/8/8/8/8/8/8/8", 1), ["perft", "--fen", "8/8/8/8/8/8/8/8", "--depth", "1"]),
]


@pytest.mark.parametrize("call,args", CASES, ids=[" ".join(a[:1] + a[-2:]) for _, a in CASES])
def test_message_is_the_command_lines(call, args):
    with pytest.raises(ValueError) as e:
        call()
    assert str(e.value) == error_of(*args)


def test_batches_name_the_position():
    fens = [START, START, "8/8/8/8/8/8/8/x7"]
    for batch in (cd.mobility_batch, cd.mobility_pieces_batch, cd.arrival_batch):
        with pytest.raises(ValueError) as e:
            batch(fens)
        assert str(e.value) == "fens[2]: " + error_of("mobility", "--fen", fens[2])


@pytest.mark.parametrize("call", [
    lambda: cd.distance_map("knight", 1.5),
    lambda: cd.distance_map("knight", None),
    lambda: cd.distance_map(3, "e4"),
    lambda: cd.reach_map(None, "e4"),
    lambda: cd.mobility_batch("not a list"),
    lambda: cd.mobility_batch([START, 7]),
    lambda: cd.perft(START, 2.0),
])
def test_wrong_types_are_type_errors(call):
    with pytest.raises(TypeError):
        call()
