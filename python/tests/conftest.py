"""Shared fixtures: the real games beside the project and the CLI binary.

CTest sets FOGPROOF_GAMES and FOGPROOF_CLI (python/CMakeLists.txt); run by
hand, the defaults point at ../shared/games and build/release.
"""

import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
GAMES = pathlib.Path(os.environ.get("FOGPROOF_GAMES", ROOT.parent / "shared" / "games"))
GAME_0007 = GAMES / "misty" / "fow-eval-seed1" / "game-0007-L-tier1-black.jsonl"


@pytest.fixture
def game_0007():
    if not GAME_0007.exists():
        pytest.fail(f"Misty game 0007 not found at {GAME_0007} (set FOGPROOF_GAMES)")
    return GAME_0007


@pytest.fixture
def cli():
    path = pathlib.Path(os.environ.get("FOGPROOF_CLI", ROOT / "build" / "release" / "tools" / "fogproof"))
    if not path.exists():
        pytest.fail(f"the fogproof CLI is not built at {path} (set FOGPROOF_CLI)")
    return str(path)


@pytest.fixture
def python_env():
    """The environment for a child Python: this interpreter's fogproof and the examples."""
    import fogproof

    env = dict(os.environ)
    paths = [pathlib.Path(fogproof.__file__).resolve().parents[1], ROOT / "python" / "examples"]
    env["PYTHONPATH"] = os.pathsep.join([str(p) for p in paths] + [env.get("PYTHONPATH", "")])
    return env
