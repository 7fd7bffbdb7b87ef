# Compile-time fault injection for the mutation matrix (scripts/mutants).
# -DFOGPROOF_MUTANT=name defines FOGPROOF_MUTANT_<NAME> for every target.
if(FOGPROOF_MUTANT)
  string(TOUPPER "${FOGPROOF_MUTANT}" _mutant)
  string(MAKE_C_IDENTIFIER "${_mutant}" _mutant)
  add_compile_definitions(FOGPROOF_MUTANT_${_mutant}=1)
  message(STATUS "fogproof: building with injected fault ${FOGPROOF_MUTANT}")
endif()
