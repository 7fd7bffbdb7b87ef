#include "external/diff/findings/known_findings.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

namespace external {
namespace {

constexpr const char* kFormat = "fogproof-known-findings";

[[noreturn]] void bad(const std::string& path, const std::string& what) {
    throw std::invalid_argument(fmt::format("known findings '{}': {}", path, what));
}

std::string text_field(const nlohmann::json& object, const char* name, const std::string& path,
                       const std::string& where, bool required) {
    const auto it = object.find(name);
    if (it == object.end()) {
        if (required) bad(path, fmt::format("{} has no \"{}\"", where, name));
        return {};
    }
    if (!it->is_string()) bad(path, fmt::format("{}.{} is not a string", where, name));
    return it->get<std::string>();
}

}  // namespace

bool KnownFindings::knows(const FindingSignature& s) const {
    // The same reading of the same clause is known wherever it shows (a
    // pawn's vision read otherwise shows in the vision and in the
    // observation, at the start and after a move).
    const std::string text = s.text(), reading = s.reading();
    return std::any_of(findings.begin(), findings.end(), [&](const KnownFinding& k) {
        if (k.signature == text) return true;
        const auto known = signature_from_text(k.signature);
        return !reading.empty() && known && known->reading() == reading;
    });
}

KnownFindings read_known_findings(const std::string& path) {
    std::ifstream file(path);
    if (!file) bad(path, "cannot be read");
    std::stringstream text;
    text << file.rdbuf();
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text.str());
    } catch (const nlohmann::json::parse_error& e) {
        bad(path, fmt::format("not JSON: {}", e.what()));
    }
    if (!doc.is_object()) bad(path, "not a JSON object");
    if (text_field(doc, "format", path, "the document", true) != kFormat)
        bad(path, fmt::format("\"format\" is not \"{}\"", kFormat));
    const auto version = doc.find("version");
    if (version == doc.end() || !version->is_number_integer() || version->get<int>() != 1)
        bad(path, "\"version\" is not 1");
    KnownFindings known;
    known.implementation = text_field(doc, "implementation", path, "the document", false);
    const auto list = doc.find("findings");
    if (list == doc.end() || !list->is_array()) bad(path, "\"findings\" is not an array");
    for (std::size_t i = 0; i < list->size(); ++i) {
        const nlohmann::json& entry = (*list)[i];
        const std::string where = fmt::format("findings[{}]", i);
        if (!entry.is_object()) bad(path, where + " is not an object");
        KnownFinding k{text_field(entry, "signature", path, where, true),
                       text_field(entry, "example", path, where, false)};
        if (k.signature.empty()) bad(path, where + ".signature is empty");
        known.findings.push_back(std::move(k));
    }
    return known;
}

std::string write_known_findings(const KnownFindings& known) {
    nlohmann::json list = nlohmann::json::array();
    for (const KnownFinding& k : known.findings) {
        nlohmann::json entry = {{"signature", k.signature}};
        if (!k.example.empty()) entry["example"] = k.example;
        list.push_back(std::move(entry));
    }
    const nlohmann::json doc = {
        {"format", kFormat}, {"version", 1}, {"implementation", known.implementation}, {"findings", list}};
    return doc.dump(2) + "\n";
}

bool KnownSignatures::known(const DiffGame& game, std::size_t ply, StateKind kind, const std::string& check,
                            const ElementDifference& element, const oracle::ClauseSet& exercised) {
    return known_named(game, ply, {kind, check, name_elements(game, ply, {element}, exercised)});
}

bool KnownSignatures::known_check(StateKind kind, const std::string& check) {
    return known_.knows({state_kind_name(kind), check, "-"});
}

bool KnownSignatures::known_whole(const DiffGame& game, std::size_t ply, const Divergence& divergence,
                                  const oracle::ClauseSet& exercised) {
    return known_named(game, ply,
                       {divergence.kind, divergence.check, name_elements(game, ply, divergence.elements, exercised)});
}

bool KnownSignatures::known_named(const DiffGame& game, std::size_t ply, NamedDivergence named) {
    const std::vector<FindingSignature> signatures = signatures_of({named});
    if (signatures.empty() || !known_.knows(signatures.front())) return false;
    met(game, ply, signatures, std::move(named));
    return true;
}

}  // namespace external
