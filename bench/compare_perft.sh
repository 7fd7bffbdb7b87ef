#!/usr/bin/env bash
# Perft speed of fogproof against two peers, on the six chessprogramming-wiki
# perft positions (read from tests/perft_positions.hpp, so the list has one
# home):
#   - fogproof's fog perft, through the CLI (`fogproof perft FEN N --json`),
#   - Fairy-Stockfish's fog perft (tests/data/fogchess.ini, variant fogchess),
#   - Stockfish's standard-chess perft.
# Fog and standard counts differ (fog has no king-safety rule), so the
# figures to compare are node rates, not times.
#
# Timing. fogproof reports the seconds its perft took, start-up excluded.
# The peers print no time, so each runs for the whole comparison as one
# long-lived UCI process fed through a FIFO; the script sends `isready`,
# waits for `readyok`, then takes bash's $EPOCHREALTIME around
# `go perft N` ... `Nodes searched: ...`. That leaves process start-up,
# network loading and variant parsing out of the figure, as for fogproof;
# what remains in it is the pipe round trip and the per-root-move output
# (tens of microseconds against runs of tenths of seconds and more).
# Each figure is the median of R repetitions; repetitions are interleaved
# (position by position, all three engines in turn) so that load from other
# processes drifts over all three alike.
#
# --clock cpu counts CPU time instead of wall time, for machines where other
# work competes for the CPU (wall time then counts the waiting too). The
# peers' CPU time comes from /proc/PID/stat (utime + stime, all threads)
# around `go perft N`, in clock ticks (10 ms on Linux), so a run of 0.1 s is
# known to about 10%. fogproof's comes from bash's `times` (getrusage of
# waited-for children) around the CLI run, less the median over the
# repetitions of the same CLI doing a depth-1 perft, which takes out process
# start-up (the engine's table set-up costs a quarter second of CPU or more
# per process, and that varies by tens of ms under load, so fogproof's CPU
# figure is the least precise one). CPU time does not take out all of the
# interference: a busy sibling hyperthread or a shared cache still slows
# the engine down.
#
# Depths: chosen so that Stockfish's run takes roughly 0.5-2 s, except
# position4, where depth 6 means 5.6e9 fog nodes (minutes per repetition
# for Fairy-Stockfish), so it stays at 5 (Stockfish: about 0.1 s; that
# row is the noisiest). With the default depths one repetition takes
# about a minute, almost all of it Fairy-Stockfish.
#
# --json FILE also writes every measurement in Google Benchmark's JSON
# format, so that compare.py (Debian's libbenchmark-tools) reads it like a
# fogproof_bench run: one entry per repetition named
# perft/<fogproof|fairy|stockfish>/<position>/depth:<d> (time in us, with
# "nodes" and "nodes_per_second"), then a _median aggregate per name.
# real_time and cpu_time both hold the time of --clock (context.clock says
# which). Peer ratios with their U test, and one archived run against
# another:
#   compare.py filters FILE fairy fogproof    (time change -0.97: 1/0.03 = 33x)
#   compare.py benchmarks OLD.json NEW.json
#
# Needs only bash >= 5, coreutils and awk; taskset (util-linux) only for
# --cpu. Exit status: 0 on success, 1 on bad usage or a missing binary or
# engine failure, 3 when fogproof's and Fairy-Stockfish's fog counts differ
# (the table is still printed).
set -euo pipefail
export LC_ALL=C

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fogproof="$root/build/release/tools/fogproof"
fairy=/usr/games/fairy-stockfish
stockfish=/usr/games/stockfish
variant_file="$root/tests/data/fogchess.ini"
positions_header="$root/tests/perft_positions.hpp"
reps=3
cpu=""
depth_override=""
clock=wall
json_file=""
# A peer that prints nothing for this long is taken as hung.
read_timeout=3600

usage() {
    cat <<EOF
usage: $0 [--reps R] [--fogproof PATH] [--fairy PATH] [--stockfish PATH]
          [--cpu N] [--clock wall|cpu] [--depths "D1 D2 D3 D4 D5 D6"] [--json FILE]
  --reps R        repetitions per engine and position; the median is kept (default 3)
  --fogproof PATH the fogproof CLI (default build/release/tools/fogproof)
  --fairy PATH    Fairy-Stockfish (default /usr/games/fairy-stockfish)
  --stockfish PATH Stockfish (default /usr/games/stockfish)
  --cpu N         pin all three engines to CPU N with taskset
  --clock C       wall (default): elapsed time; cpu: CPU time of the engine
  --depths "..."  one depth per position, in the order of tests/perft_positions.hpp
  --json FILE     also write every measurement as Google Benchmark JSON (for compare.py)
EOF
}

