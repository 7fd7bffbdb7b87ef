#!/usr/bin/env bash
# The cost of `fogproof audit` against `fogproof replay` of the same games
# (issue 36's goal: audit at most 1.2 times replay). Writes the log audit
# reads with replay itself (every ply, both colours, --rows; not timed),
# then times replay and audit in turn, R times each, the order alternating
# from round to round so that load from other work drifts over both alike.
# Prints each run (wall, user+sys CPU, peak RSS), then the medians and the
# ratios audit/replay. On a shared machine the CPU ratio is the steadier.
#
#   bench/audit_vs_replay.sh [--runs R] [--cap K] [--plies N] [--threads T] FOGPROOF GAME...
#
# Defaults: 3 runs, cap 2000000, every ply (--plies 0), 2 threads. Exit
# status: 0 measured; 1 a run failed; 2 bad usage.
set -uo pipefail
. "$(dirname "$0")/../scripts/lib/usage.sh"
exit_on_help "$@"

runs=3 cap=2000000 plies=0 threads=2
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --cap) cap=$2; shift 2 ;;
        --plies) plies=$2; shift 2 ;;
        --threads) threads=$2; shift 2 ;;
        -*) echo "audit_vs_replay: unknown argument $1" >&2; exit 2 ;;
        *) break ;;
    esac
done
[ $# -ge 2 ] || { print_usage >&2; exit 2; }
fogproof=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
common=(--cap "$cap" --threads "$threads")

"$fogproof" replay "$@" "${common[@]}" --max-plies "$plies" --rows "$work/log.jsonl" >/dev/null 2>&1
[ -s "$work/log.jsonl" ] || { echo "audit_vs_replay: replay wrote no rows" >&2; exit 1; }
echo "log: $(wc -l <"$work/log.jsonl") rows of $# games, cap $cap, plies ${plies/#0/all}, threads $threads"

# One timed run: "wall cpu rss_kb".
timed() {
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/err"
    local code=$?
    [ "$code" -eq 0 ] || { echo "audit_vs_replay: exit $code from $*: $(tail -2 "$work/err")" >&2; exit 1; }
    awk '{ printf "%.2f %.2f %d\n", $1, $2 + $3, $4 }' "$work/time"
}
replay_run() { timed "$fogproof" replay "$@" "${common[@]}" --max-plies "$plies"; }
audit_run() { timed "$fogproof" audit "$@" "${common[@]}" --log "$work/log.jsonl"; }

: >"$work/replay" ; : >"$work/audit"
for ((i = 1; i <= runs; ++i)); do
    if ((i % 2)); then order="replay audit"; else order="audit replay"; fi
    for what in $order; do
        line=$("${what}_run" "$@") || exit 1
        echo "$line" >>"$work/$what"
        echo "run $i $what: wall ${line%% *} s, cpu $(cut -d' ' -f2 <<<"$line") s, peak $(($(cut -d' ' -f3 <<<"$line") / 1024)) MB"
    done
done
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for column in 1 2; do
    r=$(cut -d' ' -f$column "$work/replay" | median)
    a=$(cut -d' ' -f$column "$work/audit" | median)
    name=$([ "$column" -eq 1 ] && echo wall || echo cpu)
    echo "median $name: replay $r s, audit $a s, audit/replay $(awk -v a="$a" -v r="$r" 'BEGIN { printf "%.3f", a / r }')"
done
