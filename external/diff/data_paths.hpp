// Where fogproof's data is: the rules, the real games, the corpora
// `fogproof diff` plays by default, the protocol and the example adapters.
// The CLI and the Python module both ask here, so that an installed
// fogproof, a build tree and an override all agree.
//
// Chosen, in order:
//   1. the environment's FOGPROOF_SHARED_DIR, for the rules and the games;
//   2. an installation: share/fogproof beside the binary that holds this
//      code (PREFIX/bin/fogproof, or the Python module under PREFIX/lib),
//      found from the binary's own path, so no checkout and no variable
//      is needed;
//   3. the checkout the binary was built from (a build tree).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace external {

struct DataPaths {
    std::filesystem::path root;    // share/fogproof, or the checkout
    std::filesystem::path shared;  // fow-rules.md and games/
    std::filesystem::path corpus;  // moves/ and belief/
    std::filesystem::path docs;    // protocol.md
    std::string origin;            // how root was chosen, for --version
    bool shared_from_environment = false;
};

DataPaths data_paths();

// share/fogproof of the installation holding `binary`, if there is one:
// looked for in the binary's ancestors, a few levels up at most, and known
// by its protocol.md (the one file every installation has; the rules and
// the games come from outside the repository).
std::filesystem::path installed_data_dir(const std::filesystem::path& binary);

// The sources `fogproof diff` and fogproof.diff play when given none: the
// fuzz corpora of moves and beliefs, and the real games.
std::vector<std::string> default_corpora();

}  // namespace external
