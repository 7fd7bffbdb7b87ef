#!/usr/bin/env bash
# The .deb as a user gets it: cpack builds it from this build tree, dpkg-deb
# unpacks it into a scratch root (nothing on the machine changes), and the
# unpacked fogproof must work from outside any checkout, with no
# FOGPROOF_SHARED_DIR: find its data beside itself, compare itself with
# itself over the packaged corpora, replay a packaged game, and name its
# data in --version; the packaged Python module must import; lintian must
# find no errors. `cmake --install --prefix` is checked the same way.
#
#   tests/install/deb_package_test.sh BUILD_DIR
set -euo pipefail
build=$(cd "${1:?usage: deb_package_test.sh BUILD_DIR}" && pwd)
build_games="$(sed -n 's/^FOGPROOF_SHARED_DIR:PATH=//p' "$build/CMakeCache.txt")/games"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
unset FOGPROOF_SHARED_DIR
fail() { echo "deb_package_test: $*" >&2; exit 1; }

echo "== cpack -G DEB"
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/package" > "$scratch/cpack.log" 2>&1 ||
    { cat "$scratch/cpack.log"; fail "cpack failed"; }
debs=("$scratch"/package/fogproof_*_amd64.deb)
[ -f "${debs[0]}" ] || fail "no fogproof_<version>_amd64.deb in $(ls "$scratch/package")"
deb=${debs[0]}
echo "built $(basename "$deb")"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
[[ "$depends" == *libc6* ]] || fail "Depends names no libc6: dpkg-shlibdeps did not run"

echo "== unpacked into a scratch root, run from a scratch directory"
root="$scratch/root"
dpkg-deb -x "$deb" "$root"
mkdir "$scratch/cwd"
cd "$scratch/cwd"
fogproof="$root/usr/bin/fogproof"
data="$root/usr/share/fogproof"

check_version() {  # BINARY DATA_DIR
    local text
    text=$("$1" --version)
    echo "$text"
    grep -q "^fogproof [0-9]" <<< "$text" || fail "--version names no version"
    grep -qF "data: $2 " <<< "$text" || fail "--version does not name the data at $2"
}
check_version "$fogproof" "$data"

# The tuned variants are packaged, and the portable command hands over to
# the one for this CPU: x86-64-v3 with a hardware PEXT (not AMD's families
# 15h and 17h); among those, AMD's (Zen 3 and later) get the build
# scheduled for Zen 3. A build tuned for its own machine (the default,
# FOGPROOF_MARCH) packages no variant.
if grep -q '^FOGPROOF_TUNED_VARIANT:BOOL=ON' "$build/CMakeCache.txt"; then
    for variant in x86-64-v3 x86-64-v3-zen3; do
        [ -x "$root/usr/lib/fogproof/$variant/fogproof" ] || fail "no tuned variant $variant under $root/usr/lib/fogproof"
    done
    flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
    family=$(grep -m1 '^cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ')
    vendor=$(grep -m1 '^vendor_id' /proc/cpuinfo | cut -d: -f2 | tr -d ' ')
    expected="any x86-64 CPU (portable)"
    v3=1
    # Not abm (LZCNT): some virtual machines leave it out of /proc/cpuinfo
    # while CPUID has it, as the AMD EPYC this was written on does.
    for flag in avx avx2 bmi1 bmi2 fma f16c movbe xsave; do [[ "$flags" == *" $flag "* ]] || v3=0; done
    if [ "$v3" = 1 ] && [ "$vendor" = AuthenticAMD ]; then
        { [ "$family" = 21 ] || [ "$family" = 23 ]; } ||
            expected="x86-64-v3 tuned for znver3 (-march=x86-64-v3 -mtune=znver3)"
    elif [ "$v3" = 1 ]; then
        expected="x86-64-v3 (-march=x86-64-v3)"
    fi
    "$fogproof" --version | grep -qxF "built for: $expected" ||
        fail "on this CPU bin/fogproof should run the build for $expected; --version says: $("$fogproof" --version | grep 'built for')"
    echo "runs the build for: $expected"
