# fogproof_cli_only_build(TARGET DIR CMAKE_ARGS...): a second build of the
# same sources in DIR, configured with the extra CMAKE_ARGS (another
# compiler, another -march) and built as part of this one: the `fogproof`
# command only, with no tests, benchmarks, Python module or further
# second builds of its own. The package's tuned variants
# (cmake/TunedVariant.cmake) and the AFL++-instrumented serve
# (cmake/AflServe.cmake) are such builds; ccache makes them cheap after
# the first.
include(ExternalProject)

function(fogproof_cli_only_build target dir)
  ExternalProject_Add(${target}
    SOURCE_DIR ${PROJECT_SOURCE_DIR}
    BINARY_DIR ${dir}
    CMAKE_GENERATOR ${CMAKE_GENERATOR}
    CMAKE_ARGS -DCMAKE_BUILD_TYPE=Release
               -DFOGPROOF_AFL_SERVE=OFF
               -DFOGPROOF_TUNED_VARIANT=OFF
               -DFOGPROOF_BUILD_TESTS=OFF
               -DFOGPROOF_BUILD_BENCH=OFF
               -DFOGPROOF_BUILD_PYTHON=OFF
               -DFOGPROOF_SHARED_DIR=${FOGPROOF_SHARED_DIR}
               ${ARGN}
    BUILD_COMMAND ${CMAKE_COMMAND} --build ${dir} --target fogproof
    BUILD_ALWAYS ON
    INSTALL_COMMAND ""
    USES_TERMINAL_BUILD ON)
endfunction()
