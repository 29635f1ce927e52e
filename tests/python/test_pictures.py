"""render and picture: the bytes of `render`'s own pictures."""
import pytest

import chess_distance as cd
from cdcli import error_of, run
import subprocess
from cdcli import BINARY, ENV


def cli_picture(*args):
    p = subprocess.run([BINARY, "render", *map(str, args), "--output", "-"], capture_output=True,
                       env=ENV, timeout=60)
    assert p.returncode == 0, p.stderr
    return p.stdout


@pytest.mark.parametrize("fmt", ["svg", "png"])
def test_render_is_the_commands_picture(fmt):
    got = cd.render(metric="knight", source="e4", target="h8", trajectories=True, size=300,
                    format=fmt)
    want = cli_picture("--metric", "knight", "--from", "e4", "--to", "h8", "--trajectories",
                       "--size", 300, "--format", fmt)
    assert got == want


def test_render_pdf_and_kinds():
    assert cd.render(metric="rook", source="a1", format="pdf").startswith(b"%PDF")
    fen = "8/8/8/8/8/8/p7/8 b - - 0 1"
    assert cd.render(kind="zone", fen=fen, source="a2", target="a1", format="svg") == \
        cli_picture("--zone", "--fen", fen, "--from", "a2", "--to", "a1", "--format", "svg")
    assert cd.render(kind="arrival", fen="4k3/8/8/8/8/8/8/4K2R", format="svg") == \
        cli_picture("--metric", "arrival", "--fen", "4k3/8/8/8/8/8/8/4K2R", "--format", "svg")


def test_numbers_stay_numbers_and_squares_take_ints():
    # paths=3 is three routes, not the square d1; source=28 is e4 (a1 = 0).
    got = cd.render(metric="king", source=28, target="h8", paths=3, format="svg")
    want = cli_picture("--metric", "king", "--from", "e4", "--to", "h8", "--paths", 3,
                       "--format", "svg")
    assert got == want


def test_diagram_shows_in_jupyter():
    d = cd.picture(metric="queen", source="d4")
    assert d._repr_svg_().lstrip().startswith("<?xml") or "<svg" in d._repr_svg_()
    assert d._repr_png_().startswith(b"\x89PNG")


def test_bad_render_options_are_the_commands_messages():
    with pytest.raises(ValueError) as e:
        cd.render(metric="knight", source="z9")
    assert str(e.value) == error_of("render", "--metric", "knight", "--from", "z9",
                                    "--output", "-", "--format", "png")
    with pytest.raises(ValueError) as e:
        cd.render(metric="knight", source="e4", size=10)
    assert str(e.value) == error_of("render", "--metric", "knight", "--from", "e4", "--size",
                                    "10", "--output", "-", "--format", "png")
    with pytest.raises(ValueError, match="Unknown option 'colour'"):
        cd.picture(metric="knight", source="e4", colour="red")
    with pytest.raises(TypeError):
        cd.render(metric="knight", source="e4", output="/tmp/x.png")
