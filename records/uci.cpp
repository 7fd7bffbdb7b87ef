// UCI move lists, read and written (layouts and decisions in records.hpp).
#include <fmt/format.h>

#include "records/coordinate_move.hpp"
#include "records/formats.hpp"
#include "records/game_builder.hpp"
#include "records/record_replay.hpp"
#include "records/text.hpp"

namespace fog::records {
namespace detail {
namespace {

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
        if (words.size() < i + 7) {
            builder.file_error(words[i].line, "\"fen\" needs the six fields of a FEN after it; game skipped");
            return -1;
        }
        for (std::size_t f = i + 1; f <= i + 6; ++f) {
            if (!fen.empty()) fen += ' ';
            fen += words[f].text;
        }
        i += 7;
    } else if (i > 0) {
        builder.file_error(words[0].line, "\"position\" must be followed by \"startpos\" or \"fen\"; game skipped");
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

ReadResult parse_uci(std::string_view content, const std::string& source) {
    ReadResult out;
    GameBuilder builder(source, out);
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
