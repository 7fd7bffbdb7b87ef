#include "harness/scenario_checks.hpp"

#include <array>
#include <memory>
#include <stdexcept>
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

// The re-readers the checks load texts into, one of each kind per thread:
// a load starts one afresh, and making new ones for every check was a
// large share of the fuzzers' allocations. No caller holds one, so a
// check never re-reads into the implementation it is checking.
Implementation& re_reader(const std::string& name) {
    thread_local const std::unique_ptr<Implementation> engine = make_implementation("engine");
    thread_local const std::unique_ptr<Implementation> oracle = make_implementation("oracle");
    if (name == "engine") return *engine;
    if (name == "oracle") return *oracle;
    throw std::logic_error("no re-reader for an implementation named '" + name + "'");
}

}  // namespace

bool clocks_parseable(const NeutralPosition& p) {
    return p.halfmove >= 0 && p.halfmove <= 100 && p.fullmove >= 1 && p.fullmove <= 999999;
}

std::optional<ScenarioFailure> check_round_trip(const Implementation& impl, bool allow_missing_kings) {
    const NeutralPosition original = impl.position();
    if (!clocks_parseable(original)) return std::nullopt;
    const std::string who = impl.name();
    // One re-reader for the three spellings: a load starts it afresh.
    Implementation* const again = &re_reader(who);
    for (Spelling s : kSpellings) {
        const std::string check = who + " re-reads its own " + spelling_name(s) + " FEN";
        const std::string text = impl.fen(s);
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
    // reading reused, so every comparison below still happens. One reader
    // of each kind does all its parsing.
    struct Reading {
        std::size_t reader;
        std::string text, error;
        NeutralPosition position;
    };
    constexpr std::array<const char*, 2> kReaderNames = {"engine", "oracle"};
    const std::array<Implementation*, 2> readers = {&re_reader(kReaderNames[0]), &re_reader(kReaderNames[1])};
    std::vector<Reading> readings;
    const auto read_once = [&](std::size_t reader, const std::string& text) -> const Reading& {
        for (const Reading& r : readings)
            if (r.reader == reader && r.text == text) return r;
        Reading r{reader, text, readers[reader]->load(text, allow_missing_kings), {}};
        if (r.error.empty()) r.position = readers[reader]->position();
        return readings.emplace_back(std::move(r));
    };
    readings.reserve(12);  // every reading at most once: references stay valid
    // Labels name a reading in a failure only: built when one is reported.
    const auto label_of = [&](std::size_t reader, const Implementation& writer, Spelling s) {
        return std::string(kReaderNames[reader]) + " reading " + writer.name() + "'s " + spelling_name(s) + " FEN";
    };
    for (Spelling s : kSpellings) {
        // What every reading must give: the position itself, except that
        // the legal spelling may have dropped the square (rules §4); then
        // every reading must have dropped it.
        std::optional<NeutralPosition> expected;
        // The reading that set `expected`, if one did (legal spelling).
        std::optional<std::pair<std::size_t, const Implementation*>> expected_from;
        if (s != Spelling::Legal) expected = original;
        for (const Implementation* writer : {&engine, &oracle}) {
            const std::string text = writer->fen(s);
            for (std::size_t reader = 0; reader < readers.size(); ++reader) {
                const Reading& reading = read_once(reader, text);
                if (!reading.error.empty()) {
                    const std::string label = label_of(reader, *writer, s);
                    return failure("every reader accepts every writer's FEN", std::nullopt, label, "",
                                   label + " rejected '" + text + "': " + reading.error);
                }
                const NeutralPosition& read = reading.position;
                if (!expected) {
                    NeutralPosition allowed = original;
                    allowed.en_passant = read.en_passant == -1 ? -1 : original.en_passant;
                    if (read != allowed)
                        return failure("the legal spelling changes nothing but the en passant square",
                                       Disagreement{"position", describe(original), describe(read)}, "the position",
                                       label_of(reader, *writer, s), "text '" + text + "'");
                    expected = read;
                    expected_from = {reader, writer};
                } else if (read != *expected) {
                    return failure("every spelling read by every parser means the same position",
                                   Disagreement{"position", describe(*expected), describe(read)},
                                   expected_from ? label_of(expected_from->first, *expected_from->second, s)
                                                 : std::string("the position"),
                                   label_of(reader, *writer, s),
                                   "text '" + text + "'");
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
