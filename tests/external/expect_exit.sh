#!/usr/bin/env bash
# Runs a command and checks its exit code (and, optionally, that its output
# matches a pattern): the CTest wrapper for commands whose exact exit code
# matters (fogproof diff: 0 agree, 1 disagree, 2 fault).
#
#   expect_exit.sh CODES PATTERN [SECONDS] -- COMMAND...
#
# CODES is one exit code or several, comma-separated ("1,2"); PATTERN ''
# matches anything. An end by a signal (status above 128) never passes.
# With SECONDS the command must also end by itself within that wall-clock
# time: it is killed a little later, and fails either way.
set -u
expected=$1
pattern=$2
limit=""
if [ "$3" != "--" ]; then
    limit=$3
    shift
fi
shift 3
started=$(date +%s%N)
if [ -n "$limit" ]; then
    output=$(timeout --signal=KILL "$((limit + 5))" "$@" 2>&1)
else
    output=$("$@" 2>&1)
fi
code=$?
elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))
printf '%s\n' "$output" | tail -n 60 | cut -c1-2000
if [ "$code" -gt 128 ]; then
    echo "expect_exit: ended by signal $((code - 128)) (status $code)" >&2
    exit 1
fi
if [[ ",$expected," != *",$code,"* ]]; then
    echo "expect_exit: exit code $code, expected $expected" >&2
    exit 1
fi
if [ -n "$limit" ] && [ "$elapsed_ms" -gt $((limit * 1000)) ]; then
    echo "expect_exit: took ${elapsed_ms} ms, more than ${limit} s" >&2
    exit 1
fi
if [ -n "$pattern" ] && ! printf '%s\n' "$output" | grep -Ezq -- "$pattern"; then
    echo "expect_exit: output does not match /$pattern/" >&2
    exit 1
fi
echo "expect_exit: exit code $code as expected${limit:+, in ${elapsed_ms} ms}"
