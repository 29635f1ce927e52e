import pytest

import cdcli


@pytest.fixture(scope="session")
def positions():
    """100 positions of random legal play (fixed seed)."""
    return cdcli.random_positions(100)
