#include "tools/version_text.hpp"

#include <fmt/format.h>

namespace cli {

std::string version_text(const external::DataPaths& paths, const std::string& build_description) {
    // The first line is the one help2man reads for the man page.
    return fmt::format("fogproof {}\n{}\ndata: {} ({})\n  rules and games: {}{}\n  corpora: {}\n  protocol: {}",
                       FOGPROOF_VERSION, build_description, paths.root.string(), paths.origin, paths.shared.string(),
                       paths.shared_from_environment ? " (FOGPROOF_SHARED_DIR)" : "", paths.corpus.string(),
                       (paths.docs / "protocol.md").string());
}

}  // namespace cli
