# Where a checkout's shared data is (the rules and the real games): the
# directory its release tree was configured with (cmake/SharedData.cmake
# chose it), else ../shared beside the checkout. Sourced by the scripts
# that hand the data to something CMake did not configure: a scratch tree
# (scripts/mutants, scripts/bench-compare) or a command line
# (scripts/engine-oracle-at-scale, scripts/campaign).
# shellcheck shell=bash

# shared_data_dir ROOT: prints the directory (it may not exist).
shared_data_dir() {
    local dir
    dir=$(sed -n 's/^FOGPROOF_SHARED_DIR:PATH=//p' "$1/build/release/CMakeCache.txt" 2>/dev/null || true)
    echo "${dir:-$1/../shared}"
}
