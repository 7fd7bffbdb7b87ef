#!/usr/bin/env python3
"""Checks a `fogproof diff --json` report for the verdict tests
(tests/verdict_tests.cmake).

    check_verdicts.py REPORT notes-apart   laxness notes listed apart, no finding,
                                           every source played
    check_verdicts.py REPORT after-known   known differences set aside, plies
                                           compared after them
    check_verdicts.py REPORT slow-child    beliefs ended for a slow child, the
                                           run compared every source
"""
import json
import sys


def fail(message):
    print(f"check_verdicts: {message}", file=sys.stderr)
    sys.exit(1)


def every_source_played(doc):
    for source, games in doc["games_by_source"].items():
        if games == 0:
            fail(f"source {source!r} played no game: {doc['games_by_source']}")
    if doc["stopped_early"]:
        fail("the run stopped early")


def main():
    path, check = sys.argv[1], sys.argv[2]
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    if check == "notes-apart":
        if doc["result"] != "agree":
            fail(f"result {doc['result']}, expected agree")
        if not doc["notes"]:
            fail("no laxness notes")
        for note in doc["notes"]:
            if "docs/rules.md FEN acceptance" not in note["clause"]:
                fail(f"a note not decided by docs/rules.md alone: {note['signature']}")
        if doc["findings"]:
            fail(f"findings beside the notes: {[g['signature'] for g in doc['findings']]}")
        every_source_played(doc)
    elif check == "after-known":
        if doc["result"] != "agree":
            fail(f"result {doc['result']}, expected agree: {[g['signature'] for g in doc['findings'] if not g['known']]}")
        after = doc["after_known"]
        if after["games"] == 0 or after["plies_after"] == 0:
            fail(f"no plies compared after a known difference: {after}")
        every_source_played(doc)
    elif check == "slow-child":
        if doc["result"] not in ("agree", "disagree"):
            fail(f"result {doc['result']}")
        if not doc["slow_child"]:
            fail("no slow child noted")
        every_source_played(doc)
    else:
        fail(f"unknown check {check!r}")
    print(f"check_verdicts: {check}: OK")


if __name__ == "__main__":
    main()
