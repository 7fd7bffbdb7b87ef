#!/usr/bin/env bash
# Replays a public PGN collection with `fogproof replay` and checks its
# honest summary: every game of the files is accounted for, the truth
# never leaves P at an uncapped ply, the exit code is the expected one,
# stderr holds no error other than the expected ones and no progress line
# (it is not a terminal).
#
# usage: replay_collection.sh FOGPROOF EXIT SUMMARY_REGEX ERRORS_REGEX FILES... -- [REPLAY OPTIONS...]
#   SUMMARY_REGEX  must match the "games: ..." line; @GAMES@ in it stands for
#                  the number of games counted here, independently of the
#                  reader (a game = a tag section: a '[' line after a line
#                  that is not a tag)
#   ERRORS_REGEX   every "error:" line on stderr must match it ('^$': none)
set -uo pipefail

fogproof=$1 expected_exit=$2 summary_regex=$3 errors_regex=$4
shift 4
files=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do files+=("$1"); shift; done
[ $# -gt 0 ] && shift
for f in "${files[@]}"; do
  [ -r "$f" ] || { echo "FAIL: $f is missing (scripts/setup installs the package that ships it)"; exit 1; }
done

games=$(awk 'FNR == 1 { prev = "" } /^[ \t]*$/ { next } { if ($0 ~ /^\[/ && prev !~ /^\[/) n++; prev = $0 } END { print n + 0 }' "${files[@]}")
summary_regex=${summary_regex//@GAMES@/$games}

out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
"$fogproof" replay "${files[@]}" "$@" >"$out" 2>"$err"
code=$?

status=0
tail -n 6 "$out"
if [ "$code" -ne "$expected_exit" ]; then echo "FAIL: exit code $code, expected $expected_exit"; status=1; fi
if ! grep -Eq "$summary_regex" "$out"; then echo "FAIL: no summary line matching: $summary_regex"; status=1; fi
if grep -q "^error:" "$out"; then echo "FAIL: an error line on stdout"; status=1; fi
unexpected=$(grep "^error:" "$err" | grep -Ev "$errors_regex")
if [ -n "$unexpected" ]; then echo "FAIL: unexpected errors on stderr:"; echo "$unexpected" | head -n 20; status=1; fi
# stderr is a file here: the progress line of a long replay (it runs for
# seconds) must not reach it.
if grep -q $'\r' "$err"; then echo "FAIL: a progress line on stderr, which is not a terminal"; status=1; fi
[ "$status" -eq 0 ] && echo "PASS: $games games in ${#files[@]} file(s), exit $code"
exit "$status"
