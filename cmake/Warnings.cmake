# Project-wide warnings, applied per target with fogproof_warnings(target).
function(fogproof_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
    -Wconversion -Wno-sign-conversion)
endfunction()

# Tuning: BMI2 (PEXT) and POPCNT where the CPU has them. The engine also
# carries a magic-bitboard path that is used when BMI2 is absent. The flag
# applies to every target alike: the engine's inline slider lookups pick
# PEXT or magic by the including file's flags, so all files must agree.
#
# FOGPROOF_NATIVE tunes for the build machine; FOGPROOF_MARCH names a
# level instead (x86-64-v3: the tuned variant of the package,
# cmake/TunedVariant.cmake). Neither: the x86-64 baseline, which runs on
# every x86-64 CPU.
# FOGPROOF_MTUNE adds a -mtune to FOGPROOF_MARCH (the package's variant for
# AMD Zen 3 and later: scheduling, not instructions, is what -march=native
# adds to fog perft there; docs/performance.md).
set(FOGPROOF_MARCH "" CACHE STRING "-march for every target (e.g. x86-64-v3); empty: the x86-64 baseline")
set(FOGPROOF_MTUNE "" CACHE STRING "-mtune with FOGPROOF_MARCH (e.g. znver3); empty: the compiler's generic tuning")
if(NOT FOGPROOF_BUILD_FUZZERS)
  if(FOGPROOF_NATIVE)
    add_compile_options(-march=native)
  elseif(FOGPROOF_MARCH)
    add_compile_options(-march=${FOGPROOF_MARCH})
    if(FOGPROOF_MTUNE)
      add_compile_options(-mtune=${FOGPROOF_MTUNE})
    endif()
  endif()
endif()
