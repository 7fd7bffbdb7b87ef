#!/usr/bin/env bash
# `fogproof diff --write-belief-log` checked by `fogproof audit`: the child's
# logged P over a folder of records, held against P recomputed from the same
# records, so the log is judged by something other than the diff that wrote it.
#
#   belief_log_audit.sh FOGPROOF RECORDS_DIR AUDIT_EXIT PATTERN -- DIFF_OPTIONS...
#
# The diff may agree or disagree (0 or 1: a finding elsewhere must not hide
# the log); the audit must end with AUDIT_EXIT and print PATTERN.
set -u
fogproof=$1 records=$2 expected=$3 pattern=$4
shift 5
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
log=$dir/belief.jsonl
"$fogproof" diff --games 0 --targeted 0 --corpus "$records" --minimize-seconds 1 --out "$dir/scenario.json" \
    --write-belief-log "$log" "$@" > /dev/null
code=$?
if [ "$code" -gt 1 ]; then echo "fogproof diff ended with $code"; exit 1; fi
[ -s "$log" ] || { echo "the belief log $log is empty"; exit 1; }
echo "$(wc -l < "$log") rows logged"
mapfile -t files < <(find "$records" -type f \( -name '*.jsonl' -o -name '*.pgn' -o -name '*.uci' \) | sort)
bash "$(dirname "$0")/expect_exit.sh" "$expected" "$pattern" -- "$fogproof" audit "${files[@]}" --log "$log"
