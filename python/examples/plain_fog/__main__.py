"""Serves PlainFog over fogproof's external protocol on stdin and stdout:

    fogproof diff --against "python3 -m plain_fog --spelling xfen"
"""
import argparse

import fogproof

from .board import SPELLINGS
from .engine import PlainFog

parser = argparse.ArgumentParser(prog="python3 -m plain_fog", description=__doc__.splitlines()[0])
parser.add_argument("--spelling", choices=SPELLINGS, default="xfen",
                    help="how every FEN it writes spells the en passant square (default: %(default)s)")
fogproof.serve(PlainFog(parser.parse_args().spelling))
