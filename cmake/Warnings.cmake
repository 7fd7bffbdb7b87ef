# Project-wide warnings, applied per target with fogproof_warnings(target).
function(fogproof_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
    -Wconversion -Wno-sign-conversion)
endfunction()
