# Which instructions every target is compiled for. One choice for the whole
# tree: the engine's inline slider lookups pick PEXT or magic tables by the
# including file's flags, so all files must agree.
#
#   default                  this machine's CPU (-march=native), as chess
#                            engines built from source are (Stockfish's
#                            ARCH=native): the release tree, the
#                            benchmarks and the fuzzers all run the code
#                            a user of this machine would want measured.
#   -DFOGPROOF_PORTABLE=ON   the x86-64 baseline, for the package and the
#                            release workflow; a Release build then also
#                            builds the tuned copies the portable command
#                            hands over to (cmake/TunedVariant.cmake).
#   -DFOGPROOF_MARCH=LEVEL   a named level (x86-64-v3: the tuned copies),
#                            with FOGPROOF_MTUNE for its scheduling.
#
# The ClusterFuzzLite build (.clusterfuzzlite/build.sh) uses no CMake: its
# flags are OSS-Fuzz's, portable.
#
# Sets FOGPROOF_IS_PORTABLE (the baseline: the command may hand over to a
# tuned copy) and FOGPROOF_BUILT_FOR (the words `fogproof --version` uses).
include(CheckCXXCompilerFlag)

option(FOGPROOF_PORTABLE "Build for any x86-64 CPU (the package) instead of this machine's" OFF)
set(FOGPROOF_MARCH "" CACHE STRING "-march for every target (e.g. x86-64-v3); empty: this machine's CPU, or the baseline with FOGPROOF_PORTABLE")
set(FOGPROOF_MTUNE "" CACHE STRING "-mtune with FOGPROOF_MARCH (e.g. znver3); empty: the compiler's generic tuning")
if(DEFINED FOGPROOF_NATIVE)
  # Before native became the default, FOGPROOF_NATIVE=ON asked for it; an
  # old build tree still has FOGPROOF_NATIVE=OFF cached, which no longer
  # means portable.
  message(WARNING "FOGPROOF_NATIVE is gone: a build is tuned for this machine unless -DFOGPROOF_PORTABLE=ON")
  unset(FOGPROOF_NATIVE CACHE)
endif()

# The CPU that -march=native stands for (znver3, skylake-avx512, ...), so
# that --version names it and ccache, which keys on the command line, never
# hands one machine's objects to another CPU's build.
function(_fogproof_native_cpu out)
  set(cpu "")
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -march=native -Q --help=target
                    OUTPUT_VARIABLE text ERROR_QUIET)
    if(text MATCHES "\n[ \t]+-march=[ \t]+([^ \t\n]+)")
      set(cpu ${CMAKE_MATCH_1})
    endif()
  elseif(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -march=native "-###" -x c++ -c /dev/null
                    ERROR_VARIABLE text OUTPUT_QUIET)
    if(text MATCHES "\"-target-cpu\" \"([^\"]+)\"")
      set(cpu ${CMAKE_MATCH_1})
    endif()
  endif()
  set(${out} "${cpu}" PARENT_SCOPE)
endfunction()

set(FOGPROOF_IS_PORTABLE OFF)
if(FOGPROOF_MARCH)
  add_compile_options(-march=${FOGPROOF_MARCH})
  set(FOGPROOF_BUILT_FOR "${FOGPROOF_MARCH} (-march=${FOGPROOF_MARCH})")
  if(FOGPROOF_MTUNE)
    add_compile_options(-mtune=${FOGPROOF_MTUNE})
    set(FOGPROOF_BUILT_FOR "${FOGPROOF_MARCH} tuned for ${FOGPROOF_MTUNE} (-march=${FOGPROOF_MARCH} -mtune=${FOGPROOF_MTUNE})")
  endif()
elseif(FOGPROOF_PORTABLE)
  set(FOGPROOF_IS_PORTABLE ON)
  set(FOGPROOF_BUILT_FOR "any x86-64 CPU (portable)")
else()
  check_cxx_compiler_flag(-march=native FOGPROOF_COMPILER_HAS_MARCH_NATIVE)
  if(FOGPROOF_COMPILER_HAS_MARCH_NATIVE)
    _fogproof_native_cpu(_native_cpu)
    add_compile_options(-march=native)
    if(_native_cpu)
      add_compile_definitions(FOGPROOF_NATIVE_CPU=${_native_cpu})
      set(FOGPROOF_BUILT_FOR "this machine's CPU (-march=native: ${_native_cpu})")
    else()
      set(FOGPROOF_BUILT_FOR "this machine's CPU (-march=native)")
    endif()
  else()
    message(WARNING "${CMAKE_CXX_COMPILER} does not take -march=native: building for the baseline")
    set(FOGPROOF_IS_PORTABLE ON)
    set(FOGPROOF_BUILT_FOR "any x86-64 CPU (portable; the compiler has no -march=native)")
  endif()
endif()
message(STATUS "fogproof is built for ${FOGPROOF_BUILT_FOR}")
