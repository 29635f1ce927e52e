"""mobility, arrival and their batches against `mobility --format json`."""
import numpy as np

import chess_distance as cd
from cdcli import cd_name, json_of


def cli_mobility(fen, *options):
    return json_of("mobility", "--fen", fen, *options)


def test_mobility_matches_the_command_line(positions):
    for fen in positions:
        want = cli_mobility(fen)
        got = cd.mobility(fen)
        assert len(got) == len(want["pieces"])
        for g, w in zip(got, want["pieces"]):
            assert g["piece"] == w["piece"] and g["square"] == w["square"]
            assert g["side"] == ("white" if w["piece"].isupper() else "black")
            assert g["score"] == w["inPosition"]["score"]
            assert g["empty_score"] == w["emptyBoard"]["score"]
            assert g["ratio"] == w["ratio"]
            assert g["counts"] == w["inPosition"]["counts"]


def test_mobility_options_match_the_command_line(positions):
    fen = positions[42]
    got = cd.mobility(fen, side="black", captures="continue", avoid_attacked=True)
    want = cli_mobility(fen, "--side", "black", "--captures", "continue", "--avoid-attacked")
    assert [(p["square"], p["score"]) for p in got] == \
        [(p["square"], p["inPosition"]["score"]) for p in want["pieces"]]


def test_mobility_batch_is_the_sum_of_each_side(positions):
    got = cd.mobility_batch(positions)
    assert got.dtype == np.float64 and got.shape == (len(positions), 2)
    for row, fen in zip(got, positions):
        pieces = cli_mobility(fen)["pieces"]
        white = sum(p["inPosition"]["score"] for p in pieces if p["piece"].isupper())
        black = sum(p["inPosition"]["score"] for p in pieces if p["piece"].islower())
        assert row[0] == white and row[1] == black


def test_mobility_batch_options(positions):
    got = cd.mobility_batch(positions[:5], captures="block", avoid_attacked=True)
    for row, fen in zip(got, positions[:5]):
        pieces = cd.mobility(fen, captures="block", avoid_attacked=True)
        assert row[0] == sum(p["score"] for p in pieces if p["side"] == "white")


def test_mobility_pieces_batch(positions):
    cols = cd.mobility_pieces_batch(positions[:20])
    assert set(cols) == {"position", "side", "piece", "square", "score", "ratio"}
    n = len(cols["position"])
    assert all(len(cols[k]) == n for k in cols)
    i = 0
    for k, fen in enumerate(positions[:20]):
        for p in cd.mobility(fen):
            assert cols["position"][i] == k
            assert (cols["side"][i], cols["piece"][i], cols["square"][i]) == \
                (p["side"], p["piece"], p["square"])
            assert cols["score"][i] == p["score"] and cols["ratio"][i] == p["ratio"]
            i += 1
    assert i == n


def test_arrival_matches_the_command_line(positions):
    batch = cd.arrival_batch(positions[:30])
    assert batch.dtype == np.int8 and batch.shape == (30, 2, 8, 8)
    for k, fen in enumerate(positions[:30]):
        want = cli_mobility(fen)["arrival"]
        got = cd.arrival_map(fen)
        assert (got == batch[k]).all()
        for c, side in enumerate(("white", "black")):
            flat = got[c].reshape(64)
            assert [-1 if want[cd_name(s)][side] is None else want[cd_name(s)][side]
                    for s in range(64)] == flat.tolist()


def test_empty_batch():
    assert cd.mobility_batch([]).shape == (0, 2)
    assert cd.arrival_batch([]).shape == (0, 2, 8, 8)
    assert len(cd.mobility_pieces_batch([])["position"]) == 0


def test_batches_read_fens_as_the_command_line(positions):
    # --fen trims the spaces around a FEN; the batches did not, and refused it.
    fens = positions[:3]
    spaced = [" " + fens[0], fens[1] + "\n", "\t" + fens[2] + "  "]
    assert (cd.mobility_batch(spaced) == cd.mobility_batch(fens)).all()
    assert (cd.arrival_batch(spaced) == cd.arrival_batch(fens)).all()
    assert cd.mobility_pieces_batch(spaced)["score"].tolist() == \
        cd.mobility_pieces_batch(fens)["score"].tolist()
