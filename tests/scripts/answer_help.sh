#!/usr/bin/env bash
# Every command in scripts/ answers --help with its usage (its header
# comment or docstring) and exit status 0, without doing its job (a script
# that ignored --help would start a build, an install or a fuzzing run: the
# timeout catches the long ones, the missing header the rest), and every
# script that parses options rejects an unknown one with exit status 2,
# naming it.
#
#   tests/scripts/answer_help.sh [SCRIPTS_DIR]
set -u
scripts=${1:-$(cd "$(dirname "$0")/../../scripts" && pwd)}
failed=0
fail() { echo "answer_help: $1"; failed=1; }
# The first line of a script's header comment or docstring: its usage
# starts there, so a script that ran its job instead does not print it.
first_line_of_header() { sed -n '2{s/^# \{0,1\}//;s/^"""//;p}' "$1"; }

for script in "$scripts"/*; do
    [ -f "$script" ] && [ -x "$script" ] || continue
    name=${script##*/}
    help=$(timeout 20 "$script" --help 2>&1)
    status=$?
    if [ "$status" -ne 0 ]; then
        fail "$name --help exits $status: $(echo "$help" | tail -1)"
    elif ! echo "$help" | grep -qF -- "$(first_line_of_header "$script")"; then
        fail "$name --help does not print its header: '$(echo "$help" | head -3)'"
    fi
    if grep -q "unknown argument" "$script"; then
        complaint=$(timeout 20 "$script" --no-such-option 2>&1)
        status=$?
        [ "$status" -eq 2 ] || fail "$name --no-such-option exits $status, not 2"
        echo "$complaint" | grep -q -- "--no-such-option" || fail "$name does not name the unknown option: '$complaint'"
    fi
done
[ "$failed" -eq 0 ] && echo "answer_help: every script in $scripts answers --help and names an unknown option"
exit "$failed"
