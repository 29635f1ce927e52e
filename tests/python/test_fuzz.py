"""Random strings, ints, floats, None, huge ints and numpy arrays of the wrong kind fed to every
entry point, each batch in a subprocess so that a crash is a failure, not the end of pytest."""
import os
import subprocess
import sys

import pytest

WORKER = os.path.join(os.path.dirname(__file__), "fuzzworker.py")


@pytest.mark.parametrize("seed", range(8))
def test_no_input_crashes_the_interpreter(seed):
    p = subprocess.run([sys.executable, WORKER, str(seed), "250"], capture_output=True, text=True,
                       timeout=300, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert p.returncode == 0 and p.stdout.strip() == "ok", \
        f"exit {p.returncode}\n{p.stdout}\n{p.stderr[-3000:]}"
