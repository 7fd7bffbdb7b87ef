#!/usr/bin/env bash
# `fogproof replay --max-memory`: an update that would pass the
# limit stops the replay with exit code 3 and one error line naming the
# game, the ply, |P| and the limit (never the OOM killer); a bad value is a
# usage error (exit 2) that names the option and what is wrong.
#
# usage: replay_max_memory.sh FOGPROOF GAME_JSONL
set -uo pipefail

fogproof=$1 game=$2
[ -r "$game" ] || { echo "FAIL: $game is missing"; exit 1; }
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

# Game 0009 needs over 64 MiB by ply 13 (|P| passes 2 M boards at ply 13-15).
"$fogproof" replay "$game" --max-plies 16 --threads 2 --max-memory 64M >"$out" 2>"$err"
code=$?
cat "$err"
[ "$code" -eq 3 ] || fail "exit code $code with --max-memory 64M, expected 3"
pattern="^fogproof: error: $(basename "$game" .jsonl): the update of (white|black)'s belief at ply [0-9]+ \(\|P\| = [0-9]+ boards before it\) would pass the memory limit of 64\.0 MiB: .*; raise --max-memory or set a --cap$"
grep -Eq "$pattern" "$err" || fail "no error line matching: $pattern"
[ "$(wc -l <"$err")" -eq 1 ] || fail "stderr holds more than the one error line"
grep -q $'\r' "$err" && fail "a progress line on stderr, which is not a terminal"
grep -q "^OK" "$out" && fail "the replay claims OK"

for bad in 12X abc 150% 0%; do
  "$fogproof" replay "$game" --max-plies 2 --max-memory "$bad" >"$out" 2>"$err"
  code=$?
  [ "$code" -eq 2 ] || fail "exit code $code with --max-memory $bad, expected 2"
  grep -q "^fogproof: error: --max-memory: '$bad'" "$err" || fail "--max-memory $bad: $(cat "$err")"
done

# An ample limit changes nothing: the same rows as no limit at all.
"$fogproof" replay "$game" --max-plies 10 --threads 2 --json --max-memory 4G | grep '"type":"row"' | sed 's/"ms":[0-9.e+-]*//' >"$out"
"$fogproof" replay "$game" --max-plies 10 --threads 2 --json --max-memory 0 | grep '"type":"row"' | sed 's/"ms":[0-9.e+-]*//' >"$err"
[ -s "$out" ] && cmp -s "$out" "$err" || fail "rows differ between --max-memory 4G and 0"

"$fogproof" replay --help | grep -q -- "--max-memory" || fail "--help does not mention --max-memory"
"$fogproof" replay --help | tr -s ' \n' ' ' | grep -q "3 an update would have passed --max-memory" || fail "--help does not document exit code 3"
[ "$status" -eq 0 ] && echo "PASS"
exit "$status"
