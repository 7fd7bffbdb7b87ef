# Shared by scripts/fuzz-ci, scripts/campaign and scripts/mutants: finding
# the fuzz targets, sharing a time budget among them, running one, reading
# libFuzzer's final statistics, minimizing a crash.
# shellcheck shell=bash

# Target names, from fuzz/<name>_target.cpp.
fuzz_targets() {
    local f
    for f in "$FOGPROOF_ROOT"/fuzz/*_target.cpp; do
        f=${f##*/}
        echo "${f%_target.cpp}"
    done
}

# The targets that read what peers send (external/diff/fuzz_scenarios.hpp)
# rather than play the rules: a mutant of the engine or the oracle cannot
# show in them (scripts/mutants leaves them out).
peer_fuzz_targets() {
    grep -l 'external/diff/fuzz_scenarios.hpp' "$FOGPROOF_ROOT"/fuzz/*_target.cpp | sed -E 's#.*/(.*)_target\.cpp#\1#'
}

# The rest: the rules and records targets.
rules_fuzz_targets() {
    fuzz_targets | grep -vxF -f <(peer_fuzz_targets)
}

# A target's weight in a shared fuzzing budget (scripts/fuzz-ci, scripts/
# campaign). The rules and records targets play deep, slow games; the peer
# targets are cheap per edge (the protocol target found two thirds of five
# minutes' new edges in 20 s, docs/fuzzing.md), so they get less.
fuzz_weight() {
    case "$1" in
        protocol) echo 4 ;;
        serve) echo 3 ;;
        scenario_file) echo 1 ;;
        *) echo 10 ;;
    esac
}

# fuzz_share BUDGET TARGET TARGETS...: TARGET's whole seconds of BUDGET
# split by weight among TARGETS (at least 1).
fuzz_share() {
    local budget=$1 target=$2 total=0 t
    shift 2
    for t in "$@"; do total=$((total + $(fuzz_weight "$t"))); done
    local share=$(( budget * $(fuzz_weight "$target") / (total > 0 ? total : 1) ))
    echo $(( share > 0 ? share : 1 ))
}

# A target's libFuzzer options (fuzz/<target>.options, OSS-Fuzz's format,
# which ClusterFuzzLite reads itself) as flags: "key = value" -> -key=value.
fuzz_option_flags() {
    local options="$FOGPROOF_ROOT/fuzz/$1.options"
    [ -f "$options" ] && options_file_flags "$options"
    return 0
}

# options_file_flags FILE: the flags one options file asks for.
options_file_flags() {
    sed -nE 's/^[[:space:]]*([a-z_]+)[[:space:]]*=[[:space:]]*([^[:space:]]+)[[:space:]]*$/-\1=\2/p' "$1"
}

# Every extra flag for fuzzing a target: its options and its dictionary.
fuzz_flags() {
    local dict="$FOGPROOF_ROOT/fuzz/$1.dict"
    fuzz_option_flags "$1"
    [ -f "$dict" ] && echo "-dict=$dict"
    return 0
}

# Merging new inputs into a target's seed corpus counts features as the
# fuzzing did (fuzz/<target>.options): belief, moves and records keep one
# input per new edge. (records: 1,944 files merged per feature kept 1,811;
# per edge, 389 gave the same 3,967 edges. belief: 91 files gave the edge
# coverage that 2,000 did.)
fuzz_merge_flags() {
    fuzz_option_flags "$1"
}

# stat_value LOG NAME: a number from -print_final_stats output.
stat_value() {
    local v
    v=$(grep -E "^stat::$2:" "$1" | tail -1 | awk '{print $2}')
    echo "${v:-0}"
}

# coverage LOG: the last "cov: N ft: M" pair libFuzzer printed.
coverage_of() {
    grep -oE 'cov: [0-9]+ ft: [0-9]+' "$1" | tail -1 | awk '{print $2" "$4}'
}

# minimize_crash BINARY TARGET CRASH_FILE OUT_DIR: writes OUT_DIR/<name> and
# prints its path.
minimize_crash() {
    local bin=$1 target=$2 crash=$3 out_dir=$4
    local name
    name="$(basename "$crash")"
    mkdir -p "$out_dir"
    "$bin" -minimize_crash=1 -max_total_time=60 -exact_artifact_path="$out_dir/$name" "$crash" \
        > "$out_dir/$name.minimize.log" 2>&1 || true
    [ -s "$out_dir/$name" ] || cp "$crash" "$out_dir/$name"
    echo "$out_dir/$name"
}

# report_crash TARGET MINIMIZED: tells the user how to look at it.
report_crash() {
    echo "  crash in target '$1', minimized input: $2"
    echo "  reproduce with: build/release/tools/fogproof repro $1 $2"
}

# clause_coverage TARGET FILE: one line from a FOGPROOF_CLAUSE_COVERAGE
# file (fuzz/clause_features.hpp): how many clauses of the catalogue the
# target's inputs reached, and the IDs of those they never reached.
clause_coverage() {
    local target=$1 file=$2
    if [ ! -s "$file" ]; then
        echo "  $target: no clause coverage written (the target did not run, or reached no clause)"
        return 0
    fi
    local reached total never
    reached=$(grep -c '^reached ' "$file" || true)
    total=$(wc -l < "$file")
    never=$(sed -n 's/^never //p' "$file" | tr '\n' ' ')
    echo "  $target: clauses reached $reached/$total; never: ${never:-none}"
}
