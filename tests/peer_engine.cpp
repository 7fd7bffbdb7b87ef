#include "tests/peer_engine.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <unistd.h>

namespace fogtest {

std::optional<PeerPerft> run_peer_perft(const std::string& binary, const std::string& variant_file,
                                        const std::string& fen, int depth, std::string& error) {
    if (access(binary.c_str(), X_OK) != 0) {
        error = binary + " is not an executable file (scripts/setup installs it)";
        return std::nullopt;
    }
    const auto script = std::filesystem::temp_directory_path() /
                        ("fogproof-peer-" + std::to_string(getpid()) + ".uci");
    {
        std::ofstream out(script);
        if (!variant_file.empty())
            out << "setoption name VariantPath value " << variant_file << "\n"
                << "setoption name UCI_Variant value fogchess\n";
        out << "position fen " << fen << "\ngo perft " << depth << "\nquit\n";
    }
    const std::string command = binary + " < " + script.string() + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) {
        error = "cannot start " + binary;
        return std::nullopt;
    }
    PeerPerft result;
    bool saw_total = false;
    const std::regex divide_line(R"(^([a-h][1-8][a-h][1-8][nbrq]?): (\d+)\s*$)");
    const std::regex total_line(R"(^Nodes searched: (\d+)\s*$)");
    char buffer[512];
    while (fgets(buffer, sizeof buffer, pipe)) {
        std::cmatch m;
        if (std::regex_match(buffer, m, divide_line)) result.divide[m[1]] = std::stoull(m[2]);
        else if (std::regex_match(buffer, m, total_line)) {
            result.nodes = std::stoull(m[1]);
            saw_total = true;
        }
    }
    pclose(pipe);
    std::filesystem::remove(script);
    if (!saw_total) {
        error = binary + " printed no 'Nodes searched' line";
        return std::nullopt;
    }
    return result;
}

}  // namespace fogtest
