"""trajectories, zone, perft and the moves against the commands."""
import random

import pytest

import chess_distance as cd
from cdcli import error_of, json_of, run, squares_of


def test_trajectories_match_the_command_line(positions):
    rng = random.Random(11)
    for fen in positions[:40]:
        source = rng.choice(squares_of(fen))
        target = "abcdefgh"[rng.randrange(8)] + str(rng.randrange(1, 9))
        if target == source:
            continue
        code, _, _ = run("trajectory", "--fen", fen, "--from", source, "--to", target)
        if code != 0:
            message = error_of("trajectory", "--fen", fen, "--from", source, "--to", target)
            with pytest.raises(ValueError) as e:
                cd.trajectories(fen, source, target)
            assert str(e.value) == message
            continue
        want = json_of("trajectory", "--fen", fen, "--from", source, "--to", target,
                       "--limit", "20")
        t = cd.trajectories(fen, source, target)
        assert t.length == (-1 if want["distance"] is None else want["length"])
        assert t.count == want["count"] and t.count_saturated == want["countSaturated"]
        assert t.layers == want["layers"]
        assert list(t.routes(20)) == want["trajectories"]


def test_trajectories_on_the_empty_board_every_mover():
    for metric in ("chebyshev", "manhattan", "knight", "rook", "bishop", "queen", "pawn"):
        want = json_of("trajectory", "--metric", metric, "--from", "b2", "--to", "g7",
                       "--limit", "1000000")
        t = cd.trajectories(None, "b2", "g7", metric=metric)
        assert t.count == want["count"] and t.layers == want["layers"], metric
        assert list(t.routes()) == want["trajectories"]


def test_trajectories_length_via_distinct():
    want = json_of("trajectory", "--metric", "king", "--from", "a1", "--to", "c3",
                   "--length", "3", "--limit", "50")
    t = cd.trajectories(None, "a1", "c3", metric="king", length=3)
    assert t.count == want["count"] and list(t.routes(50)) == want["trajectories"]
    want = json_of("trajectory", "--metric", "knight", "--from", "a1", "--to", "h8",
                   "--via", "e4", "--distinct", "--limit", "50")
    t = cd.trajectories(None, "a1", "h8", metric="knight", via="e4", distinct=True)
    assert t.count == want["count"] and list(t.routes(50)) == want["trajectories"]


ZONES = [
    ("8/8/8/8/8/8/p7/8 b - - 0 1", "a2", "a1"),
    ("8/8/1k6/8/8/8/p5K1/8 b - - 0 1", "a2", "a1"),
    ("8/8/8/3k4/8/8/4P3/4K3 w - - 0 1", "e2", "e8"),
    ("4k3/8/8/8/8/8/R7/4K3 w - - 0 1", "a2", "a8"),
]


@pytest.mark.parametrize("fen,source,target", ZONES)
@pytest.mark.parametrize("depth", [1, 2])
def test_zone_is_the_command_lines_json(fen, source, target, depth):
    want = json_of("zone", "--fen", fen, "--from", source, "--to", target, "--depth", depth)
    assert cd.zone(fen, source, target, depth=depth) == want


def test_perft_matches_the_command_line(positions):
    for fen in positions[:6]:
        code, out, err = run("perft", "--fen", fen, "--depth", "2")
        if code != 0:
            with pytest.raises(ValueError) as e:
                cd.perft(fen, 2)
            assert str(e.value) == err.strip().removeprefix("chess-distance: ")
            continue
        assert cd.perft(fen, 2) == int(out.split()[-1])
    assert cd.perft(None, 4) == 197281


def test_perft_chess960():
    # The first position of the published Chess960 perft tables.
    fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
    assert [cd.perft(fen, d, chess960=True) for d in (1, 2, 3)] == [21, 528, 12189]


def test_legal_moves_count_perft_one(positions):
    for fen in positions[:20]:
        moves = cd.legal_moves(fen)
        assert len(moves) == (cd.perft(fen, 1) if moves else 0)
        for san in moves[:3]:
            cd.play(fen, san)