else
    [ ! -e "$root/usr/lib/fogproof/x86-64-v3" ] || fail "a build without FOGPROOF_TUNED_VARIANT packaged one"
    echo "no tuned variant: this build is tuned for its machine or a named level (-DFOGPROOF_PORTABLE=ON packages them)"
fi

# A build without the shared data (cmake/SharedData.cmake warned at
# configure time) packages no games: then there is nothing to replay.
if [ -d "$build_games" ]; then
    game=$(find "$data/games" -name '*.jsonl' 2>/dev/null | sort | head -n 1)
    [ -n "$game" ] || fail "the build has games at $build_games but the package has none under $data/games"
    # Its first 12 plies: that the packaged game is found and replayed is the
    # check; the whole game (|P| past 10^6) took 47 s of CI.
    "$fogproof" replay --max-plies 12 "$game" > "$scratch/replay.txt" || fail "replay of the packaged $game failed"
    echo "replayed $(basename "$game")"
else
    echo "NOTE: built without the shared data ($build_games): no packaged game to replay"
fi

# Default sources: the packaged corpora and games; a short run of each
# (P at scale is not what this checks: --belief-max 10000 keeps it short).
"$fogproof" diff --against "$fogproof serve" --games 2 --plies 12 --belief-max 10000 --json --report "$scratch/diff.json" \
    > /dev/null || fail "fogproof diff against its own serve did not agree"
python3 - "$scratch/diff.json" "$data" "$([ -d "$build_games" ] && echo games)" <<'PY' || fail "the diff did not play the packaged sources"
import json, sys
sources = json.load(open(sys.argv[1]))["games_by_source"]
wanted = [sys.argv[2] + "/corpus/moves"] + ([sys.argv[2] + "/games"] if sys.argv[3] else [])
missing = [w for w in wanted if not any(s.startswith(w) for s in sources)]
assert not missing, f"the games came from {sorted(sources)}, none from {missing}"
PY
echo "diff against its own serve: agreed, over the packaged sources"

# `fogproof cov python` finds its packaged shim, which reports a child's
# arcs on the side pipe before the reply to a hello (what ran before it,
# external/coverage/side_channel_lines.hpp).
printf 'import sys\nfor line in sys.stdin:\n    print("{}" if line.strip() else "[]")\n' > "$scratch/echo_child.py"
echo '{"cmd":"hello"}' | FOGPROOF_COVERAGE_FD=3 "$fogproof" cov python "$scratch/echo_child.py" 3> "$scratch/side.txt" > "$scratch/reply.txt" ||
    fail "fogproof cov python did not run a child under the packaged shim"
grep -qx '{}' "$scratch/reply.txt" && head -n 1 "$scratch/side.txt" | grep -qx 'fogproof-coverage 2 python' &&
    [ "$(sed -n 2p "$scratch/side.txt" | wc -w)" -gt 0 ] ||
    fail "the packaged coverage shim wrote no features: $(head -c 300 "$scratch/side.txt")"
echo "fogproof cov python: the packaged shim reports the child's arcs"

module_dir=$(dirname "$(find "$root/usr/lib" -name '_fogproof*.so' | head -n 1)")
[ -d "$module_dir" ] || fail "no Python module in the package"
# The module finds the packaged data from its own file, as the command does.
PYTHONPATH=$(dirname "$module_dir") python3 -c '
import fogproof, sys
assert fogproof.__file__.startswith(sys.argv[1]), fogproof.__file__
print("python3: import fogproof from", fogproof.__file__)
sources = fogproof.default_sources()
assert all(s.startswith(sys.argv[2]) for s in sources), sources
print("python3: default sources", sources)' "$root" "$data" || fail "the packaged Python module does not import or find its data"

echo "== lintian"
if lintian --fail-on error "$deb" > "$scratch/lintian.txt" 2>&1; then
    cat "$scratch/lintian.txt"
else
    cat "$scratch/lintian.txt"
    fail "lintian found errors"
fi

echo "== cmake --install --prefix"
prefix="$scratch/prefix"
cmake --install "$build" --prefix "$prefix" > /dev/null
check_version "$prefix/bin/fogproof" "$prefix/share/fogproof"
echo "deb_package_test: all checks passed"
