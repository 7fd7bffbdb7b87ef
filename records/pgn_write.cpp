// PGN writing: export-style tags and SAN movetext (see records.hpp).
#include <fmt/format.h>

#include <array>

#include "records/records.hpp"
#include "records/record_replay.hpp"
#include "records/san.hpp"

namespace fog::records {
namespace {

constexpr std::array<const char*, 7> kRoster = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

std::string tag_line(std::string_view name, std::string_view value) {
    std::string clean_name;
    for (char c : name) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
        clean_name += ok ? c : '_';
    }
    std::string escaped;
    for (char c : value) {
        if (c == '\\' || c == '"') escaped += '\\';
        escaped += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return fmt::format("[{} \"{}\"]\n", clean_name.empty() ? "_" : clean_name, escaped);
}

bool is_roster_or_field(const std::string& name) {
    for (const char* r : kRoster)
        if (name == r) return true;
    return name == "SetUp" || name == "FEN" || name == "Termination";
}

// Appends words to lines of at most 80 characters.
class Wrapper {
public:
    void add(const std::string& word) {
        if (!line_.empty() && line_.size() + 1 + word.size() > 80) {
            text_ += line_ + "\n";
            line_.clear();
        }
        if (!line_.empty()) line_ += ' ';
        line_ += word;
    }
    std::string finish() { return text_ + line_ + "\n"; }

private:
    std::string text_;
    std::string line_;
};

}  // namespace

std::string write_pgn(const GameRecord& record) {
    const std::string result =
        record.result == "1-0" || record.result == "0-1" || record.result == "1/2-1/2" ? record.result : "*";
    std::string out;
    for (const char* name : kRoster) {
        const auto it = record.tags.find(name);
        std::string value = it != record.tags.end() ? it->second : (std::string_view(name) == "Date" ? "????.??.??" : "?");
        if (std::string_view(name) == "Result") value = result;
        out += tag_line(name, value);
    }
    if (!detail::is_standard_start(record)) out += tag_line("SetUp", "1") + tag_line("FEN", record.start_fen);
    for (const auto& [name, value] : record.tags)
        if (!is_roster_or_field(name)) out += tag_line(name, value);
    const auto termination = record.tags.find("Termination");
    if (!record.end_reason.empty()) out += tag_line("Termination", record.end_reason);
    else if (termination != record.tags.end()) out += tag_line("Termination", termination->second);
    out += "\n";

    const detail::Replay replay = detail::replay_record(record);
    Wrapper movetext;
    for (std::size_t i = 0; i < replay.good_moves(); ++i) {
        const Position& before = replay.before[i];
        if (before.side == White) movetext.add(fmt::format("{}.", before.fullmove));
        else if (i == 0) movetext.add(fmt::format("{}...", before.fullmove));
        const Position& after = i + 1 < replay.good_moves() ? replay.before[i + 1] : replay.final;
        movetext.add(detail::to_san(before, record.moves[i]) + detail::check_suffix(after));
    }
    if (replay.good_moves() < record.moves.size())
        movetext.add(fmt::format("{{the record goes on with {}, which does not replay; omitted}}",
                                 to_uci(record.moves[replay.good_moves()])));
    movetext.add(result);
    return out + movetext.finish() + "\n";
}

}  // namespace fog::records
