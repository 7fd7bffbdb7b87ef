# libFuzzer builds (the `fuzz` preset, clang only). The fuzz targets need
# coverage feedback from everything they call, so every library is
# instrumented, not just fuzz/: the flags are set for the whole tree here,
# before any subdirectory is added. Only fuzz/ links the libFuzzer runtime
# (-fsanitize=fuzzer); other executables (tools/, play/) link the
# sanitizers alone.
if(FOGPROOF_BUILD_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "FOGPROOF_BUILD_FUZZERS needs clang (cmake --preset fuzz uses clang++-14)")
  endif()
  # UB is fatal, so that libFuzzer stops on it and keeps the input.
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
    -fno-omit-frame-pointer -g)
  add_link_options(-fsanitize=address,undefined)
endif()
