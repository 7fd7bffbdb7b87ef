#!/usr/bin/env bash
# `fogproof audit` through the CLI: the rows `fogproof replay` writes (with
# its summary line, and with own observations off) agree; a row planted one
# board too small is caught at its ply with exit 1; bad log lines are
# errors naming file:line with exit 2; --json says what the text says.
#
# usage: audit_cli.sh FOGPROOF PLIES GAME...
set -uo pipefail

fogproof=$1 plies=$2
shift 2
games=("$@")
[ "${#games[@]}" -gt 0 ] || { echo "FAIL: no games given (is the shared data there?)"; exit 1; }
for g in "${games[@]}"; do [ -r "$g" ] || { echo "FAIL: $g is missing"; exit 1; }; done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

# replay's own --json output, summary line included, is a log that agrees.
"$fogproof" replay "${games[@]}" --max-plies "$plies" --threads 2 --json >"$work/log.jsonl" 2>/dev/null
rows=$(grep -c '"type":"row"' "$work/log.jsonl")
"$fogproof" audit "${games[@]}" --log "$work/log.jsonl" --threads 2 >"$work/out" 2>"$work/err"
code=$?
cat "$work/out" "$work/err"
[ "$code" -eq 0 ] || fail "replay's own log: exit code $code, expected 0"
grep -q "^OK: every logged row agrees with P recomputed from the records ($rows rows of ${#games[@]} games)$" "$work/out" \
  || fail "replay's own log: no OK verdict over $rows rows of ${#games[@]} games"
[ -s "$work/err" ] && fail "replay's own log: stderr is not empty"

# Own observations off: the rows say so, and the audit follows them.
"$fogproof" replay "${games[0]}" --max-plies "$plies" --own-observation off --rows "$work/off.jsonl" >/dev/null
grep -q '"own_observation":false' "$work/off.jsonl" || fail "replay rows do not carry own_observation"
"$fogproof" audit "${games[0]}" --log "$work/off.jsonl" >"$work/out" 2>&1 || fail "own observations off: $(cat "$work/out")"

# One board too few at the first row whose |P| is over 1, late enough.
python3 - "$work/log.jsonl" "$work/planted.jsonl" >"$work/where" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
for i, r in enumerate(rows):
    if r.get("type") == "row" and r["ply"] >= 3 and r["p_after"] > 1:
        r["p_after"] -= 1
        print(i + 1, r["game"], r["ply"], "white" if r["perspective"] == "w" else "black", r["p_after"], r["p_after"] + 1)
        break
open(sys.argv[2], "w").write("".join(json.dumps(r) + "\n" for r in rows))
PY
read -r line game ply colour logged right <"$work/where"
"$fogproof" audit "${games[@]}" --log "$work/planted.jsonl" --threads 2 >"$work/out" 2>"$work/err"
code=$?
cat "$work/out"
[ "$code" -eq 1 ] || fail "planted size: exit code $code, expected 1"
grep -q "^$game, $colour's belief: first diverges at ply $ply (.*; $work/planted.jsonl:$line)$" "$work/out" \
  || fail "planted size: the first divergent ply ($game $colour ply $ply, line $line) is not named"
grep -q "^  size: |P| is $logged in the log, $right by the rules$" "$work/out" || fail "planted size: no size line"
grep -q "^FAIL: the logged belief left the right P in 1 of ${#games[@]} games" "$work/out" || fail "planted size: no FAIL verdict"
"$fogproof" audit "${games[@]}" --log "$work/planted.jsonl" --threads 2 --json >"$work/json" 2>/dev/null
jq -e --arg g "$game" --argjson p "$ply" \
  '.exit_code == 1 and ([.games[] | select(.game == $g) | .first_divergence.ply][0] == $p)' "$work/json" >/dev/null \
  || fail "planted size: --json does not name ply $ply of $game"

# Bad input: each line named, the rest still audited, exit 2.
first=$(grep -m1 '"type":"row"' "$work/log.jsonl")
gid=$(jq -r .game <<<"$first")
{
  echo "$first"
  echo "${first:0:30}"
  jq -c '.ply = 999' <<<"$first"
  jq -c '.perspective = "white"' <<<"$first"
  jq -c '.fens = 3' <<<"$first"
} >"$work/bad.jsonl"
"$fogproof" audit "${games[@]}" --log "$work/bad.jsonl" >"$work/out" 2>"$work/err"
code=$?
cat "$work/err"
[ "$code" -eq 2 ] || fail "bad input: exit code $code, expected 2"
grep -qx "error: $work/bad.jsonl:2: not JSON (a truncated or corrupted line?)" "$work/err" || fail "truncated line not named"
grep -q "^error: $work/bad.jsonl:3: ply 999, but game \"$gid\" has [0-9]* plies$" "$work/err" || fail "ply beyond the game not named"
grep -qx "error: $work/bad.jsonl:4: \"perspective\" must be \"w\" or \"b\", not \"white\"" "$work/err" || fail "bad perspective not named"
grep -qx "error: $work/bad.jsonl:5: \"fens\" must be a list of FEN strings, not a number" "$work/err" || fail "number for fens not named"
grep -q "^INCOMPLETE: every checked row agrees" "$work/out" || fail "bad input: no INCOMPLETE verdict"

"$fogproof" audit "${games[0]}" --log /dev/null >"$work/out" 2>&1
[ $? -eq 2 ] && grep -q "^NOTHING AUDITED" "$work/out" || fail "an empty log is not NOTHING AUDITED with exit 2"
"$fogproof" audit --help | tr -s ' \n' ' ' | grep -q "1 a logged belief diverges" || fail "--help lacks the exit codes"
[ "$status" -eq 0 ] && echo "PASS"
exit "$status"
