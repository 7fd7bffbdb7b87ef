#include "external/protocol_server.hpp"

namespace external {
namespace {

using Json = nlohmann::json;

std::string square_name(int s) { return harness::square_text(s); }

Json squares_json(const harness::SquareSet& squares) {
    Json out = Json::array();
    for (int s : squares) out.push_back(square_name(s));
    return out;
}

char colour_of(const Json& request) {
    const std::string c = request.at("colour").get<std::string>();
    if (c != "w" && c != "b") throw std::invalid_argument("colour must be \"w\" or \"b\"");
    return c[0];
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
    const Json request = Json::parse(line, nullptr, false);
    if (request.is_discarded() || !request.is_object()) return Json{{"error", "not a JSON object"}};
    const std::string cmd = request.value("cmd", std::string());
    try {
        if (cmd == "quit") return std::nullopt;
        if (cmd == "hello")
            return Json{{"name", "fogproof-" + impl_name_},
                        {"protocol", 1},
                        {"supports", {"fen", "moves", "vision", "play", "observation", "belief"}}};
        if (cmd == "load") {
            const std::string error = impl_->load(request.at("fen").get<std::string>(), true);
            if (!error.empty()) return Json{{"error", error}};
            return Json{{"ok", true}};
        }
        if (cmd == "fen") return Json{{"fen", impl_->fen(spelling_)}};
        if (cmd == "moves") return Json{{"moves", impl_->moves()}};
        if (cmd == "vision") return Json{{"squares", squares_json(impl_->vision(colour_of(request)))}};
        if (cmd == "play") {
            if (!impl_->play(request.at("move").get<std::string>())) return Json{{"error", "not a legal move"}};
            return Json{{"ok", true}};
        }
        if (cmd == "observation") return observation(colour_of(request));
        if (cmd == "belief_start") {
            harness::BeliefSettings settings;
            settings.own_observation = request.value("own_observation", true);
            impl_->start_belief(colour_of(request), settings);
            return Json{{"ok", true}};
        }
        if (cmd == "belief") return belief(colour_of(request), request.value("limit", std::size_t(0)));
        return Json{{"error", "unknown command '" + cmd + "'"}};
    } catch (const harness::EmptyBelief& e) {
        return Json{{"error", e.what()}};
    } catch (const std::exception& e) {
        return Json{{"error", std::string("bad request: ") + e.what()}};
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

Json ProtocolServer::belief(char colour, std::size_t limit) {
    const std::size_t size = impl_->has_belief(colour) ? impl_->belief_size(colour) : 0;
    Json reply = {{"size", size}};
    if (size > limit) return reply;
    Json fens = Json::array();
    const int fullmove = impl_->position().fullmove;
    for (const harness::DuplicateKey& k : impl_->belief(colour)) {
        // Each board in the spelling this server writes.
        writer_->load(harness::neutral_fen(harness::position_of(k, fullmove)), true);
        fens.push_back(writer_->fen(spelling_));
    }
    reply["fens"] = fens;
    return reply;
}

}  // namespace external
