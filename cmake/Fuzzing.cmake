# libFuzzer builds (the `fuzz` preset, clang only). The fuzz targets need
# coverage feedback from everything they call, so every library is
# instrumented, not just fuzz/: the flags are set for the whole tree here,
# before any subdirectory is added. Only fuzz/ links the libFuzzer runtime
# (-fsanitize=fuzzer); other executables (tools/, play/) link the
# sanitizers alone.
#
# Comparison tracing (-fsanitize-coverage=trace-cmp, part of
# -fsanitize=fuzzer-no-link) calls into libFuzzer at every comparison so
# that it can learn the constants an input must match. That pays off only
# where input bytes are compared with constants: the parsers (FEN, records).
# In the rules code it matched nothing and cost most of the time
# (docs/fuzzing.md, "Why the targets are fast"), so it is off everywhere
# and switched back on for the parsers by fogproof_fuzz_trace_parsers()
# once their directories exist. Edge coverage and both sanitizers stay on
# everywhere.
#
# Functions listed in fuzz/coverage-ignorelist.txt (the standard library,
# fmt, oneTBB, Abseil, the harness's plumbing) get no coverage counters: see
# the list for why. The compiler reads the list but ccache does not (nor
# does it hash -D values, which preprocessing already reflects), so the
# build uses a copy whose name carries the list's digest: a changed list is
# a changed command line. CMake configures again when the list changes.
if(FOGPROOF_BUILD_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "FOGPROOF_BUILD_FUZZERS needs clang (cmake --preset fuzz uses clang++-14)")
  endif()
  # UB is fatal, so that libFuzzer stops on it and keeps the input.
  set(_ignorelist_source ${PROJECT_SOURCE_DIR}/fuzz/coverage-ignorelist.txt)
  file(MD5 ${_ignorelist_source} _ignorelist_digest)
  set(_ignorelist_name coverage-ignorelist-${_ignorelist_digest}.txt)
  configure_file(${_ignorelist_source} ${CMAKE_BINARY_DIR}/${_ignorelist_name} COPYONLY)
  # Ninja compiles from the build directory, so the name alone is enough,
  # and the command line (ccache's key) is the same in every clone.
  if(CMAKE_GENERATOR MATCHES "Ninja")
    set(_ignorelist ${_ignorelist_name})
  else()
    set(_ignorelist ${CMAKE_BINARY_DIR}/${_ignorelist_name})
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
    -fno-sanitize-coverage=trace-cmp -fno-omit-frame-pointer -g
    -fsanitize-coverage-ignorelist=${_ignorelist})
  add_link_options(-fsanitize=address,undefined)
endif()

# Called at the end of the top-level CMakeLists.txt, after add_subdirectory.
function(fogproof_fuzz_trace_parsers)
  if(NOT FOGPROOF_BUILD_FUZZERS)
    return()
  endif()
  set(_root ${PROJECT_SOURCE_DIR})
  set_source_files_properties(${_root}/engine/fen.cpp DIRECTORY ${_root}/engine
    PROPERTIES COMPILE_OPTIONS -fsanitize-coverage=trace-cmp)
  set_source_files_properties(${_root}/oracle/fen_parse.cpp DIRECTORY ${_root}/oracle
    PROPERTIES COMPILE_OPTIONS -fsanitize-coverage=trace-cmp)
  if(TARGET fogproof_records)
    file(GLOB _records_sources ${_root}/records/*.cpp)
    set_source_files_properties(${_records_sources} DIRECTORY ${_root}/records
      PROPERTIES COMPILE_OPTIONS -fsanitize-coverage=trace-cmp)
  endif()
endfunction()
