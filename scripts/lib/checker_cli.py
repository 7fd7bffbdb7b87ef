"""The command line the repository checkers share (scripts/check-docs,
check-workflows, check-mutant-clauses): an optional ROOT, --self-test, and
--help printing the checker's own docstring. argparse gives every one the
same clear error for an unknown option or a ROOT that is not a directory,
instead of a traceback or a check of the wrong tree.
"""
import argparse
import pathlib


def parse(doc, script, argv):
    """(root, self_test) from argv[1:]; ROOT defaults to the repository holding script."""
    parser = argparse.ArgumentParser(prog=pathlib.Path(script).name, description=doc,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("root", nargs="?", type=pathlib.Path,
                        default=pathlib.Path(script).resolve().parent.parent,
                        help="the repository to check (default: the one holding this script)")
    parser.add_argument("--self-test", action="store_true", help="prove each kind of break is caught")
    args = parser.parse_args(argv[1:])
    if not args.root.is_dir():
        parser.error(f"ROOT {args.root} is not a directory")
    return args.root, args.self_test
