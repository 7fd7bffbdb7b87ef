# `fogproof serve` instrumented by AFL++ (afl-clang-fast++), built beside a
# Release tree as BUILD/afl-serve/tools/fogproof: the native child on which
# the coverage channel is tested (external/coverage/) and which
# `fogproof diff --coverage` fuzzes. The same build as the afl-serve preset
# (CMakePresets.json), made here so the tests always find it; ccache shares
# the objects of the two.
#
# -DFOGPROOF_AFL_SERVE_CLI=PATH uses an instrumented fogproof built
# elsewhere (the afl-serve preset's build/afl-serve/tools/fogproof) instead.
#
# On when afl-clang-fast++ is found (scripts/setup installs afl++) in a
# Release build for this machine that is neither a sanitizer, a fuzzer nor
# a package (portable) build.
include(${CMAKE_CURRENT_LIST_DIR}/CliOnlyBuild.cmake)

find_program(FOGPROOF_AFL_CLANG_FAST afl-clang-fast++)
set(_afl_default OFF)
if(FOGPROOF_AFL_CLANG_FAST AND CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT CMAKE_CXX_FLAGS MATCHES "sanitize"
   AND NOT FOGPROOF_BUILD_FUZZERS AND NOT FOGPROOF_IS_PORTABLE AND NOT CMAKE_CXX_COMPILER MATCHES "afl-")
  set(_afl_default ON)
endif()
option(FOGPROOF_AFL_SERVE "Also build fogproof serve instrumented by AFL++ (BUILD/afl-serve)" ${_afl_default})

set(FOGPROOF_AFL_SERVE_CLI "" CACHE FILEPATH "An AFL++-instrumented fogproof to use instead of building one")
if(FOGPROOF_AFL_SERVE AND FOGPROOF_AFL_SERVE_CLI)
  add_custom_target(fogproof_afl_serve)
elseif(FOGPROOF_AFL_SERVE)
  set(FOGPROOF_AFL_SERVE_CLI ${CMAKE_BINARY_DIR}/afl-serve/tools/fogproof)
  fogproof_cli_only_build(fogproof_afl_serve ${CMAKE_BINARY_DIR}/afl-serve
                          -DCMAKE_CXX_COMPILER=${FOGPROOF_AFL_CLANG_FAST})
endif()
