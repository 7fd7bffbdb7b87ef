#include "external/protocol/bounded_json.hpp"

#include <fmt/format.h>

#include "harness/scenario_report.hpp"

namespace external {

bool nests_deeper_than(std::string_view text, std::size_t max_depth) {
    std::size_t depth = 0;
    bool in_string = false, escaped = false;
    for (const char c : text) {
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > max_depth) return true;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return false;
}

BoundedJson parse_bounded_json(std::string_view text, std::size_t max_depth) {
    BoundedJson out;
    if (nests_deeper_than(text, max_depth)) {
        out.value = nlohmann::json(nlohmann::json::value_t::discarded);
        out.error = fmt::format("nested deeper than {} levels", max_depth);
        return out;
    }
    // nlohmann's lexer takes a NUL byte for the end of the text and would
    // accept '{"ok":true}\0anything'; JSON text holds no NUL anywhere.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        out.value = nlohmann::json(nlohmann::json::value_t::discarded);
        out.error = fmt::format("not JSON (a NUL byte at offset {})", nul);
        return out;
    }
    out.value = nlohmann::json::parse(text, nullptr, false);
    if (out.value.is_discarded()) out.error = "not JSON";
    return out;
}

std::string excerpt(std::string_view text, std::size_t max_bytes) {
    if (text.size() <= max_bytes) return harness::printable(std::string(text));
    return harness::printable(std::string(text.substr(0, max_bytes))) + fmt::format("... ({} bytes)", text.size());
}

std::string value_excerpt(const nlohmann::json& value, std::size_t max_bytes) {
    return excerpt(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), max_bytes);
}

}  // namespace external
