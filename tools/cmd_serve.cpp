// `fogproof serve --impl engine|oracle [--ep SPELLING]`: fogproof's own
// implementations behind the external protocol (docs/protocol.md), on
// stdin and stdout. It is the reference peer of `fogproof diff` (the diff
// of the engine served against the oracle checks the protocol end to end),
// the trivial adapter that round trips are measured against, and, with
// `--ep legal`, a faithful model of the incident: a sound implementation
// that writes its positions and its P in python-chess's spelling.
#include <iostream>

#include "harness/neutral.hpp"
#include "tools/cli_common.hpp"

namespace cli {
namespace {

using Json = nlohmann::json;

std::string square_name(int s) { return harness::square_text(s); }

Json squares_json(const harness::SquareSet& squares) {
    Json out = Json::array();
    for (int s : squares) out.push_back(square_name(s));
    return out;
}

class Server {
public:
    Server(std::string impl, harness::Spelling spelling)
        : impl_name_(std::move(impl)),
          spelling_(spelling),
          impl_(harness::make_implementation(impl_name_)),
          writer_(harness::make_implementation(impl_name_)) {}

    // The reply to one request line; nothing for quit.
    std::optional<Json> answer(const std::string& line) {
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
            if (cmd == "vision") return Json{{"squares", squares_json(impl_->vision(colour(request)))}};
            if (cmd == "play") {
                if (!impl_->play(request.at("move").get<std::string>())) return Json{{"error", "not a legal move"}};
                return Json{{"ok", true}};
            }
            if (cmd == "observation") return observation(colour(request));
            if (cmd == "belief_start") {
                harness::BeliefSettings settings;
                settings.own_observation = request.value("own_observation", true);
                impl_->start_belief(colour(request), settings);
                return Json{{"ok", true}};
            }
            if (cmd == "belief") return belief(colour(request), request.value("limit", std::size_t(0)));
            return Json{{"error", "unknown command '" + cmd + "'"}};
        } catch (const harness::EmptyBelief& e) {
            return Json{{"error", e.what()}};
        } catch (const std::exception& e) {
            return Json{{"error", std::string("bad request: ") + e.what()}};
        }
    }

private:
    static char colour(const Json& request) {
        const std::string c = request.at("colour").get<std::string>();
        if (c != "w" && c != "b") throw std::invalid_argument("colour must be \"w\" or \"b\"");
        return c[0];
    }

    Json observation(char colour) const {
        const harness::NeutralObservation o = impl_->last_observation(colour);
        Json pieces = Json::object();
        for (const auto& [s, c] : o.contents)
            if (c != '.') pieces[square_name(s)] = std::string(1, c);
        return Json{{"seen", squares_json(o.seen)},
                    {"pieces", pieces},
                    {"captured", o.own_piece_captured < 0 ? Json(nullptr) : Json(square_name(o.own_piece_captured))}};
    }

    Json belief(char colour, std::size_t limit) {
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

    std::string impl_name_;
    harness::Spelling spelling_;
    std::unique_ptr<harness::Implementation> impl_;
    std::unique_ptr<harness::Implementation> writer_;
};

}  // namespace

void register_serve(CLI::App& app) {
    auto* cmd = app.add_subcommand("serve", "Speak the external protocol (docs/protocol.md) on stdin/stdout");
    auto impl = std::make_shared<std::string>("engine");
    auto ep = std::make_shared<std::string>("xfen");
    cmd->add_option("--impl", *impl, "The implementation served")
        ->check(CLI::IsMember({"engine", "oracle"}))
        ->capture_default_str();
    cmd->add_option("--ep", *ep, "The en passant spelling of every FEN it writes")
        ->check(CLI::IsMember({"full", "xfen", "legal"}))
        ->capture_default_str();
    cmd->callback([impl, ep] {
        Server server(*impl, *harness::spelling_from_name(*ep));
        std::string line;
        while (std::getline(std::cin, line)) {
            const auto reply = server.answer(line);
            if (!reply) break;
            std::cout << reply->dump() << '\n' << std::flush;
        }
    });
}

}  // namespace cli
