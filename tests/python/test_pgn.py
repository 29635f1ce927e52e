"""read_pgn and Game against `game --format json` and `game --ply K --format fen`."""
import os
import random

import pytest

import chess_distance as cd
from cdcli import error_of, json_of, run

DATA = os.path.join(os.path.dirname(__file__), "..", "data")


def random_pgn(games, seed=5):
    """Games of random legal play, as PGN text."""
    rng = random.Random(seed)
    out = []
    for g in range(games):
        fen, moves = None, []
        for _ in range(rng.randrange(1, 60)):
            legal = cd.legal_moves(fen)
            if not legal:
                break
            moves.append(rng.choice(legal))
            fen = cd.play(fen, moves[-1])
        text = " ".join((f"{i // 2 + 1}. " if i % 2 == 0 else "") + m for i, m in enumerate(moves))
        out.append(f'[Event "random {g}"]\n[White "W{g}"]\n[Black "B{g}"]\n\n{text} *\n')
    return "\n".join(out)


@pytest.fixture(scope="module")
def pgn_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("pgn") / "random.pgn"
    path.write_text(random_pgn(8))
    return str(path)


def check_against_the_command_line(path):
    games = cd.read_pgn(path)
    listed = json_of("game", path)["games"]
    assert len(games) == len(listed)
    for game, want in zip(games, listed):
        assert game.number == want["game"]
        assert game.tags == want["tags"] and game.result == want["result"]
        assert len(game) == want["plies"]
        assert game.marks == want["marks"]
        fens = game.fens()
        assert len(fens) == len(game) + 1 and len(game.sans()) == len(game)
        for ply in sorted({0, len(game) // 2, len(game)}):
            code, out, err = run("game", path, "--game", game.number, "--ply", ply,
                                 "--format", "fen")
            assert code == 0, err
            assert fens[ply] == out.strip()
        for ply in range(len(game)):
            assert cd.play(fens[ply], game.sans()[ply]) == fens[ply + 1]


def test_random_games(pgn_file):
    check_against_the_command_line(pgn_file)


def test_study_with_marks():
    check_against_the_command_line(os.path.join(DATA, "lichess-study.pgn"))


def test_skipped_games_are_reported(tmp_path):
    path = tmp_path / "bad.pgn"
    path.write_text('[Event "a"]\n\n1. e4 e5 *\n\n[Event "b"]\n\n1. e5 *\n\n'
                    '[Event "c"]\n\n1. d4 *\n')
    games = cd.read_pgn(str(path))
    assert [g.number for g in games] == [1, 3]
    assert [n for n, _ in games.skipped] == [2] and games.skipped_count == 1
    listed = json_of("game", str(path))
    assert [reason for _, reason in games.skipped] == listed["skipped"]
    with pytest.raises(ValueError) as e:
        cd.read_pgn(path, strict=True)
    assert str(e.value) == error_of("game", str(path), "--strict")


def test_pgn_string_reads_as_a_file(pgn_file):
    with open(pgn_file) as f:
        text = f.read()
    a, b = cd.read_pgn(pgn_file), cd.read_pgn_string(text)
    assert [g.fens() for g in a] == [g.fens() for g in b]
    assert b[-1].tags == a[-1].tags


def test_missing_file_message(tmp_path):
    path = str(tmp_path / "none.pgn")
    with pytest.raises(ValueError) as e:
        cd.read_pgn(path)
    assert str(e.value) == error_of("game", path)
