// UCI move lists, read and written (layouts and decisions in records.hpp).
#include <fmt/format.h>

#include <algorithm>

#include "records/coordinate_move.hpp"
#include "records/formats.hpp"
#include "records/game_builder.hpp"
#include "records/record_replay.hpp"
#include "records/text.hpp"

namespace fog::records {
namespace detail {
namespace {

bool is_number(std::string_view w) {
    if (w.empty()) return false;
    for (char c : w)
        if (c < '0' || c > '9') return false;
    return true;
}

struct Word {
    int line = 0;
    std::string_view text;
};

// Reads the optional header; returns the index of the first move word, or
// -1 after reporting a bad header.
long read_header(const std::vector<Word>& words, std::string& fen, GameBuilder& builder) {
    std::size_t i = 0;
    if (i < words.size() && words[i].text == "position") ++i;
    if (i < words.size() && words[i].text == "startpos") {
        ++i;
    } else if (i < words.size() && words[i].text == "fen") {
        // Strict: exactly six fields. Lenient: the four fields of the
        // position, then clocks only where they are numbers (a move or
        // "moves" ends the FEN early; normalize_fen completes it).
        std::size_t count = 6;
        if (!builder.strict()) {
            count = std::min<std::size_t>(4, words.size() - i - 1);
            while (count < 6 && i + 1 + count < words.size() && is_number(words[i + 1 + count].text)) ++count;
        }
        if (words.size() < i + 1 + count || (builder.strict() ? count < 6 : count < 4)) {
            builder.skip_game(words[i].line,
                              fmt::format("\"fen\" needs the {} fields of a FEN after it; game skipped",
                                          builder.strict() ? "six" : "four to six"),
                              "bad UCI header");
            return -1;
        }
        for (std::size_t f = i + 1; f <= i + count; ++f) {
            if (!fen.empty()) fen += ' ';
            fen += words[f].text;
        }
        i += count + 1;
    } else if (i > 0) {
        builder.skip_game(words[0].line, "\"position\" must be followed by \"startpos\" or \"fen\"; game skipped",
                          "bad UCI header");
        return -1;
    }
    if (i < words.size() && words[i].text == "moves") ++i;
    return long(i);
}

void read_game(GameBuilder& builder, const std::vector<Word>& words) {
    if (words.empty()) return;
    std::string fen;
    const long first = read_header(words, fen, builder);
    if (first < 0 || !builder.open(words.front().line, fen)) return;
    for (std::size_t i = std::size_t(first); i < words.size() && builder.accepting(); ++i) {
        const Resolved resolved = resolve_uci(builder.position(), words[i].text);
        if (!resolved.move) builder.fail(words[i].line, words[i].text, resolved.error);
        else builder.play(*resolved.move, words[i].line, words[i].text);
    }
    builder.close();
}

}  // namespace

ReadResult parse_uci(std::string_view content, const std::string& source, const ReadOptions& options) {
    ReadResult out;
    GameBuilder builder(source, out, options);
    std::vector<std::vector<Word>> lines;
    for (const Line& line : split_lines(content)) {
        const std::string_view text = trim(line.text);
        if (text.empty() || text.front() == '#') continue;
        std::vector<Word> words;
        for (std::string_view w : split_words(text)) words.push_back({line.number, w});
        lines.push_back(std::move(words));
    }
    bool one_move_per_line = lines.size() >= 2;
    for (std::size_t i = 1; i < lines.size(); ++i)
        if (lines[i].size() != 1) one_move_per_line = false;

    if (one_move_per_line) {
        std::vector<Word> game;
        for (const auto& words : lines) game.insert(game.end(), words.begin(), words.end());
        read_game(builder, game);
    } else {
        for (const auto& words : lines) read_game(builder, words);
    }
    return out;
}

}  // namespace detail

std::string write_uci(const GameRecord& record) {
    std::string out = "startpos moves";
    if (!detail::is_standard_start(record)) out = fmt::format("fen {} moves", record.start_fen);
    const detail::Replay replay = detail::replay_record(record);
    for (std::size_t i = 0; i < replay.good_moves(); ++i) {
        out += ' ';
        out += to_uci(record.moves[i]);
    }
    return out + "\n";
}

}  // namespace fog::records
