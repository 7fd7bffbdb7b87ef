#include "external/diff/sources/diff_scenario_file.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "external/protocol/bounded_json.hpp"

namespace external {
namespace {

using Json = nlohmann::json;

const Json& required(const Json& doc, const char* name, bool (Json::*is)() const noexcept, const char* type) {
    const auto it = doc.find(name);
    if (it == doc.end()) throw std::invalid_argument(std::string("the scenario has no \"") + name + "\"");
    if (!((*it).*is)()) throw std::invalid_argument(std::string("\"") + name + "\" must be " + type);
    return *it;
}

DiffScenario read_checked(const std::string& text);

Json probes_json(const std::vector<Probe>& probes) {
    Json out = Json::array();
    for (const Probe& p : probes) {
        Json item = {{"request", p.request}};
        if (!p.other_reading_accepts.empty()) item["open_question"] = p.other_reading_accepts;
        out.push_back(item);
    }
    return out;
}

}  // namespace

std::string write_diff_scenario(const DiffScenario& s) {
    Json doc = {{"format", kDiffScenarioFormat},
                {"version", 1},
                {"against", s.against},
                {"reference", s.settings.reference},
                {"belief_limit", s.settings.belief_limit},
                {"belief_max", s.settings.belief_max},
                {"belief_sample", s.settings.belief_sample},
                {"own_observation", s.game.own_observation},
                {"source", s.game.source},
                {"start", s.game.start_fen},
                {"moves", s.game.moves},
                {"probes", probes_json(s.game.probes)},
                {"minimized_from", {{"source", s.original_source}, {"plies", s.original_plies}}}};
    if (s.game.refusals_only) doc["refusals_only"] = true;
    if (!s.known.empty()) doc["known"] = s.known;
    if (s.found) {
        Json found = {{"ply", s.found->ply}, {"check", s.found->check}, {"details", s.found->details}};
        if (s.found->disagreement)
            found["disagreement"] = {{"what", s.found->disagreement->what},
                                     {"reference_answer", s.found->disagreement->left},
                                     {"external_answer", s.found->disagreement->right}};
        doc["found"] = found;
    }
    // Texts quoted from a peer may hold any bytes: replaced, never thrown.
    return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

DiffScenario read_diff_scenario(const std::string& text) {
    try {
        return read_checked(text);
    } catch (const nlohmann::json::exception& e) {
        throw std::invalid_argument(e.what());
    }
}

namespace {

// An optional string field: absent gives `fallback`, another type is refused by name.
std::string optional_string(const Json& doc, const char* name, const std::string& fallback) {
    if (!doc.contains(name)) return fallback;
    return required(doc, name, &Json::is_string, "a string").get<std::string>();
}

DiffScenario read_checked(const std::string& text) {
    const BoundedJson parsed = parse_bounded_json(text);
    if (!parsed.error.empty()) throw std::invalid_argument("the scenario is " + parsed.error);
    const Json& doc = parsed.value;
    if (!doc.is_object()) throw std::invalid_argument("not a JSON object");
    if (optional_string(doc, "format", "") != kDiffScenarioFormat)
        throw std::invalid_argument(std::string("\"format\" must be \"") + kDiffScenarioFormat + "\"");
    DiffScenario s;
    s.game.start_fen = required(doc, "start", &Json::is_string, "a FEN string").get<std::string>();
    for (const Json& m : required(doc, "moves", &Json::is_array, "an array of UCI moves")) {
        if (!m.is_string()) throw std::invalid_argument("\"moves\" must hold strings");
        s.game.moves.push_back(m.get<std::string>());
    }
    if (doc.contains("probes"))
        for (const Json& probe : required(doc, "probes", &Json::is_array, "an array of probes")) {
            if (!probe.is_object() || !probe.contains("request") || !probe["request"].is_object())
                throw std::invalid_argument("\"probes\" must hold objects with a \"request\" object");
            Probe p{probe["request"], {}};
            if (probe.contains("open_question")) {
                if (!probe["open_question"].is_string())
                    throw std::invalid_argument("a probe's \"open_question\" must be a clause ID");
                p.other_reading_accepts = probe["open_question"].get<std::string>();
            }
            s.game.probes.push_back(std::move(p));
        }
    if (doc.contains("own_observation"))
        s.game.own_observation = required(doc, "own_observation", &Json::is_boolean, "true or false").get<bool>();
    if (doc.contains("refusals_only"))
        s.game.refusals_only = required(doc, "refusals_only", &Json::is_boolean, "true or false").get<bool>();
    if (doc.contains("reference")) {
        s.settings.reference =
            required(doc, "reference", &Json::is_string, "\"oracle\" or \"engine\"").get<std::string>();
        if (s.settings.reference != "oracle" && s.settings.reference != "engine")
            throw std::invalid_argument("\"reference\" must be \"oracle\" or \"engine\"");
    }
    if (doc.contains("belief_limit"))
        s.settings.belief_limit =
            required(doc, "belief_limit", &Json::is_number_unsigned, "a non-negative integer").get<std::size_t>();
    for (const auto& [field, value] : {std::pair{"belief_max", &s.settings.belief_max},
                                       std::pair{"belief_sample", &s.settings.belief_sample}})
        if (doc.contains(field))
            *value = required(doc, field, &Json::is_number_unsigned, "a non-negative integer").get<std::size_t>();
    if (doc.contains("known"))
        for (const Json& k : required(doc, "known", &Json::is_array, "an array of finding signatures")) {
            if (!k.is_string() || k.get<std::string>().empty())
                throw std::invalid_argument("\"known\" must hold finding signatures (non-empty strings)");
            s.known.push_back(k.get<std::string>());
        }
    s.game.source = optional_string(doc, "source", "scenario file");
    s.against = optional_string(doc, "against", "");
    s.settings.max_plies = s.game.moves.size();
    return s;
}

}  // namespace

}  // namespace external
