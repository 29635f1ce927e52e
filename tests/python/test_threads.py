"""The core works with the GIL released: another Python thread runs while a call is busy."""
import threading
import time

import chess_distance as cd

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def longest_pause(call):
    """The call's duration, and the longest this thread was stopped while it ran elsewhere."""
    done = threading.Event()
    took = []

    def work():
        t0 = time.perf_counter()
        call()
        took.append(time.perf_counter() - t0)
        done.set()

    worker = threading.Thread(target=work)
    worker.start()
    last, pause = time.perf_counter(), 0.0
    while not done.is_set():
        now = time.perf_counter()
        pause, last = max(pause, now - last), now
    worker.join()
    return took[0], pause


def check_releases(call):
    # Holding the GIL would stop this thread for the whole of the call. A loaded machine can stop
    # it for a while too, so three tries: a call that holds the GIL fails all three.
    tries = []
    for _ in range(3):
        took, pause = longest_pause(call)
        assert took > 0.05, "too short to tell; give it more work"
        if pause < took / 2:
            return
        tries.append((took, pause))
    raise AssertionError(f"this thread stood still (call, longest pause in s): {tries}")


def test_mobility_batch_releases_the_gil(positions):
    check_releases(lambda: cd.mobility_batch(positions * 100))


def test_arrival_batch_releases_the_gil(positions):
    check_releases(lambda: cd.arrival_batch(positions * 50))


def test_perft_releases_the_gil():
    check_releases(lambda: cd.perft(START, 5))


def test_threads_agree(positions):
    results = [None] * 4
    threads = [threading.Thread(target=lambda i=i: results.__setitem__(
        i, cd.mobility_batch(positions))) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all((r == results[0]).all() for r in results)
