"""The examples of docs/python.md, run with doctest: each ```pycon block in the page's order, in
one namespace, from the repository's top folder (the examples read tests/data)."""

import doctest
import os
import re

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAGE = os.path.join(ROOT, "docs", "python.md")
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def blocks(text):
    """(line, source) of each ```pycon block."""
    found = []
    for match in re.finditer(r"^```pycon\n(.*?)^```$", text, re.M | re.S):
        found.append((text.count("\n", 0, match.start()) + 2, match.group(1)))
    return found


def run_page(text, name):
    """Runs the page's blocks; returns the number of examples and the failures' reports."""
    parser, namespace = doctest.DocTestParser(), {}
    examples, failures = 0, []
    for line, source in blocks(text):
        test = parser.get_doctest(source, namespace, f"{name}:{line}", name, line - 1)
        report = []
        runner = doctest.DocTestRunner(optionflags=FLAGS)
        runner.run(test, out=report.append, clear_globs=False)
        namespace = test.globs  # the next block sees this one's names
        examples += len(test.examples)
        if runner.failures:
            failures.append("".join(report))
    return examples, failures


@pytest.fixture
def in_root():
    before = os.getcwd()
    os.chdir(ROOT)
    yield
    os.chdir(before)


def test_every_example_of_the_page(in_root):
    with open(PAGE, encoding="utf-8") as page:
        text = page.read()
    examples, failures = run_page(text, "docs/python.md")
    assert examples >= 40, "the page lost its examples"
    assert not failures, "\n".join(failures)


def test_a_wrong_output_is_caught(in_root):
    # The check must be able to fail: a changed figure in a block is reported with its line.
    text = "intro\n\n```pycon\n>>> 1 + 1\n2\n>>> 2 + 2\n5\n\n```\n"
    examples, failures = run_page(text, "page.md")
    assert examples == 2
    assert len(failures) == 1
    assert '"page.md", line 6' in failures[0] and "Expected:\n    5" in failures[0]
