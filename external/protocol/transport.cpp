#include "external/protocol/transport.hpp"

#include <fmt/format.h>

#include "external/protocol/bounded_json.hpp"

namespace external {

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
        case T::number_integer:  // nlohmann gives a non-negative integer the unsigned type
            return "a negative integer";
        case T::number_unsigned:
            return "a non-negative integer";
        case T::number_float:
            return "a number";
        case T::null:
            return "null";
        default:
            return "a value";
    }
}

namespace {

std::string fault_message(const Transport& t, const std::string& what, const nlohmann::json& request,
                          const std::string& reply) {
    std::string message = fmt::format("protocol fault from '{}': {}\n  request: {}\n  reply:   {}", t.command(), what,
                                      request.dump(), excerpt(reply));
    const std::string more = t.diagnostics();
    if (!more.empty()) message += "\n" + more;
    return message;
}

}  // namespace

void Transport::fault(const std::string& what, const nlohmann::json& request, const std::string& reply) const {
    throw ProtocolError(fault_message(*this, what, request, reply));
}

void Transport::timed_out(const std::string& what, const nlohmann::json& request) const {
    throw ReplyTimeout(fault_message(*this, what, request, "(none)"), request.dump());
}

const nlohmann::json& Transport::field(const nlohmann::json& request, const Reply& reply, const std::string& name,
                                       nlohmann::json::value_t type) const {
    const auto it = reply.json.find(name);
    if (it == reply.json.end())
        fault(fmt::format("the reply has no field '{}' ({} expected)", name, json_type_words(type)), request,
              reply.text);
    const bool integer_wanted = type == nlohmann::json::value_t::number_unsigned;
    const bool matches = integer_wanted ? it->is_number_unsigned() : it->type() == type;
    if (!matches)
        fault(fmt::format("field '{}' is {}, not {}", name, json_type_words(it->type()), json_type_words(type)),
              request, reply.text);
    return *it;
}

}  // namespace external
