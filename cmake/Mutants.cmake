# Compile-time fault injection for the mutation matrix (scripts/mutants).
# -DFOGPROOF_MUTANT=name defines FOGPROOF_MUTANT_<NAME> for the targets that
# carry fault hooks (the engine and the oracle) and nothing else, so a
# mutant build recompiles only those (and ccache serves the rest).
function(fogproof_mutant_hooks target)
  if(FOGPROOF_MUTANT)
    string(TOUPPER "${FOGPROOF_MUTANT}" _mutant)
    string(MAKE_C_IDENTIFIER "${_mutant}" _mutant)
    target_compile_definitions(${target} PRIVATE FOGPROOF_MUTANT_${_mutant}=1)
  endif()
endfunction()
if(FOGPROOF_MUTANT)
  message(STATUS "fogproof: building with injected fault ${FOGPROOF_MUTANT}")
endif()

# Share compiled objects between the many build trees (presets, mutants).
find_program(FOGPROOF_CCACHE ccache)
if(FOGPROOF_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${FOGPROOF_CCACHE})
endif()
