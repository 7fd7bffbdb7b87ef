#!/usr/bin/env python3
"""Checks that a `fogproof diff --json` report checked P at scale: at least
MIN checks of one colour's P above 10^5 boards (the "<= 10^6" size band),
none of them size only.

    check_scale_reach.py REPORT.json MIN
"""
import json
import sys


def main():
    report, wanted = sys.argv[1], int(sys.argv[2])
    beliefs = json.load(open(report))["beliefs"]
    above = beliefs["checks_per_size_band"]["<= 10^6"]
    print(f"P checked above 10^5 boards at {above} colour-plies (largest |P| {beliefs['largest']}; "
          f"size only {beliefs['size_only']}, frozen {beliefs['frozen']})")
    if above < wanted:
        print(f"check_scale_reach: fewer than {wanted} checks above 10^5 boards", file=sys.stderr)
        return 1
    if beliefs["size_only"]:
        print("check_scale_reach: some P were checked by size only", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
