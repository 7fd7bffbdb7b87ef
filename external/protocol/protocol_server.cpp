#include "external/protocol/protocol_server.hpp"

#include <fmt/format.h>

#include <istream>
#include <ostream>

#include "external/protocol/bounded_json.hpp"
#include "records/bounded_line.hpp"

namespace external {
namespace {

using Json = nlohmann::json;

std::string square_name(int s) { return harness::square_text(s); }

Json squares_json(const harness::SquareSet& squares) {
    Json out = Json::array();
    for (int s : squares) out.push_back(square_name(s));
    return out;
}

// A bad field is refused with its name, before anything changes.
using BadRequest = std::invalid_argument;

const Json* optional_field(const Json& request, const char* name) {
    const auto it = request.find(name);
    return it == request.end() ? nullptr : &*it;
}

const std::string& string_field(const Json& request, const char* name) {
    const Json* value = optional_field(request, name);
    if (!value) throw BadRequest(fmt::format("\"{}\" is missing", name));
    if (!value->is_string()) throw BadRequest(fmt::format("\"{}\" must be a string", name));
    return value->get_ref<const std::string&>();
}

char colour_of(const Json& request) {
    const std::string& c = string_field(request, "colour");
    if (c != "w" && c != "b") throw BadRequest("\"colour\" must be \"w\" or \"b\"");
    return c[0];
}

bool own_observation_of(const Json& request) {
    const Json* value = optional_field(request, "own_observation");
    if (!value) return true;
    if (!value->is_boolean()) throw BadRequest("\"own_observation\" must be true or false");
    return value->get<bool>();
}

std::size_t limit_of(const Json& request) {
    const Json* value = optional_field(request, "limit");
    if (!value) return 0;
    if (!value->is_number_unsigned()) throw BadRequest("\"limit\" must be a non-negative integer");
    return value->get<std::size_t>();
}

std::uint64_t count_of(const Json& request, const char* name) {
    const Json* value = optional_field(request, name);
    if (!value) throw BadRequest(fmt::format("\"{}\" is missing", name));
    if (!value->is_number_unsigned()) throw BadRequest(fmt::format("\"{}\" must be a non-negative integer", name));
    return value->get<std::uint64_t>();
}

std::vector<std::string> fens_of(const Json& request) {
    const Json* value = optional_field(request, "fens");
    if (!value) throw BadRequest("\"fens\" is missing");
    if (!value->is_array()) throw BadRequest("\"fens\" must be a list of FEN strings");
    std::vector<std::string> fens;
    for (const Json& item : *value) {
        if (!item.is_string()) throw BadRequest("\"fens\" must be a list of FEN strings");
        fens.push_back(item.get<std::string>());
    }
    return fens;
}

}  // namespace

ProtocolServer::ProtocolServer(std::string impl, harness::Spelling spelling)
    : impl_name_(std::move(impl)),
      spelling_(spelling),
      impl_(harness::make_implementation(impl_name_)),
      writer_(harness::make_implementation(impl_name_)) {
    if (!impl_) throw std::invalid_argument("unknown implementation '" + impl_name_ + "'");
}

std::optional<Json> ProtocolServer::answer(const std::string& line) {
    const BoundedJson parsed = parse_bounded_json(line);
    if (!parsed.error.empty()) return Json{{"error", "the request is " + parsed.error}};
    if (!parsed.value.is_object()) return Json{{"error", "the request is not a JSON object"}};
    const Json* cmd = optional_field(parsed.value, "cmd");
    if (!cmd || !cmd->is_string()) return Json{{"error", "bad request: \"cmd\" must be a string"}};
    if (cmd->get_ref<const std::string&>() == "quit") return std::nullopt;
    try {
        return answer_command(cmd->get<std::string>(), parsed.value);
    } catch (const harness::EmptyBelief& e) {
        return Json{{"error", e.what()}};
    } catch (const std::exception& e) {
        return Json{{"error", std::string("bad request: ") + e.what()}};
    }
}

Json ProtocolServer::answer_command(const std::string& cmd, const Json& request) {
    if (cmd == "hello")
        return Json{{"name", "fogproof-" + impl_name_},
                    {"protocol", 1},
                    {"supports",
                     {"fen", "moves", "vision", "play", "observation", "belief", "belief_contains", "belief_sample"}}};
    if (cmd == "load") {
        const std::string error = impl_->load(string_field(request, "fen"), true);
        if (!error.empty()) return Json{{"error", error}};
        return Json{{"ok", true}};
    }
    if (cmd == "fen") return Json{{"fen", impl_->fen(spelling_)}};
    if (cmd == "moves") return Json{{"moves", impl_->moves()}};
    if (cmd == "vision") return Json{{"squares", squares_json(impl_->vision(colour_of(request)))}};
    if (cmd == "play") {
        if (!impl_->play(string_field(request, "move"))) return Json{{"error", "not a legal move"}};
        return Json{{"ok", true}};
    }
    if (cmd == "observation") return observation(colour_of(request));
    if (cmd == "belief_start") {
        const char colour = colour_of(request);
        harness::BeliefSettings settings;
        settings.own_observation = own_observation_of(request);
        impl_->start_belief(colour, settings);
        return Json{{"ok", true}};
    }
    if (cmd == "belief") {
        const char colour = colour_of(request);
        return belief(colour, limit_of(request));
    }
    if (cmd == "belief_contains") return belief_contains(colour_of(request), fens_of(request));
    if (cmd == "belief_sample")
        return belief_sample(colour_of(request), count_of(request, "count"), count_of(request, "seed"));
    return Json{{"error", "unknown command '" + excerpt(cmd, 80) + "'"}};
}

std::optional<std::string> ProtocolServer::reply_line(const std::string& line) {
    const std::optional<Json> reply = answer(line);
    if (!reply) return std::nullopt;
    // Error texts may quote the request cut mid-character: replaced, not thrown.
    return reply->dump(-1, ' ', false, Json::error_handler_t::replace);
}

void ProtocolServer::serve(std::istream& in, std::ostream& out, std::size_t max_request_bytes) {
    std::string line;
    for (;;) {
        const fog::records::LineRead read = fog::records::read_bounded_line(in, max_request_bytes, line);
        if (read == fog::records::LineRead::End) return;
        if (read == fog::records::LineRead::TooLong) {
            out << Json{{"error", fmt::format("the request is longer than {} bytes", max_request_bytes)}}.dump() << '\n'
                << std::flush;
            continue;
        }
        const std::optional<std::string> reply = reply_line(line);
        if (!reply) return;
        out << *reply << '\n' << std::flush;
    }
}

Json ProtocolServer::observation(char colour) const {
    const harness::NeutralObservation o = impl_->last_observation(colour);
    Json pieces = Json::object();
    for (const auto& [s, c] : o.contents)
        if (c != '.') pieces[square_name(s)] = std::string(1, c);
    return Json{{"seen", squares_json(o.seen)},
                {"pieces", pieces},
                {"captured", o.own_piece_captured < 0 ? Json(nullptr) : Json(square_name(o.own_piece_captured))}};
}

// Each FEN is read by an implementation of the server's kind, so the board
// it names, whatever its spelling, is looked up by that implementation's
// own key. A FEN it cannot read is a bad request, named.
Json ProtocolServer::belief_contains(char colour, const std::vector<std::string>& fens) {
    std::vector<harness::DuplicateKey> boards;
    for (std::size_t i = 0; i < fens.size(); ++i) {
        const std::string error = writer_->load(fens[i], true);
        if (!error.empty()) throw BadRequest(fmt::format("\"fens\"[{}] is not a FEN it reads: {}", i, error));
        boards.push_back(harness::duplicate_key(writer_->position()));
    }
    if (!impl_->has_belief(colour)) return Json{{"contains", std::vector<bool>(fens.size(), false)}};
    return Json{{"contains", impl_->belief_contains(colour, boards)}};
}

Json ProtocolServer::belief_sample(char colour, std::size_t count, std::uint64_t seed) {
    Json fens = Json::array();
    if (!impl_->has_belief(colour)) return Json{{"size", 0}, {"fens", fens}};
    const int fullmove = impl_->position().fullmove;
    for (const harness::DuplicateKey& k : impl_->belief_sample(colour, count, seed)) fens.push_back(written(k, fullmove));
    return Json{{"size", impl_->belief_size(colour)}, {"fens", fens}};
}

std::string ProtocolServer::written(const harness::DuplicateKey& board, int fullmove) {
    writer_->load(harness::neutral_fen(harness::position_of(board, fullmove)), true);
    return writer_->fen(spelling_);
}

Json ProtocolServer::belief(char colour, std::size_t limit) {
    const std::size_t size = impl_->has_belief(colour) ? impl_->belief_size(colour) : 0;
    Json reply = {{"size", size}};
    if (size > limit) return reply;
    Json fens = Json::array();
    const int fullmove = impl_->position().fullmove;
    for (const harness::DuplicateKey& k : impl_->belief(colour)) fens.push_back(written(k, fullmove));
    reply["fens"] = fens;
    return reply;
}

}  // namespace external
