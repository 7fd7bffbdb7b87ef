// Helpers shared by the records tests.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/types.hpp"
#include "records/records.hpp"

namespace records_test {

inline fog::Square sq(const char* name) { return *fog::parse_square(name); }

inline std::vector<std::string> uci_of(const fog::records::GameRecord& g) {
    std::vector<std::string> out;
    for (fog::Move m : g.moves) out.push_back(fog::to_uci(m));
    return out;
}

inline std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

inline std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

inline std::string all_errors(const fog::records::ReadResult& r) {
    std::string out;
    for (const auto& e : r.errors) out += e.to_string() + "\n";
    return out;
}

inline std::string all_warnings(const fog::records::ReadResult& r) {
    std::string out;
    for (const auto& e : r.warnings) out += e.to_string() + "\n";
    return out;
}

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace records_test
