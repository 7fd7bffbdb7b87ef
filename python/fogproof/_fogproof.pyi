# The extension module; see __init__.pyi for the public API.
from fogproof import *  # noqa: F401,F403
from fogproof import oracle as oracle
