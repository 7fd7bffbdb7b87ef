#include "external/transport.hpp"

#include <fmt/format.h>

namespace external {
namespace {

// Replies can be long (a belief's FENs); a message shows their start.
std::string shortened(const std::string& text) {
    constexpr std::size_t kShown = 400;
    if (text.size() <= kShown) return text;
    return text.substr(0, kShown) + fmt::format("... ({} bytes)", text.size());
}

}  // namespace

std::string json_type_words(nlohmann::json::value_t type) {
    using T = nlohmann::json::value_t;
    switch (type) {
        case T::object:
            return "an object";
        case T::array:
            return "an array";
        case T::string:
            return "a string";
        case T::boolean:
            return "a boolean";
        case T::number_integer:
        case T::number_unsigned:
            return "an integer";
        case T::number_float:
            return "a number";
        case T::null:
            return "null";
        default:
            return "a value";
    }
}

void Transport::fault(const std::string& what, const nlohmann::json& request, const std::string& reply) const {
    std::string message = fmt::format("protocol fault from '{}': {}\n  request: {}\n  reply:   {}", command(), what,
                                      request.dump(), shortened(reply));
    const std::string more = diagnostics();
    if (!more.empty()) message += "\n" + more;
    throw ProtocolError(message);
}

const nlohmann::json& Transport::field(const nlohmann::json& request, const nlohmann::json& reply,
                                       const std::string& name, nlohmann::json::value_t type) const {
    const auto it = reply.find(name);
    if (it == reply.end())
        fault(fmt::format("the reply has no field '{}' ({} expected)", name, json_type_words(type)), request,
              reply.dump());
    const bool integer_wanted = type == nlohmann::json::value_t::number_unsigned;
    const bool matches = integer_wanted ? it->is_number_unsigned() : it->type() == type;
    if (!matches)
        fault(fmt::format("field '{}' is {}, not {}", name, json_type_words(it->type()), json_type_words(type)),
              request, reply.dump());
    return *it;
}

}  // namespace external
