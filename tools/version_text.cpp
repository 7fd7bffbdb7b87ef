#include "tools/version_text.hpp"

#include <fmt/format.h>

namespace cli {

std::string version_text(const external::DataPaths& paths) {
    // The first line is the one help2man reads for the man page.
    return fmt::format("fogproof {}\ndata: {} ({})\nrules and games: {}\ncorpora: {}", FOGPROOF_VERSION,
                       paths.docs.string(), paths.origin, paths.shared.string(), paths.corpus.string());
}

}  // namespace cli
