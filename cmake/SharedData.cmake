# Where the project's shared data is: the rules and the real games,
# ../shared beside the source tree (README). Every test, benchmark and tool
# that reads them takes this one variable.
#
# Chosen, in order: -DFOGPROOF_SHARED_DIR=...; the environment's
# FOGPROOF_SHARED_DIR; ../shared beside the source; and for a clean clone
# of a local checkout (git clone CHECKOUT ELSEWHERE), which has no
# ../shared of its own, the ../shared beside the checkout it was cloned
# from. Without any of them the build goes on, and the tests that replay
# the real games fail, naming the directory they looked in.
set(_fogproof_shared_default "${PROJECT_SOURCE_DIR}/../shared")
if(DEFINED ENV{FOGPROOF_SHARED_DIR})
  set(_fogproof_shared_default "$ENV{FOGPROOF_SHARED_DIR}")
elseif(NOT EXISTS "${_fogproof_shared_default}/games")
  find_package(Git QUIET)
  if(GIT_FOUND)
    execute_process(COMMAND ${GIT_EXECUTABLE} -C ${PROJECT_SOURCE_DIR} remote get-url origin
                    OUTPUT_VARIABLE _fogproof_origin OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(_fogproof_origin AND IS_DIRECTORY "${_fogproof_origin}" AND EXISTS "${_fogproof_origin}/../shared/games")
      set(_fogproof_shared_default "${_fogproof_origin}/../shared")
    endif()
  endif()
endif()
get_filename_component(_fogproof_shared_default "${_fogproof_shared_default}" ABSOLUTE)
set(FOGPROOF_SHARED_DIR "${_fogproof_shared_default}" CACHE PATH "The shared data: fow-rules.md and games/")
if(NOT EXISTS "${FOGPROOF_SHARED_DIR}/games")
  message(WARNING "fogproof: no real games at ${FOGPROOF_SHARED_DIR}/games: the tests that replay them will fail; "
                  "set FOGPROOF_SHARED_DIR")
endif()
