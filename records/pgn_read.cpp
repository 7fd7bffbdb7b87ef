// PGN reading (what is accepted: records.hpp; SAN: san.hpp). A hand-written
// scanner, because PGN mixes line-based parts (tags, ; comments, % escapes)
// with free-flowing movetext.
#include <fmt/format.h>

#include <optional>

#include "records/formats.hpp"
#include "records/game_builder.hpp"
#include "records/san.hpp"
#include "records/text.hpp"

namespace fog::records::detail {
namespace {

bool is_result(std::string_view w) { return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*"; }

bool is_delimiter(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == '{' || c == '}' ||
           c == '(' || c == ')' || c == '[' || c == ']' || c == ';' || c == '$';
}

// Words made only of annotation glyphs: ! ? !? +- += = -+ ...
bool is_annotation(std::string_view w) {
    for (char c : w)
        if (c != '!' && c != '?' && c != '+' && c != '-' && c != '=' && c != '/') return false;
    return !w.empty();
}

// "12." "12..." "..." prefixes of a move, or a bare move number.
std::string_view strip_move_number(std::string_view w) {
    std::size_t i = 0;
    while (i < w.size() && w[i] >= '0' && w[i] <= '9') ++i;
    std::size_t dots = i;
    while (dots < w.size() && w[dots] == '.') ++dots;
    if (dots > i || dots == w.size()) return w.substr(dots);
    return w;
}

// The value of a tag line like [White ""Chess Guru""]: a name, spaces, and
// everything from the first '"' to a final '"]' (only spaces or '\r' after
// it), with \" and \\ unescaped. Nothing when the line is not of that shape.
std::optional<std::string> unescaped_quotes_value(std::string_view rest, std::size_t name_start,
                                                  const std::string& name) {
    std::size_t i = name_start + name.size();
    if (name.empty() || i >= rest.size() || rest[i] != ' ') return std::nullopt;
    while (i < rest.size() && rest[i] == ' ') ++i;
    if (i >= rest.size() || rest[i] != '"') return std::nullopt;
    std::size_t end = rest.size();
    while (end > 0 && (rest[end - 1] == ' ' || rest[end - 1] == '\r')) --end;
    if (end < i + 3 || rest.substr(end - 2, 2) != "\"]") return std::nullopt;
    std::string value;
    for (std::size_t k = i + 1; k < end - 2; ++k) {
        if (rest[k] == '\\' && k + 1 < end - 2 && (rest[k + 1] == '"' || rest[k + 1] == '\\')) ++k;
        value += rest[k];
    }
    return value;
}

// A Variant tag that names fog chess ("fog-of-war", "Fog of War", ...);
// every other PGN game is read as a standard-chess game (records.hpp).
bool names_fog_variant(const std::map<std::string, std::string>& tags) {
    const auto variant = tags.find("Variant");
    return variant != tags.end() && lower(variant->second).find("fog") != std::string::npos;
}

class PgnReader {
public:
    PgnReader(std::string_view text, const std::string& source, ReadResult& out, const ReadOptions& options)
        : text_(text), builder_(source, out, options) {}

    void run() {
        if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
        while (pos_ < text_.size()) step();
        end_game(false, line_);
    }

private:
    char peek() const { return text_[pos_]; }

    void advance() {
        if (text_[pos_] == '\n') {
            ++line_;
            line_start_ = true;
        }
        ++pos_;
    }

    void skip_to_line_end() {
        while (pos_ < text_.size() && peek() != '\n') ++pos_;
    }

    void step() {
        const char c = peek();
        if (c == '\n' || c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            advance();
            return;
        }
        const bool at_line_start = line_start_;
        line_start_ = false;
        if (c == '%' && at_line_start) return skip_to_line_end();
        if (c == ';') return skip_to_line_end();
        if (c == '{') return skip_comment();
        if (c == '}') {
            builder_.warn(line_, "stray '}' ignored");
            ++pos_;
            return;
        }
        if (c == '[') return read_tag();
        if (c == '(') {
            if (depth_ == 0) variation_line_ = line_;
            ++depth_;
            ++pos_;
            return;
        }
        if (c == ')') {
            ++pos_;
            if (depth_ > 0) --depth_;
            else fault(line_, ")", "')' without a matching '('");
            return;
        }
        if (c == '$') {
            ++pos_;
            while (pos_ < text_.size() && peek() >= '0' && peek() <= '9') ++pos_;
            return;
        }
        const std::size_t start = pos_;
        while (pos_ < text_.size() && !is_delimiter(peek())) ++pos_;
        if (pos_ == start) {
            // A lone ']' outside a tag.
            builder_.warn(line_, "stray ']' ignored");
            ++pos_;
            return;
        }
        if (depth_ == 0) read_word(text_.substr(start, pos_ - start));
    }

    void skip_comment() {
        const int start_line = line_;
        ++pos_;
        while (pos_ < text_.size() && peek() != '}') advance();
        if (pos_ == text_.size()) fault(start_line, {}, "comment '{' never closed");
        else ++pos_;
    }

    // [Name "value"] on one line.
    void read_tag() {
        if (movetext_) end_game(false, line_);
        if (!in_game_) game_line_ = line_;
        in_game_ = true;
        const int line = line_;
        const std::size_t eol = std::min(text_.find('\n', pos_), text_.size());
        std::string_view rest = text_.substr(pos_ + 1, eol - pos_ - 1);
        std::size_t i = 0;
        while (i < rest.size() && rest[i] == ' ') ++i;
        const std::size_t name_start = i;
        while (i < rest.size() && rest[i] != ' ' && rest[i] != '"' && rest[i] != ']') ++i;
        const std::string name(rest.substr(name_start, i - name_start));
        while (i < rest.size() && rest[i] == ' ') ++i;
        std::string value;
        bool ok = !name.empty() && i < rest.size() && rest[i] == '"';
        if (ok) {
            ++i;
            while (i < rest.size() && rest[i] != '"') {
                if (rest[i] == '\\' && i + 1 < rest.size()) ++i;
                value += rest[i++];
            }
            ok = i < rest.size();
            ++i;
        }
        while (ok && i < rest.size() && rest[i] == ' ') ++i;
        ok = ok && i < rest.size() && rest[i] == ']';
        if (!ok) {
            const std::string_view whole = text_.substr(pos_, eol - pos_);
            if (auto loose = unescaped_quotes_value(rest, name_start, name)) {
                // python-chess reads [White ""Chess Guru""] as the value
                // between the first quote and the final "]; so do we.
                builder_.warn(line, fmt::format("tag pair '{}' has unescaped quotes in its value; read as {} = '{}'",
                                                excerpt(whole, 60), excerpt(name), excerpt(*loose, 60)));
                tags_[name] = *loose;
                tag_lines_[name] = line;
            } else {
                builder_.warn(line, fmt::format("malformed tag pair '{}' ignored (expected [Name \"value\"])",
                                                excerpt(whole, 60)));
            }
            pos_ = eol;
            return;
        }
        tags_[name] = value;
        tag_lines_[name] = line;
        pos_ += i + 2;  // past '[' and ']'
    }

    void read_word(std::string_view word) {
        if (is_result(word)) return end_game(true, line_, word);
        const std::string_view move = strip_move_number(word);
        if (move.empty() || move == "e.p." || (move != "--" && is_annotation(move))) return;
        if (!movetext_) begin_movetext();
        if (!builder_.accepting()) return;
        const Resolved resolved = resolve_san(builder_.position(), move);
        if (!resolved.move) builder_.fail(line_, move, resolved.error);
        else builder_.play(*resolved.move, line_, move);
    }

    void begin_movetext() {
        movetext_ = true;
        if (!in_game_) game_line_ = line_;
        in_game_ = true;
        const auto fen = tags_.find("FEN");
        const int fen_line = fen != tags_.end() ? tag_lines_[fen->first] : 0;
        if (fen != tags_.end()) {
            const auto setup = tags_.find("SetUp");
            if (setup == tags_.end() || setup->second != "1") {
                const std::string what = setup == tags_.end()
                                             ? "FEN tag without a SetUp \"1\" tag"
                                             : fmt::format("FEN tag with SetUp \"{}\"", excerpt(setup->second));
                if (builder_.strict()) {
                    builder_.skip_game(fen_line, what + " (--strict); game skipped", "FEN tag without SetUp \"1\"");
                    return;
                }
                builder_.warn(fen_line, what + "; the FEN is used");
            }
        }
        if (!builder_.open(game_line_, fen != tags_.end() ? fen->second : std::string{}, fen_line)) return;
        builder_.set_standard_chess(!names_fog_variant(tags_));
        for (const auto& [name, value] : tags_)
            if (name != "FEN" && name != "SetUp" && name != "Result") builder_.record().tags[name] = value;
    }

    void fault(int line, std::string_view text, std::string message) {
        if (builder_.accepting()) builder_.fail(line, text, std::move(message));
        else if (!builder_.is_open()) builder_.file_error(line, std::move(message));
    }

    void end_game(bool terminated, int line, std::string_view terminator = {}) {
        if (!in_game_ && !terminated) return;
        if (!movetext_) begin_movetext();
        if (depth_ > 0) fault(variation_line_, {}, "variation '(' not closed before the game's end");
        if (builder_.is_open()) {
            const auto tag = tags_.find("Result");
            std::string result = terminated ? std::string(terminator) : "*";
            if (tag != tags_.end() && terminated && tag->second != result)
                builder_.warn(line, fmt::format("Result tag \"{}\" differs from the game's terminator {}; using {}",
                                                excerpt(tag->second), result, result));
            if (tag != tags_.end() && !terminated && is_result(tag->second)) result = tag->second;
            const auto termination = tags_.find("Termination");
            builder_.state_end(line, termination != tags_.end() ? termination->second : std::string{}, result);
            if (!terminated) builder_.warn(line, "game without a result terminator (1-0, 0-1, 1/2-1/2 or *) at its end");
            builder_.close();
        }
        tags_.clear();
        tag_lines_.clear();
        in_game_ = movetext_ = false;
        depth_ = 0;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    bool line_start_ = true;
    GameBuilder builder_;
    std::map<std::string, std::string> tags_;
    std::map<std::string, int> tag_lines_;
    int game_line_ = 0;
    bool in_game_ = false;   // tags or moves seen
    bool movetext_ = false;  // the builder was opened (or its FEN refused)
    int depth_ = 0;          // variation nesting
    int variation_line_ = 0;  // where the outermost open variation began
};

}  // namespace

ReadResult parse_pgn(std::string_view content, const std::string& source, const ReadOptions& options) {
    ReadResult out;
    PgnReader(content, source, out, options).run();
    return out;
}

}  // namespace fog::records::detail
