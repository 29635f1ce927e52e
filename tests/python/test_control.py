"""control_map and exchanges against `chess-distance control --format json` (the oracle)."""
import numpy as np
import pytest

import cdcli
import chess_distance as cd

POSITIONS = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    # The lesson pair: Nxe5 wins a pawn; with the rook on e8 it does not.
    "r5k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1",
    "4r1k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1",
    # Middlegames where pieces line up behind each other (x-rays).
    "3rr1k1/pp3ppp/8/3p4/3P4/1Q6/PB3PPP/3RR1K1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R1BQ1RK1 b - - 0 9",
    "8/8/8/8/8/8/8/K6k",
]


def oracle(fen, xray=False):
    return cdcli.json_of("control", "--fen", fen, *(["--x-ray"] if xray else []))


@pytest.mark.parametrize("xray", [False, True])
@pytest.mark.parametrize("fen", POSITIONS)
def test_control_map_is_the_commands_counts(fen, xray):
    expected = oracle(fen, xray)
    m = cd.control_map(fen, xray=xray)
    assert m.dtype == np.int8
    assert m.shape == (2, 8, 8)
    assert m[0].reshape(64).tolist() == expected["white"]
    assert m[1].reshape(64).tolist() == expected["black"]


def test_control_map_is_indexed_side_rank_file():
    m = cd.control_map("4k3/8/8/4p3/8/5N2/8/4R1K1")
    assert m[0][4][4] == 2  # e5: the knight and the rook
    assert m[1][3][3] == 1 and m[1][3][5] == 1  # d4 and f4: the pawn on e5
    assert m[1][3][4] == 0


def test_xray_counts_the_battery():
    fen = "4k3/8/8/8/8/8/4R3/4R2K"  # rooks doubled on the e-file
    assert cd.control_map(fen)[0][4][4] == 1  # e5: the rook on e2
    assert cd.control_map(fen, xray=True)[0][4][4] == 2  # and the one behind it on e1


@pytest.mark.parametrize("fen", POSITIONS)
def test_exchanges_are_the_commands(fen):
    assert cd.exchanges(fen) == oracle(fen)["exchanges"]


def test_the_lesson_pair():
    wins = {e["square"]: e for e in cd.exchanges(POSITIONS[1])}
    loses = {e["square"]: e for e in cd.exchanges(POSITIONS[2])}
    assert wins["e5"] == {"square": "e5", "piece": "p", "gain": 1, "line": ["Nf3xe5"],
                          "ifTaken": {"gain": 1, "line": ["Nf3xe5"]}}
    assert loses["e5"]["gain"] == 0 and loses["e5"]["line"] == []
    assert loses["e5"]["ifTaken"] == {"gain": -2, "line": ["Nf3xe5", "Nc6xe5"]}


@pytest.mark.parametrize("fen", ["zz", "8/8/8/8/8/8/8/9", "rnbqkbnr/pppppppp/8/8"])
def test_bad_positions_raise_the_commands_message(fen):
    message = cdcli.error_of("control", "--fen", fen)
    for call in (lambda: cd.control_map(fen), lambda: cd.exchanges(fen)):
        with pytest.raises(ValueError) as raised:
            call()
        assert str(raised.value) == message


def test_random_positions_match_the_command(positions):
    for fen in positions[:40]:
        for xray in (False, True):
            expected = oracle(fen, xray)
            m = cd.control_map(fen, xray=xray)
            assert m[0].reshape(64).tolist() == expected["white"], fen
            assert m[1].reshape(64).tolist() == expected["black"], fen
        assert cd.exchanges(fen) == oracle(fen)["exchanges"], fen


def test_wrong_types_raise_type_error():
    with pytest.raises(TypeError):
        cd.control_map(None)
    with pytest.raises(TypeError):
        cd.exchanges(42)
