#!/usr/bin/env bash
# A season through the CLI: games side by side (--threads N) report exactly
# what one thread reports, for replay and audit, apart from the timing
# fields; --shard K/N partitions the games (every game in one shard, the
# same split on every run); `fogproof merge` of the shards' --json reports
# equals the unsharded report, exit code included; merge refuses reports
# that do not fit, saying why.
#
# Timing fields, the only ones allowed to differ: a row's "ms", a game's
# "seconds" (--json), and the seconds column of the text tables.
#
# usage: season_cli.sh FOGPROOF GAME...
set -uo pipefail

fogproof=$1
shift
games=("$@")
[ "${#games[@]}" -ge 4 ] || { echo "FAIL: needs at least 4 games (is the shared data there?)"; exit 1; }
for g in "${games[@]}"; do [ -r "$g" ] || { echo "FAIL: $g is missing"; exit 1; }; done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

# A file of two games read with faults: one cut short by an illegal move,
# one whose start position the replay cannot read; the summary's
# input_errors, skips and exit code 2 must survive every split and merge.
cat >"$work/faulty.pgn" <<'PGN'
[Event "cut short"]

1. e4 e5 2. Nf3 Ke4 *

[Event "no white king"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/8 w - - 0 1"]

1. *
PGN
set=("${games[@]}" "$work/faulty.pgn")
opts=(--cap 5000 --max-plies 8)

# jq filters that drop the timing fields.
untimed='del(.ms) | if .games then .games |= map(del(.seconds)) else . end'
# The text tables' seconds column (replay: after 60 characters; audit: 47).
untime_replay() { sed -E 's/^(\S.{59}) *[0-9]+\.[0-9]{2}  /\1 SECONDS  /' "$1"; }
untime_audit() { sed -E 's/^(\S.{46}) *[0-9]+\.[0-9]{2}  /\1 SECONDS  /' "$1"; }

# --- replay: one thread against games side by side -------------------------
"$fogproof" replay "${set[@]}" "${opts[@]}" --threads 1 --json >"$work/r1.jsonl" 2>/dev/null
code1=$?
"$fogproof" replay "${set[@]}" "${opts[@]}" --threads 3 --json >"$work/r3.jsonl" 2>/dev/null
code3=$?
[ "$code1" -eq 2 ] || fail "replay --threads 1: exit code $code1, expected 2 (the faulty file)"
[ "$code3" -eq "$code1" ] || fail "replay --threads 3: exit code $code3, --threads 1 gave $code1"
rows=$(grep -c '"type":"row"' "$work/r1.jsonl")
[ "$rows" -gt 100 ] || fail "replay --threads 1 wrote only $rows rows"
jq -c "$untimed" "$work/r1.jsonl" >"$work/r1.untimed"
jq -c "$untimed" "$work/r3.jsonl" >"$work/r3.untimed"
cmp -s "$work/r1.untimed" "$work/r3.untimed" \
  || { fail "replay --json: --threads 3 differs from --threads 1"; diff "$work/r1.untimed" "$work/r3.untimed" | head -5; }
"$fogproof" replay "${set[@]}" "${opts[@]}" --threads 1 >"$work/t1" 2>/dev/null
"$fogproof" replay "${set[@]}" "${opts[@]}" --threads 3 >"$work/t3" 2>/dev/null
untime_replay "$work/t1" >"$work/t1.untimed"
untime_replay "$work/t3" >"$work/t3.untimed"
grep -q ' SECONDS  ' "$work/t1.untimed" || fail "replay text: the seconds column was not found"
cmp -s "$work/t1.untimed" "$work/t3.untimed" \
  || { fail "replay text: --threads 3 differs from --threads 1"; diff "$work/t1.untimed" "$work/t3.untimed" | head -5; }

# --- replay: shards partition the games, and merge to the whole -----------
tail -n 1 "$work/r1.jsonl" >"$work/whole.json"
total=$(jq '.games | length' "$work/whole.json")
# The real games and the faulty file's game cut short (replayed up to its fault).
[ "$total" -eq $(( ${#games[@]} + 1 )) ] || fail "the unsharded summary lists $total games, expected ${#games[@]} + 1"
for n in 1 3; do
  reports=()
  for k in $(seq 1 "$n"); do
    "$fogproof" replay "${set[@]}" "${opts[@]}" --threads 2 --shard "$k/$n" --json >"$work/s$k-$n.jsonl" 2>/dev/null
    tail -n 1 "$work/s$k-$n.jsonl" >"$work/s$k-$n.json"
    reports+=("$work/s$k-$n.json")
    jq -e --argjson k "$k" --argjson n "$n" 'all(.games[]; .index % $n == $k - 1)' "$work/s$k-$n.json" >/dev/null \
      || fail "shard $k/$n holds a game whose index is not $((k - 1)) mod $n"
    # A shard's rows are those of its games, as the whole run wrote them.
    jq -c "select(.type == \"row\") | $untimed" "$work/s$k-$n.jsonl" >"$work/s.rows"
    jq -c --slurpfile s "$work/s$k-$n.json" \
      "select(.type == \"row\") | select(.game as \$g | any(\$s[0].games[]; .game == \$g)) | $untimed" "$work/r1.jsonl" >"$work/w.rows"
    cmp -s "$work/s.rows" "$work/w.rows" || fail "shard $k/$n: its rows are not the whole run's rows of its games"
  done
  # Union = all, no overlap.
  jq -r '.games[].game' "${reports[@]}" | sort >"$work/union"
  jq -r '.games[].game' "$work/whole.json" | sort >"$work/all"
  cmp -s "$work/union" "$work/all" || fail "the $n shards' games are not the games of the whole run, each once"
  "$fogproof" merge "${reports[@]}" --json >"$work/merged.json" 2>"$work/err"
  code=$?
  [ "$code" -eq "$code1" ] || fail "merge of $n shards: exit code $code, the whole run's is $code1 ($(cat "$work/err"))"
  jq -c "$untimed" "$work/merged.json" >"$work/m.untimed"
  jq -c "$untimed" "$work/whole.json" >"$work/w.untimed"
  cmp -s "$work/m.untimed" "$work/w.untimed" \
    || { fail "merge of $n shards differs from the unsharded summary"; diff "$work/m.untimed" "$work/w.untimed"; }
  "$fogproof" merge "${reports[@]}" >"$work/merged.txt" 2>/dev/null
  untime_replay "$work/merged.txt" | grep -v '^shard ' >"$work/mt.untimed"
  cmp -s "$work/mt.untimed" "$work/t1.untimed" || fail "merge of $n shards: the text differs from the whole run's"
done
# The same split every time; merge takes the reports in any order.
"$fogproof" replay "${set[@]}" "${opts[@]}" --threads 1 --shard 2/3 --json 2>/dev/null | tail -n 1 >"$work/again.json"
[ "$(jq -c '[.games[].game]' "$work/again.json")" = "$(jq -c '[.games[].game]' "$work/s2-3.json")" ] \
  || fail "shard 2/3 took other games on a second run"
"$fogproof" merge "$work/s3-3.json" "$work/s1-3.json" "$work/s2-3.json" --json >"$work/shuffled.json" 2>/dev/null
[ "$(jq -c "$untimed" "$work/shuffled.json")" = "$(cat "$work/w.untimed")" ] || fail "merge depends on the order of its reports"

# --- merge refuses what does not fit ---------------------------------------
refused() {  # refused PATTERN REPORT...
  local pattern=$1
  shift
  "$fogproof" merge "$@" >"$work/out" 2>"$work/err"
  local code=$?
  [ "$code" -eq 2 ] || fail "merge $*: exit code $code, expected 2"
  grep -Eq "^fogproof: error: .*$pattern" "$work/err" || fail "merge $*: no error matching '$pattern': $(cat "$work/err")"
  [ -s "$work/out" ] && fail "merge $*: wrote a report although it refused"
}
refused "shard 3/3 missing" "$work/s1-3.json" "$work/s2-3.json"
refused "are both shard 2/3" "$work/s1-3.json" "$work/s2-3.json" "$work/s2-3.json" "$work/s3-3.json"
refused "different splits" "$work/s1-3.json" "$work/s2-3.json" "$work/s3-3.json" "$work/s1-1.json"
echo '{"type": "summary", "shard": "1/1"' >"$work/broken.json"
refused "broken.json:1: not JSON" "$work/broken.json"
: >"$work/empty.json"
refused "empty.json: empty" "$work/empty.json"
echo '{"type": "row", "game": "x"}' >"$work/row.json"
refused "not a .fogproof replay --json. summary" "$work/row.json"
jq -c 'del(.games_in_set)' "$work/s1-1.json" >"$work/old.json"
refused 'no field "games_in_set"' "$work/old.json"
# A shard of other files: what reading found differs.
"$fogproof" replay "${games[@]}" "${opts[@]}" --threads 1 --shard 3/3 --json 2>/dev/null | tail -n 1 >"$work/other.json"
refused "differ in" "$work/s1-3.json" "$work/s2-3.json" "$work/other.json"
"$fogproof" merge "$work/nonexistent.json" >/dev/null 2>&1 && fail "merge of a missing file succeeded"

# --- shard arguments --------------------------------------------------------
for bad in 0/3 4/3 3 a/b 1/0; do
  "$fogproof" replay "${games[0]}" --shard "$bad" >/dev/null 2>"$work/err"
  code=$?
  [ "$code" -eq 2 ] || fail "--shard $bad: exit code $code, expected 2"
  grep -q "^fogproof: error: --shard '$bad'" "$work/err" || fail "--shard $bad: the error does not name it: $(cat "$work/err")"
done

# --- audit: one thread against games side by side; shards and merge ---------
# replay's own rows, one planted a board too small: exit 1.
python3 - "$work/r1.jsonl" "$work/log.jsonl" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if '"type":"row"' in l]
for r in rows:
    if r["ply"] >= 4 and r["p_after"] > 1 and not r["capped"]:
        r["p_after"] -= 1
        break
open(sys.argv[2], "w").write("".join(json.dumps(r) + "\n" for r in rows))
PY
"$fogproof" audit "${set[@]}" --log "$work/log.jsonl" --cap 5000 --threads 1 --json >"$work/a1.json" 2>/dev/null
acode1=$?
"$fogproof" audit "${set[@]}" --log "$work/log.jsonl" --cap 5000 --threads 3 --json >"$work/a3.json" 2>/dev/null
acode3=$?
[ "$acode1" -eq 1 ] || fail "audit of the planted log: exit code $acode1, expected 1"
[ "$acode3" -eq "$acode1" ] || fail "audit --threads 3: exit code $acode3, --threads 1 gave $acode1"
[ "$(jq -c "$untimed" "$work/a1.json")" = "$(jq -c "$untimed" "$work/a3.json")" ] \
  || fail "audit --json: --threads 3 differs from --threads 1"
"$fogproof" audit "${set[@]}" --log "$work/log.jsonl" --cap 5000 --threads 1 >"$work/at1" 2>/dev/null
"$fogproof" audit "${set[@]}" --log "$work/log.jsonl" --cap 5000 --threads 3 >"$work/at3" 2>/dev/null
cmp -s <(untime_audit "$work/at1") <(untime_audit "$work/at3") || fail "audit text: --threads 3 differs from --threads 1"
areports=()
for k in 1 2 3; do
  "$fogproof" audit "${set[@]}" --log "$work/log.jsonl" --cap 5000 --threads 2 --shard "$k/3" --json \
    >"$work/as$k.json" 2>/dev/null
  areports+=("$work/as$k.json")
done
jq -r '.games[].game, .games_without_rows[]' "${areports[@]}" | sort >"$work/aunion"
jq -r '.games[].game, .games_without_rows[]' "$work/a1.json" | sort >"$work/aall"
cmp -s "$work/aunion" "$work/aall" || fail "the audit shards' games are not the whole audit's, each once"
"$fogproof" merge "${areports[@]}" --json >"$work/amerged.json" 2>"$work/err"
code=$?
[ "$code" -eq "$acode1" ] || fail "merge of the audit shards: exit code $code, the whole audit's is $acode1"
[ "$(jq -c "$untimed" "$work/amerged.json")" = "$(jq -c "$untimed" "$work/a1.json")" ] \
  || { fail "merge of the audit shards differs from the unsharded audit"; diff <(jq . "$work/amerged.json") <(jq . "$work/a1.json") | head; }
refused "shard 2/3 missing" "$work/as1.json" "$work/as3.json"

[ "$status" -eq 0 ] && echo "PASS"
exit "$status"
