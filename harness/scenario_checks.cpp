#include "harness/scenario_checks.hpp"

#include <array>
#include <vector>

#include "engine/fen.hpp"
#include "engine/key.hpp"
#include "harness/convert_engine.hpp"

namespace harness {

namespace {

constexpr std::array<Spelling, 3> kSpellings = {Spelling::Full, Spelling::Xfen, Spelling::Legal};

std::string spelling_name(Spelling s) {
    switch (s) {
        case Spelling::Full: return "full";
        case Spelling::Xfen: return "xfen";
        case Spelling::Legal: return "legal";
    }
    return "?";
}

ScenarioFailure failure(std::string check, std::optional<Disagreement> d, std::string left, std::string right,
                        std::string details = {}) {
    ScenarioFailure f;
    f.check = std::move(check);
    f.disagreement = std::move(d);
    f.left_name = std::move(left);
    f.right_name = std::move(right);
    f.details = std::move(details);
    return f;
}

}  // namespace

bool clocks_parseable(const NeutralPosition& p) {
    return p.halfmove >= 0 && p.halfmove <= 100 && p.fullmove >= 1 && p.fullmove <= 999999;
}

std::optional<ScenarioFailure> check_round_trip(const Implementation& impl, bool allow_missing_kings) {
    const NeutralPosition original = impl.position();
    if (!clocks_parseable(original)) return std::nullopt;
    const std::string who = impl.name();
    for (Spelling s : kSpellings) {
        const std::string check = who + " re-reads its own " + spelling_name(s) + " FEN";
        const std::string text = impl.fen(s);
        auto again = make_implementation(who);
        if (std::string error = again->load(text, allow_missing_kings); !error.empty())
            return failure(check, std::nullopt, who, "re-read", "rejected '" + text + "': " + error);
        if (s == Spelling::Legal) {
            // The legal spelling may drop the square (rules §4); nothing else.
            NeutralPosition expected = original;
            if (again->position().en_passant == -1) expected.en_passant = -1;
            if (again->position() != expected)
                return failure(check, Disagreement{"position", describe(expected), describe(again->position())},
                               "written", "re-read", "text '" + text + "'");
        } else if (auto d = compare_state(impl, *again)) {
            return failure(check, d, "written", "re-read", "text '" + text + "'");
        }
        if (const std::string rewritten = again->fen(s); rewritten != text)
            return failure(check, Disagreement{"FEN text written again", text, rewritten}, "first", "second");
    }
    return std::nullopt;
}

std::optional<ScenarioFailure> check_cross_reading(const Implementation& engine, const Implementation& oracle,
                                                   bool allow_missing_kings) {
    const NeutralPosition original = engine.position();
    if (!clocks_parseable(original)) return std::nullopt;
    // A parser reads the same text the same way, and the twelve (spelling,
    // writer, reader) readings share few distinct texts (both writers
    // usually agree, and the spellings differ only around an en passant
    // square): each distinct text is parsed once per reader and its
    // reading reused, so every comparison below still happens.
    struct Reading {
        std::string reader, text, error;
        NeutralPosition position;
    };
    std::vector<Reading> readings;
    const auto read_once = [&](const char* reader_name, const std::string& text) -> const Reading& {
        for (const Reading& r : readings)
            if (r.reader == reader_name && r.text == text) return r;
        auto reader = make_implementation(reader_name);
        Reading r{reader_name, text, reader->load(text, allow_missing_kings), {}};
        if (r.error.empty()) r.position = reader->position();
        return readings.emplace_back(std::move(r));
    };
    readings.reserve(12);  // every reading at most once: references stay valid
    for (Spelling s : kSpellings) {
        // What every reading must give: the position itself, except that
        // the legal spelling may have dropped the square (rules §4); then
        // every reading must have dropped it.
        std::optional<NeutralPosition> expected;
        std::string expected_label = "the position";
        if (s != Spelling::Legal) expected = original;
        for (const Implementation* writer : {&engine, &oracle}) {
            const std::string text = writer->fen(s);
            for (const char* reader_name : {"engine", "oracle"}) {
                const std::string label =
                    std::string(reader_name) + " reading " + writer->name() + "'s " + spelling_name(s) + " FEN";
                const Reading& reading = read_once(reader_name, text);
                if (!reading.error.empty())
                    return failure("every reader accepts every writer's FEN", std::nullopt, label, "",
                                   label + " rejected '" + text + "': " + reading.error);
                const NeutralPosition& read = reading.position;
                if (!expected) {
                    NeutralPosition allowed = original;
                    allowed.en_passant = read.en_passant == -1 ? -1 : original.en_passant;
                    if (read != allowed)
                        return failure("the legal spelling changes nothing but the en passant square",
                                       Disagreement{"position", describe(original), describe(read)}, "the position",
                                       label, "text '" + text + "'");
                    expected = read;
                    expected_label = label;
                } else if (read != *expected) {
                    return failure("every spelling read by every parser means the same position",
                                   Disagreement{"position", describe(*expected), describe(read)}, expected_label,
                                   label, "text '" + text + "'");
                }
            }
        }
    }
    return std::nullopt;
}

std::optional<ScenarioFailure> check_key_round_trip(const std::string& fen, bool allow_missing_kings) {
    const fog::FenResult parsed =
        fog::parse_fen(fen, allow_missing_kings ? fog::KingRule::MayBeMissing : fog::KingRule::Required);
    if (!parsed.position) return std::nullopt;
    const fog::Position& p = *parsed.position;
    const fog::PositionKey key = fog::position_key(p);
    const fog::Position decoded = fog::position_from_key(key, p.fullmove);
    if (to_neutral(decoded) != to_neutral(p))
        return failure("engine key decodes to the position it was made from",
                       Disagreement{"position", describe(to_neutral(p)), describe(to_neutral(decoded))}, "position",
                       "decoded");
    const std::string canonical = fog::belief_fen(p);
    const fog::FenResult reread =
        fog::parse_fen(canonical, allow_missing_kings ? fog::KingRule::MayBeMissing : fog::KingRule::Required);
    if (!reread.position)
        return failure("engine re-reads its canonical FEN", std::nullopt, "", "",
                       "rejected '" + canonical + "': " + reread.error);
    if (fog::position_key(*reread.position) != key)
        return failure("canonical FEN gives back the same key",
                       Disagreement{"position", describe(to_neutral(p)), describe(to_neutral(*reread.position))},
                       "position", "re-read", "text '" + canonical + "'");
    return std::nullopt;
}

}  // namespace harness
