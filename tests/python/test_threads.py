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


def check_releases(call_of_size):
    """call_of_size(n) works about n times as long; n doubles until the call takes long enough to
    tell (an optimised build is fast). Holding the GIL would stop this thread for the whole of the
    call. A loaded machine can stop it for a while too, so three tries: a call that holds the GIL
    fails all three."""
    size, tries = 1, []
    while len(tries) < 3:
        took, pause = longest_pause(lambda: call_of_size(size))
        if took < 0.05:
            assert size < 1 << 10, "too short to tell even at the largest size"
            size *= 2
            continue
        if pause < took / 2:
            return
        tries.append((took, pause))
    raise AssertionError(f"this thread stood still (call, longest pause in s): {tries}")


def test_mobility_batch_releases_the_gil(positions):
    check_releases(lambda n: cd.mobility_batch(positions * 100 * n))


def test_arrival_batch_releases_the_gil(positions):
    check_releases(lambda n: cd.arrival_batch(positions * 50 * n))


def test_perft_releases_the_gil():
    # Each depth is 20 to 30 times the last: n = 1, 2, 4 are depths 5, 6, 7.
    check_releases(lambda n: cd.perft(START, 4 + n.bit_length()))


def test_threads_agree(positions):
    results = [None] * 4
    threads = [threading.Thread(target=lambda i=i: results.__setitem__(
        i, cd.mobility_batch(positions))) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all((r == results[0]).all() for r in results)
