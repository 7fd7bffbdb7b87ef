#!/bin/bash -eu
# Builds fogproof's libFuzzer targets the way OSS-Fuzz and ClusterFuzzLite
# do: with their $CXX, $CXXFLAGS and $LIB_FUZZING_ENGINE, into $OUT, with
# each target's seed corpus (<target>_seed_corpus.zip) and dictionary
# (<target>.dict). No CMake: the compiler and the flags are theirs, and the
# libraries are compiled directly from the source folders.
#
# scripts/check-clusterfuzzlite runs this outside Docker with clang-14.

project="$SRC/fogproof"
targets=(fen moves belief records protocol serve scenario_file)
jobs="${FOGPROOF_JOBS:-$(nproc)}"
obj="${WORK:-$(mktemp -d)}/fogproof-obj"
mkdir -p "$obj" "$OUT/lib"

# Ubuntu's libtbb is built against libstdc++, so the targets are too
# (OSS-Fuzz defaults to libc++, which only MemorySanitizer needs).
CXXFLAGS="${CXXFLAGS//-stdlib=libc++/}"
# fmt header-only: no libfmt.so to ship next to the targets.
flags=(-std=c++20 -I"$project" -DFMT_HEADER_ONLY -fno-omit-frame-pointer)
# Libraries' internals get no coverage counters (see the list for why);
# only where the engine's flags ask for coverage counters at all.
# A copy named by its digest: a compiler cache (scripts/check-clusterfuzzlite
# uses ccache) does not read the list, but it sees a changed name.
if [[ "$CXXFLAGS" == *fsanitize=fuzzer* || "$CXXFLAGS" == *fsanitize-coverage* ]]; then
  ignorelist="$obj/coverage-ignorelist-$(md5sum < "$project/fuzz/coverage-ignorelist.txt" | cut -c1-32).txt"
  cp "$project/fuzz/coverage-ignorelist.txt" "$ignorelist"
  flags+=(-fsanitize-coverage-ignorelist="$ignorelist")
fi

cd "$project"
# external/: the protocol's client and server and their scenarios (the
# protocol, serve and scenario_file targets), in its two rooms protocol/
# and diff/ (its own rooms one folder down); child_process.cpp comes along
# because the client can also start a real child.
# Not external/diff/data_paths.cpp: where an installed CLI finds its data,
# which CMake tells it at configure time and no fuzz target asks.
# replay/: the diff names record games as replay does (replay::game_id).
sources=(engine/*.cpp oracle/*.cpp harness/*.cpp records/*.cpp replay/*.cpp)
for s in external/protocol/*.cpp external/diff/*.cpp external/diff/*/*.cpp; do [ "$s" = external/diff/data_paths.cpp ] || sources+=("$s"); done
printf '%s\n' "${sources[@]}" |
  xargs -P "$jobs" -I{} sh -c \
    'mkdir -p "$(dirname "$0/$1")" && $2 $3 $4 -c "$1" -o "$0/$1.o"' \
    "$obj" {} "$CXX" "$CXXFLAGS" "${flags[*]}"
objects=()
for s in "${sources[@]}"; do objects+=("$obj/$s.o"); done
rm -f "$obj/libfogproof_fuzz.a"
ar rcs "$obj/libfogproof_fuzz.a" "${objects[@]}"

for target in "${targets[@]}"; do
  # A structure-aware LLVMFuzzerCustomMutator, for targets that have one.
  extra_sources=()
  if [ -f "fuzz/${target}_mutator.cpp" ]; then extra_sources=("fuzz/${target}_mutator.cpp"); fi
  # The rules targets count rule clauses as coverage (fuzz/clause_features.hpp).
  if grep -q 'fuzz/clause_features.hpp' "fuzz/${target}_target.cpp"; then extra_sources+=(fuzz/clause_features.cpp); fi
  # shellcheck disable=SC2086  # the flag variables are word lists
  $CXX $CXXFLAGS "${flags[@]}" "fuzz/${target}_target.cpp" "${extra_sources[@]}" "$obj/libfogproof_fuzz.a" \
    $LIB_FUZZING_ENGINE -ltbb -Wl,-rpath,'$ORIGIN/lib' -o "$OUT/$target"
  # The corpus files sit at the zip's top level, as OSS-Fuzz expects.
  rm -f "$OUT/${target}_seed_corpus.zip"
  # Regression inputs go in too: they are the most interesting seeds.
  python3 - "$OUT/${target}_seed_corpus.zip" "corpus/$target" "corpus/regressions/$target" <<'PY'
import os, sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    for prefix, folder in zip(("seed-", "regression-"), sys.argv[2:]):
        if os.path.isdir(folder):
            for name in sorted(os.listdir(folder)):
                z.write(os.path.join(folder, name), arcname=prefix + name)
PY
  if [ -f "fuzz/${target}.dict" ]; then cp "fuzz/${target}.dict" "$OUT/"; fi
  # libFuzzer options (use_counters and the like), read by the runner.
  if [ -f "fuzz/${target}.options" ]; then cp "fuzz/${target}.options" "$OUT/"; fi
done

# The runner image has no libtbb: ship it beside the targets ($ORIGIN/lib).
tbb="$(ldd "$OUT/${targets[0]}" | awk '/libtbb/ { print $3 }')"
if [ -n "$tbb" ]; then cp -L "$tbb" "$OUT/lib/"; fi
