"""plain_fog's tests run its engine in the spelling given by --spelling
(default xfen, the canonical one): `pytest --spelling legal` runs them on
the incident's spelling, where they must fail."""
import pathlib
import sys

import pytest
from hypothesis import settings

# `import plain_fog` from its folder's parent, wherever pytest is started.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))

# Reproducible runs that leave no example database in the source tree.
settings.register_profile("plain_fog", database=None, derandomize=True, deadline=None)
settings.load_profile("plain_fog")


def pytest_addoption(parser):
    parser.addoption("--spelling", default="xfen", choices=("full", "xfen", "legal"),
                     help="how plain_fog spells the en passant square in every FEN it writes")


@pytest.fixture(scope="session")
def spelling(request):
    return request.config.getoption("--spelling")


@pytest.fixture
def engine(spelling):
    from plain_fog import PlainFog

    return PlainFog(spelling)
