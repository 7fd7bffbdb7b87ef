#!/usr/bin/env bash
# Runs a command and checks its exit code (and, optionally, that its output
# matches a pattern): the CTest wrapper for commands whose exact exit code
# matters (fogproof diff: 0 agree, 1 disagree, 2 fault).
#
#   expect_exit.sh CODE PATTERN -- COMMAND...     (PATTERN '' matches anything)
set -u
expected=$1
pattern=$2
shift 3
output=$("$@" 2>&1)
code=$?
printf '%s\n' "$output" | tail -n 60
if [ "$code" != "$expected" ]; then
    echo "expect_exit: exit code $code, expected $expected" >&2
    exit 1
fi
if [ -n "$pattern" ] && ! printf '%s\n' "$output" | grep -Ezq -- "$pattern"; then
    echo "expect_exit: output does not match /$pattern/" >&2
    exit 1
fi
echo "expect_exit: exit code $code as expected"