die() {
    echo "compare_perft: $*" >&2
    exit 1
}

while [ $# -gt 0 ]; do
    case "$1" in
        --reps) reps="${2:?--reps needs a value}"; shift 2 ;;
        --fogproof) fogproof="${2:?--fogproof needs a path}"; shift 2 ;;
        --fairy) fairy="${2:?--fairy needs a path}"; shift 2 ;;
        --stockfish) stockfish="${2:?--stockfish needs a path}"; shift 2 ;;
        --cpu) cpu="${2:?--cpu needs a CPU number}"; shift 2 ;;
        --clock) clock="${2:?--clock needs wall or cpu}"; shift 2 ;;
        --depths) depth_override="${2:?--depths needs a list}"; shift 2 ;;
        --json) json_file="${2:?--json needs a file}"; shift 2 ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument '$1'" ;;
    esac
done

[[ "$reps" =~ ^[1-9][0-9]*$ ]] || die "--reps must be a positive integer, got '$reps'"
[[ "$clock" =~ ^(wall|cpu)$ ]] || die "--clock must be wall or cpu, got '$clock'"
[ "${BASH_VERSINFO[0]}" -ge 5 ] || die "needs bash >= 5 (for \$EPOCHREALTIME), this is $BASH_VERSION"
command -v awk >/dev/null || die "awk not found"
[ -x "$fogproof" ] || die "fogproof CLI not found at '$fogproof'; build it from $root with
  cmake --preset release && cmake --build --preset release --target fogproof
or point at another build with --fogproof PATH"
# The code measured: what the fogproof build targets, the instructions it
# uses and, for a portable command, the tuned copy it handed over to.
version_text="$("$fogproof" --version)" || die "'$fogproof --version' failed"
built_for="$(sed -n 's/^built for: //p' <<< "$version_text")"
instructions="$(sed -n 's/^instructions: //p' <<< "$version_text")"
handed_over_from="$(sed -n 's/^handed over from: //p' <<< "$version_text")"
[ -x "$fairy" ] || die "Fairy-Stockfish not found at '$fairy' (Debian package fairy-stockfish; scripts/setup installs it)"
[ -x "$stockfish" ] || die "Stockfish not found at '$stockfish' (Debian package stockfish; scripts/setup installs it)"
[ -r "$variant_file" ] || die "variant file '$variant_file' not readable"
[ -r "$positions_header" ] || die "'$positions_header' not readable"
if [ -n "$json_file" ]; then
    : >"$json_file" 2>/dev/null || die "--json: cannot write '$json_file'"
fi
clock_ticks=100
if [ "$clock" = cpu ]; then
    [ -r /proc/self/stat ] || die "--clock cpu needs /proc"
    clock_ticks="$(getconf CLK_TCK 2>/dev/null || echo 100)"
fi

pin=()
if [ -n "$cpu" ]; then
    command -v taskset >/dev/null || die "--cpu needs taskset (util-linux)"
    pin=(taskset -c "$cpu")
fi

# Entries look like: {"kiwipete", "r3k2r/... w KQkq - 0 1",
names=()
fens=()
while IFS=$'\t' read -r name fen; do
    names+=("$name")
    fens+=("$fen")
done < <(sed -n 's/^[[:space:]]*{"\([A-Za-z0-9_]*\)", "\([^"]*\)",.*/\1\t\2/p' "$positions_header")
[ "${#names[@]}" -eq 6 ] || die "expected 6 positions in $positions_header, found ${#names[@]}"

default_depth() {
    case "$1" in
        initial) echo 6 ;;
        kiwipete) echo 5 ;;
        position3) echo 7 ;;
        position4) echo 5 ;;
        position5) echo 5 ;;
        position6) echo 5 ;;
        *) die "no default depth for position '$1'; use --depths" ;;
    esac
}
depths=()
if [ -n "$depth_override" ]; then
    read -r -a depths <<<"$depth_override"
    [ "${#depths[@]}" -eq 6 ] || die "--depths needs 6 depths, got ${#depths[@]}"
    for d in "${depths[@]}"; do [[ "$d" =~ ^[1-9][0-9]?$ ]] || die "bad depth '$d'"; done
else
    for name in "${names[@]}"; do depths+=("$(default_depth "$name")"); done
fi

