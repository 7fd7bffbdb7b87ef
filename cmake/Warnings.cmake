# Project-wide warnings, applied per target with fogproof_warnings(target).
function(fogproof_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
    -Wconversion -Wno-sign-conversion)
endfunction()

# Tuning: BMI2 (PEXT) and POPCNT where the CPU has them. The engine also
# carries a magic-bitboard path that is used when BMI2 is absent. The flag
# applies to every target alike: the engine's inline slider lookups pick
# PEXT or magic by the including file's flags, so all files must agree.
if(FOGPROOF_NATIVE AND NOT FOGPROOF_BUILD_FUZZERS)
  add_compile_options(-march=native)
endif()
