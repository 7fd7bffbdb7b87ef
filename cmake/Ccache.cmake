# Share compiled objects between the many build trees (presets, clones,
# the mutation matrix's scratch tree).
find_program(FOGPROOF_CCACHE ccache)
if(FOGPROOF_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${FOGPROOF_CCACHE})
endif()