# --- long-lived UCI peers -------------------------------------------------

workdir="$(mktemp -d "${TMPDIR:-/tmp}/compare_perft.XXXXXX")"
declare -A peer_in peer_out peer_pid
cleanup() {
    trap '' PIPE  # an engine that already exited must not stop the clean-up
    local name fd
    for name in "${!peer_in[@]}"; do
        fd="${peer_in[$name]}"
        { printf 'quit\n' >&"$fd"; } 2>/dev/null || true
        exec {fd}>&-
    done
    for name in "${!peer_out[@]}"; do
        fd="${peer_out[$name]}"
        exec {fd}<&-
    done
    sleep 0.2
    for name in "${!peer_pid[@]}"; do
        kill "${peer_pid[$name]}" 2>/dev/null || true
    done
    rm -rf "$workdir"
}
trap cleanup EXIT

start_peer() {  # name binary
    local name="$1" binary="$2" fd
    mkfifo "$workdir/$name.in" "$workdir/$name.out"
    "${pin[@]}" "$binary" <"$workdir/$name.in" >"$workdir/$name.out" 2>&1 &
    peer_pid[$name]=$!
    exec {fd}>"$workdir/$name.in"
    peer_in[$name]=$fd
    exec {fd}<"$workdir/$name.out"
    peer_out[$name]=$fd
}

send() {  # name line
    # In a subshell: a write to an engine that has exited raises SIGPIPE,
    # which would otherwise end the script without a word.
    (printf '%s\n' "$2" >&"${peer_in[$1]}") 2>/dev/null || die "$1: cannot write to the engine (it has exited)"
}

# Reads the peer's output until a line matches the regex; its groups are
# left in BASH_REMATCH.
await() {  # name regex
    local line
    while true; do
        IFS= read -r -t "$read_timeout" line <&"${peer_out[$1]}" ||
            die "$1: no line matching '$2' (engine exited or silent for ${read_timeout}s)"
        line="${line%$'\r'}"
        [[ "$line" =~ $2 ]] && return
    done
}

start_peer fairy "$fairy"
send fairy uci
await fairy '^uciok'
send fairy "setoption name VariantPath value $variant_file"
send fairy "setoption name UCI_Variant value fogchess"
send fairy isready
await fairy '^readyok'

start_peer stockfish "$stockfish"
send stockfish uci
await stockfish '^uciok'
send stockfish isready
await stockfish '^readyok'

# Sets $cpu_us: user + system CPU time of a running peer, all threads.
peer_cpu_us() {  # name
    local stat fields
    IFS= read -r stat <"/proc/${peer_pid[$1]}/stat" || die "$1: cannot read /proc/${peer_pid[$1]}/stat"
    # Fields after "pid (comm) ": state is [0], utime [11], stime [12].
    read -r -a fields <<<"${stat##*) }"
    cpu_us=$(((fields[11] + fields[12]) * 1000000 / clock_ticks))
}

