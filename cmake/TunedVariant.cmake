# The package's tuned builds of fogproof: the same sources configured again
# with FOGPROOF_MARCH (and FOGPROOF_MTUNE) in BUILD/tuned-NAME and built as
# part of this build (only the command: no tests, benchmarks or Python
# module), then installed as PREFIX/lib/fogproof/NAME/fogproof. The
# portable PREFIX/bin/fogproof hands over to the one that suits the CPU
# (tools/tuned_variant.hpp):
#   x86-64-v3       AVX2, BMI2 (PEXT), POPCNT, generic scheduling;
#   x86-64-v3-zen3  the same instructions scheduled for AMD Zen 3 and
#                   later, where generic scheduling left fog perft 5-10%
#                   behind -march=native (docs/performance.md).
#
# Why whole second builds rather than PEXT dispatched inside one binary:
# the engine's speed comes from lookups and bit counts inlined into its
# loops; a call or a branch per lookup, or the x86-64 baseline's
# library popcount, costs fog perft 30 to 80% (docs/performance.md,
# "Portable build against native"). Compiling the hot files twice in one
# binary would break the one-definition rule for every inline function
# they share. ccache makes the later builds cheap after the first.
#
# On by default in a portable Release build (FOGPROOF_PORTABLE); off in
# builds for this machine or a named level, and in sanitizer and fuzzer
# builds, which are not packaged.
include(${CMAKE_CURRENT_LIST_DIR}/CliOnlyBuild.cmake)

set(_tuned_default OFF)
if(CMAKE_BUILD_TYPE STREQUAL "Release" AND FOGPROOF_IS_PORTABLE
   AND NOT CMAKE_CXX_FLAGS MATCHES "sanitize")
  set(_tuned_default ON)
endif()
option(FOGPROOF_TUNED_VARIANT "Also build and install the package's tuned fogproof commands" ${_tuned_default})

# fogproof_tuned_variant(NAME MARCH [MTUNE]): one tuned command, installed
# as PREFIX/lib/fogproof/NAME/fogproof.
function(fogproof_tuned_variant name march)
  set(tune "${ARGN}")
  set(dir ${CMAKE_BINARY_DIR}/tuned-${name})
  string(REPLACE "-" "_" target_suffix "${name}")
  fogproof_cli_only_build(fogproof_tuned_${target_suffix} ${dir}
                          -DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER}
                          -DFOGPROOF_MARCH=${march}
                          -DFOGPROOF_MTUNE=${tune}
                          -DFOGPROOF_PORTABLE=OFF
                          # Stripped at the link: install(PROGRAMS) is not stripped by cpack.
                          -DCMAKE_EXE_LINKER_FLAGS=-s)
  install(PROGRAMS ${dir}/tools/fogproof DESTINATION lib/fogproof/${name})
endfunction()

if(FOGPROOF_TUNED_VARIANT)
  fogproof_tuned_variant(x86-64-v3 x86-64-v3)
  fogproof_tuned_variant(x86-64-v3-zen3 x86-64-v3 znver3)
endif()
