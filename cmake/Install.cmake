# cmake --install BUILD --prefix P: the fogproof command, the Python module
# and the data the command uses by default, laid out so that the installed
# command finds its data from its own location (external/diff/data_paths.hpp):
#
#   P/bin/fogproof
#   P/<site-packages>/fogproof/           the Python module
#   P/share/fogproof/fow-rules.md          the rules
#   P/share/fogproof/games/                the real games
#   P/share/fogproof/corpus/{moves,belief} the corpora `fogproof diff` plays
#   P/share/fogproof/protocol.md           the external protocol
#   P/share/fogproof/adapters/             the JS adapters, as examples
#   P/share/fogproof/coverage/             the shims of `fogproof cov python|node`
#   P/share/man/man1/fogproof.1.gz         made from --help by help2man
#   P/share/doc/fogproof/                  copyright and changelog
#
# Called at the end of the top-level CMakeLists.txt, once the targets exist.
include(GNUInstallDirs)

function(fogproof_install)
  set(_data ${CMAKE_INSTALL_DATADIR}/fogproof)
  install(TARGETS fogproof RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

  install(FILES ${PROJECT_SOURCE_DIR}/docs/protocol.md DESTINATION ${_data})
  # The shared data lives outside the repository (cmake/SharedData.cmake,
  # which warns when it is missing); a package built without it holds the
  # corpora alone, and `fogproof diff` plays those.
  if(EXISTS ${FOGPROOF_SHARED_DIR}/fow-rules.md)
    install(FILES ${FOGPROOF_SHARED_DIR}/fow-rules.md DESTINATION ${_data})
  endif()
  if(IS_DIRECTORY ${FOGPROOF_SHARED_DIR}/games)
    install(DIRECTORY ${FOGPROOF_SHARED_DIR}/games DESTINATION ${_data})
  endif()
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/corpus/moves ${PROJECT_SOURCE_DIR}/corpus/belief DESTINATION ${_data}/corpus)
  # The adapters' node_modules are installed by npm (scripts/setup), not
  # shipped: the examples keep their package-lock.json for `npm ci`.
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/adapters DESTINATION ${_data}
          PATTERN node_modules EXCLUDE PATTERN .gitignore EXCLUDE)

  # `fogproof cov` finds its shims here (tools/cmd_cov.cpp).
  install(FILES ${PROJECT_SOURCE_DIR}/external/coverage/shims/cov_python.py
                ${PROJECT_SOURCE_DIR}/external/coverage/shims/cov_node.cjs DESTINATION ${_data}/coverage)

  if(TARGET fogproof_python)
    fogproof_python_install_dir()
    install(TARGETS fogproof_python LIBRARY DESTINATION ${FOGPROOF_PYTHON_INSTALL_DIR}/fogproof)
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/python/fogproof/ DESTINATION ${FOGPROOF_PYTHON_INSTALL_DIR}/fogproof
            FILES_MATCHING PATTERN "*.py" PATTERN "*.pyi" PATTERN "py.typed")
  endif()

  set(_doc ${CMAKE_INSTALL_DATADIR}/doc/fogproof)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright DESTINATION ${_doc})
  fogproof_gzip(${PROJECT_SOURCE_DIR}/packaging/changelog ${CMAKE_CURRENT_BINARY_DIR}/packaging/changelog.gz)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/packaging/changelog.gz DESTINATION ${_doc})

  # The man page is the --help text; without help2man (scripts/setup
  # installs it) the install goes on without one.
  find_program(FOGPROOF_HELP2MAN help2man)
  if(FOGPROOF_HELP2MAN)
    set(_man ${CMAKE_CURRENT_BINARY_DIR}/packaging/fogproof.1)
    add_custom_command(OUTPUT ${_man}.gz
      COMMAND ${FOGPROOF_HELP2MAN} --no-info --no-discard-stderr
              --name "fog-of-war chess engine, reference oracle and conformance tester"
              --output ${_man} $<TARGET_FILE:fogproof>
      COMMAND gzip -9nf ${_man}
      DEPENDS fogproof VERBATIM)
    add_custom_target(fogproof_man ALL DEPENDS ${_man}.gz)
    install(FILES ${_man}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  else()
    message(STATUS "help2man not found: no man page is installed")
  endif()
endfunction()

# gzip -9n at configure time (-n: no name or time stamp, so the package
# does not change when nothing did).
function(fogproof_gzip source output)
  get_filename_component(_dir ${output} DIRECTORY)
  file(MAKE_DIRECTORY ${_dir})
  execute_process(COMMAND gzip -9nc ${source} OUTPUT_FILE ${output} COMMAND_ERROR_IS_FATAL ANY)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${source})
endfunction()

# Where the Python module goes under the prefix: the layout of the
# interpreter it was built for. Debian's python3 reads packages from
# lib/python3/dist-packages under /usr (its deb_system scheme), which is
# where the .deb puts the module; another interpreter gets its own
# site-packages layout. -DFOGPROOF_PYTHON_INSTALL_DIR=... chooses another.
function(fogproof_python_install_dir)
  if(DEFINED FOGPROOF_PYTHON_INSTALL_DIR)
    return()
  endif()
  execute_process(COMMAND ${Python_EXECUTABLE} -c [=[
import sysconfig
scheme = "deb_system" if "deb_system" in sysconfig.get_scheme_names() else "posix_prefix"
print(sysconfig.get_path("platlib", scheme, vars={"base": "/P", "platbase": "/P"})[len("/P/"):])
]=] OUTPUT_VARIABLE _dir OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
  set(FOGPROOF_PYTHON_INSTALL_DIR ${_dir} CACHE STRING "Where the Python module is installed, relative to the prefix")
endfunction()
