// What `fogproof --version` prints: the version, then where the data is
// and how that place was chosen (external/diff/data_paths.hpp), so that a
// surprising default is easy to explain.
#pragma once

#include <string>

#include "external/diff/data_paths.hpp"

namespace cli {

std::string version_text(const external::DataPaths& paths, const std::string& build_description);

}  // namespace cli
