# cpack -G DEB (from build/release): fogproof_<version>_amd64.deb, the
# command, the Python module and the data of cmake/Install.cmake under /usr.
# Its dependencies are the shared libraries the binaries link, found by
# dpkg-shlibdeps (dpkg-dev). The Python module is inside the same package:
# it is small and shares the data.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME fogproof)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "fogproof maintainers <maintainers@users.noreply.a-seed-1d326bbb.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "fog-of-war chess engine, reference oracle and conformance tester")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The module is built for this python3's ABI; the command needs no Python.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "python3")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "nodejs, python3-coverage, afl++")
# The extended description, below the summary (CPack indents its lines).
set(CPACK_PACKAGE_DESCRIPTION "fogproof plays fog-of-war chess: an optimized engine with belief
tracking, an independent reference reading of the rules, and
`fogproof diff`, which compares another implementation, run as a child
process speaking a line-based JSON protocol, with the reference and
minimizes any disagreement to a replayable scenario. The package holds
the command, the Python module (import fogproof), the rules, real games,
the corpora `fogproof diff` plays by default and example adapters.")
include(CPack)

# The package built, unpacked into a scratch root and used from there
# (tests/install/deb_package_test.sh); needs dpkg-dev and lintian.
if(FOGPROOF_BUILD_TESTS)
  add_test(NAME install_deb_package
           COMMAND bash ${PROJECT_SOURCE_DIR}/tests/install/deb_package_test.sh ${CMAKE_BINARY_DIR})
  set_tests_properties(install_deb_package PROPERTIES LABELS install TIMEOUT 600)
endif()