# Sets $cpu_us: user + system CPU time of this shell's waited-for children.
# `times` runs in this shell (a command substitution would be a fresh
# process with no children), so its output goes through a file.
children_cpu_us() {
    times >"$workdir/times"
    local line
    { read -r _ && read -r line; } <"$workdir/times"
    [[ "$line" =~ ^([0-9]+)m([0-9]+)\.([0-9]{3})s\ ([0-9]+)m([0-9]+)\.([0-9]{3})s$ ]] ||
        die "unexpected output of times: '$line'"
    local m=("${BASH_REMATCH[@]}")
    cpu_us=$((((10#${m[1]} + 10#${m[4]}) * 60 + 10#${m[2]} + 10#${m[5]}) * 1000000 + (10#${m[3]} + 10#${m[6]}) * 1000))
}

# Sets $nodes and $micros (engine time in microseconds).
peer_perft() {  # name fen depth
    send "$1" "position fen $2"
    send "$1" isready
    await "$1" '^readyok'
    local t0 c0
    [ "$clock" = cpu ] && peer_cpu_us "$1" && c0=$cpu_us
    t0=${EPOCHREALTIME/./}
    send "$1" "go perft $3"
    await "$1" '^Nodes searched: ([0-9]+)'
    local t1=${EPOCHREALTIME/./}
    nodes="${BASH_REMATCH[1]}"
    if [ "$clock" = cpu ]; then
        peer_cpu_us "$1"
        micros=$((cpu_us - c0))
    else
        micros=$((t1 - t0))
    fi
}

fogproof_run() {  # fen depth; sets $out
    out="$("${pin[@]}" "$fogproof" perft "$1" "$2" --json)" || die "fogproof perft failed on '$1' depth $2"
}

# Sets $nodes, $micros and, for --clock cpu, $startup_micros (to be
# subtracted; 0 for wall time, which the CLI measures itself).
fogproof_perft() {  # fen depth
    local out c0 c1
    startup_micros=0
    if [ "$clock" = cpu ]; then
        children_cpu_us; c0=$cpu_us
        fogproof_run "$1" 1
        children_cpu_us; c1=$cpu_us
        startup_micros=$((c1 - c0))
    fi
    fogproof_run "$1" "$2"
    nodes="$(sed -n 's/.*"nodes":\([0-9]*\).*/\1/p' <<<"$out")"
    local seconds
    seconds="$(sed -n 's/.*"seconds":\([0-9.eE+-]*\).*/\1/p' <<<"$out")"
    if [ -z "$nodes" ] || [ -z "$seconds" ]; then die "fogproof printed no nodes/seconds: $out"; fi
    if [ "$clock" = cpu ]; then
        children_cpu_us
        micros=$((cpu_us - c1))
    else
        micros="$(awk -v s="$seconds" 'BEGIN { printf "%d", s * 1e6 }')"
    fi
}

median() {  # numbers...
    printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# --- Google Benchmark JSON (--json) -----------------------------------------

engines=(fogproof fairy stockfish)
json_entries=()
# One entry of the "benchmarks" list. Names are [A-Za-z0-9_/:], no escaping.
json_entry() {  # engine position_index repetition_index(-1: median) micros nodes
    local engine=$1 index=$2 rep=$3 micros=$4 nodes=$5 family kind extra=""
    local name="perft/$engine/${names[$index]}/depth:${depths[$index]}"
    for family in "${!engines[@]}"; do [ "${engines[$family]}" = "$engine" ] && break; done
    if [ "$rep" -lt 0 ]; then
        kind="\"run_type\": \"aggregate\", \"aggregate_name\": \"median\", \"aggregate_unit\": \"time\", \"iterations\": $reps"
        extra=", \"run_name\": \"$name\""
        name="${name}_median"
    else
        kind="\"run_type\": \"iteration\", \"repetition_index\": $rep, \"iterations\": 1"
        extra=", \"run_name\": \"$name\""
    fi
    json_entries+=("$(awk -v name="$name" -v family="$family" -v idx="$index" -v kind="$kind" -v extra="$extra" \
        -v reps="$reps" -v us="$micros" -v nodes="$nodes" 'BEGIN {
        printf "    {\"name\": \"%s\"%s, \"family_index\": %d, \"per_family_instance_index\": %d, %s, ", name, extra, family, idx, kind
        printf "\"repetitions\": %d, \"threads\": 1, \"real_time\": %.3f, \"cpu_time\": %.3f, \"time_unit\": \"us\", ", reps, us, us
        printf "\"nodes\": %d, \"nodes_per_second\": %.6e}", nodes, (us > 0 ? nodes / (us / 1e6) : 0)
    }')")
}

write_json() {
    local i
    {
        printf '{\n  "context": {\n'
        printf '    "date": "%s",\n    "host_name": "%s",\n' "$(date -u +%Y-%m-%dT%H:%M:%S+00:00)" "$(hostname 2>/dev/null || echo unknown)"
        printf '    "executable": "bench/compare_perft.sh",\n    "num_cpus": %d,\n' "$(nproc)"
        printf '    "library_build_type": "release",\n    "clock": "%s",\n    "pinned_cpu": "%s",\n' "$clock" "${cpu:-none}"
        printf '    "fogproof_built_for": "%s",\n    "fogproof_instructions": "%s",\n' "$built_for" "$instructions"
        printf '    "fogproof_handed_over_from": "%s",\n' "${handed_over_from:-none}"
        printf '    "repetitions": %d\n  },\n  "benchmarks": [\n' "$reps"
        for ((i = 0; i < ${#json_entries[@]}; i++)); do
            printf '%s%s\n' "${json_entries[$i]}" "$([ $((i + 1)) -lt ${#json_entries[@]} ] && echo ,)"
        done
        printf '  ]\n}\n'
    } >"$json_file"
}

# --- measurements ---------------------------------------------------------

declare -A count median_us time_list
for i in "${!names[@]}"; do
    name="${names[$i]}" fen="${fens[$i]}" depth="${depths[$i]}"
    for engine in fogproof fairy stockfish startup; do time_list[$engine]=""; done
    for ((r = 1; r <= reps; r++)); do
        echo "compare_perft: $name depth $depth, repetition $r/$reps" >&2
        fogproof_perft "$fen" "$depth"
        count[$name,fogproof]=$nodes; time_list[fogproof]+=" $micros"; time_list[startup]+=" $startup_micros"
        json_entry fogproof "$i" $((r - 1)) $((micros - startup_micros)) "$nodes"
        peer_perft fairy "$fen" "$depth"
        count[$name,fairy]=$nodes; time_list[fairy]+=" $micros"
        json_entry fairy "$i" $((r - 1)) "$micros" "$nodes"
        peer_perft stockfish "$fen" "$depth"
        count[$name,stockfish]=$nodes; time_list[stockfish]+=" $micros"
        json_entry stockfish "$i" $((r - 1)) "$micros" "$nodes"
    done
    # shellcheck disable=SC2086 # the lists are numbers split on spaces
    for engine in fogproof fairy stockfish startup; do
        median_us[$name,$engine]="$(median ${time_list[$engine]})"
    done
    median_us[$name,fogproof]="$(awk -v t="${median_us[$name,fogproof]}" -v s="${median_us[$name,startup]}" 'BEGIN { print t - s }')"
    for engine in "${engines[@]}"; do json_entry "$engine" "$i" -1 "${median_us[$name,$engine]}" "${count[$name,$engine]}"; done
done
[ -z "$json_file" ] || write_json

# --- report ---------------------------------------------------------------

pin_note="not pinned"
[ -n "$cpu" ] && pin_note="pinned to CPU $cpu"
echo "Perft speed: fogproof fog perft vs Fairy-Stockfish fog perft vs Stockfish standard perft"
clock_note="wall time"
[ "$clock" = cpu ] && clock_note="CPU time"
echo "(median of $reps repetitions, engines $pin_note, $(date -u +%Y-%m-%dT%H:%MZ); time = engine $clock_note, start-up excluded)"
echo "fogproof built for: $built_for; instructions: $instructions${handed_over_from:+; handed over from $handed_over_from}"
echo
echo "| position | depth | fogproof nodes | fairy nodes | stockfish nodes | fogproof s | fairy s | stockfish s | fogproof Mn/s | fairy Mn/s | stockfish Mn/s | fogproof/fairy | fogproof/stockfish |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
ratios_fairy=()
ratios_stockfish=()
mismatches=()
for i in "${!names[@]}"; do
    name="${names[$i]}"
    row="$(awk -v name="$name" -v depth="${depths[$i]}" \
        -v nf="${count[$name,fogproof]}" -v nz="${count[$name,fairy]}" -v ns="${count[$name,stockfish]}" \
        -v tf="${median_us[$name,fogproof]}" -v tz="${median_us[$name,fairy]}" -v ts="${median_us[$name,stockfish]}" '
        function rate(n, t) { return t > 0 ? n / t : 0 }  # nodes per microsecond: Mnodes/s
        BEGIN {
            rf = rate(nf, tf); rz = rate(nz, tz); rs = rate(ns, ts)
            # Ratios outside printf: there a bare ">" would be a redirection.
            qz = 0; if (rz > 0) qz = rf / rz
            qs = 0; if (rs > 0) qs = rf / rs
            printf "| %s | %d | %d | %d | %d | %.3f | %.3f | %.3f | %.1f | %.1f | %.1f | %.2f | %.2f |\t%.6f\t%.6f\n",
                name, depth, nf, nz, ns, tf / 1e6, tz / 1e6, ts / 1e6, rf, rz, rs, qz, qs, qz, qs
        }')"
    IFS=$'\t' read -r line ratio_fairy ratio_stockfish <<<"$row"
    echo "$line"
    ratios_fairy+=("$ratio_fairy")
    ratios_stockfish+=("$ratio_stockfish")
    [ "${count[$name,fogproof]}" = "${count[$name,fairy]}" ] || mismatches+=("$name")
done
echo
printf 'Median ratio over positions: fogproof/fairy %.2f, fogproof/stockfish %.2f\n' \
    "$(median "${ratios_fairy[@]}")" "$(median "${ratios_stockfish[@]}")"

if [ "${#mismatches[@]}" -gt 0 ]; then
    echo
    echo "WARNING: fogproof and Fairy-Stockfish fog counts differ for: ${mismatches[*]}"
    exit 3
fi
