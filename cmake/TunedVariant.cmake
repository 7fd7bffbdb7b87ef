# The package's second fogproof, tuned for x86-64-v3 (AVX2, BMI2, POPCNT):
# the same sources configured again with FOGPROOF_MARCH=x86-64-v3 in
# BUILD/tuned-x86-64-v3 and built as part of this build (only the command:
# no tests, benchmarks or Python module), then installed as
# PREFIX/lib/fogproof/x86-64-v3/fogproof. The portable PREFIX/bin/fogproof
# hands over to it on CPUs that run it well (tools/tuned_variant.hpp).
#
# Why a whole second build rather than PEXT dispatched inside one binary:
# the engine's speed comes from lookups and bit counts inlined into its
# loops; a call or a branch per lookup, or the x86-64 baseline's
# library popcount, costs fog perft 30 to 80% (docs/performance.md,
# "Portable build against native"). Compiling the hot files twice in one
# binary would break the one-definition rule for every inline function
# they share. ccache makes the second build cheap after the first.
#
# On by default in a portable Release build; off in native, tuned,
# sanitizer and fuzzer builds, which are not packaged.
include(ExternalProject)

set(_tuned_default OFF)
if(CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT FOGPROOF_NATIVE AND NOT FOGPROOF_MARCH
   AND NOT CMAKE_CXX_FLAGS MATCHES "sanitize")
  set(_tuned_default ON)
endif()
option(FOGPROOF_TUNED_VARIANT "Also build and install the x86-64-v3 fogproof of the package" ${_tuned_default})

if(FOGPROOF_TUNED_VARIANT)
  set(_tuned_dir ${CMAKE_BINARY_DIR}/tuned-x86-64-v3)
  ExternalProject_Add(fogproof_tuned_x86_64_v3
    SOURCE_DIR ${PROJECT_SOURCE_DIR}
    BINARY_DIR ${_tuned_dir}
    CMAKE_GENERATOR ${CMAKE_GENERATOR}
    CMAKE_ARGS -DCMAKE_BUILD_TYPE=Release
               -DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER}
               -DFOGPROOF_MARCH=x86-64-v3
               -DFOGPROOF_NATIVE=OFF
               -DFOGPROOF_TUNED_VARIANT=OFF
               -DFOGPROOF_BUILD_TESTS=OFF
               -DFOGPROOF_BUILD_BENCH=OFF
               -DFOGPROOF_BUILD_PYTHON=OFF
               -DFOGPROOF_SHARED_DIR=${FOGPROOF_SHARED_DIR}
               # Stripped at the link: install(PROGRAMS) is not stripped by cpack.
               -DCMAKE_EXE_LINKER_FLAGS=-s
    BUILD_COMMAND ${CMAKE_COMMAND} --build ${_tuned_dir} --target fogproof
    BUILD_ALWAYS ON
    INSTALL_COMMAND ""
    USES_TERMINAL_BUILD ON)
  install(PROGRAMS ${_tuned_dir}/tools/fogproof DESTINATION lib/fogproof/x86-64-v3)
endif()
