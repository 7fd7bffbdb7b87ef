// Reading the fog-chess servers' JSONL event log. The format and every
// reading decision are documented in records.hpp. Events are read first and
// grouped into games, because whether an event ends a game depends on
// whether moves follow it.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "records/coordinate_move.hpp"
#include "records/formats.hpp"
#include "records/game_builder.hpp"
#include "records/text.hpp"

namespace fog::records::detail {
namespace {

using Json = nlohmann::json;

struct Event {
    int line = 0;
    Json value;
    std::string type;   // empty when the line is bad
    std::string fault;  // why the line is bad
    // A bad line that mentions room-created still opens a new game, so that
    // one corrupted line does not swallow the game after it.
    bool opens_game = false;
};

Event read_event(const Line& line) {
    Event event;
    event.line = line.number;
    event.opens_game = line.text.find("\"room-created\"") != std::string_view::npos;
    // nlohmann's lexer takes a NUL byte for the end of the text and would
    // read '{...}\0anything' as '{...}'; JSON text holds no NUL anywhere.
    if (const std::size_t nul = line.text.find('\0'); nul != std::string_view::npos) {
        event.fault = fmt::format("not valid JSON (a NUL byte at column {})", nul + 1);
        return event;
    }
    try {
        event.value = Json::parse(line.text.begin(), line.text.end());
    } catch (const Json::exception& e) {
        event.fault = fmt::format("not valid JSON ({})", excerpt(e.what(), 160));
        return event;
    }
    if (!event.value.is_object()) {
        event.fault = fmt::format("a JSON {} where an event object was expected", event.value.type_name());
        return event;
    }
    const auto type = event.value.find("type");
    if (type == event.value.end() || !type->is_string() || type->get_ref<const std::string&>().empty()) {
        event.fault = "an event without a \"type\" string";
        return event;
    }
    event.type = type->get<std::string>();
    event.opens_game = event.type == "room-created";
    return event;
}

// A field's value described for a message, without dumping nested values
// (whose depth is untrusted).
std::string describe(const Json& v) {
    if (v.is_string()) return fmt::format("the string \"{}\"", excerpt(v.get_ref<const std::string&>()));
    if (v.is_number() || v.is_boolean() || v.is_null()) return fmt::format("{} {}", v.type_name(), v.dump());
    return fmt::format("an {}", v.type_name());
}

const std::string* string_field(const Json& object, const char* name) {
    const auto it = object.find(name);
    return it != object.end() && it->is_string() ? &it->get_ref<const std::string&>() : nullptr;
}

void read_room(GameBuilder& builder, const Event& event) {
    const std::string* fen = string_field(event.value, "fen");
    if (!builder.open(event.line, fen ? *fen : std::string_view{})) return;
    for (const auto& [key, value] : event.value.items()) {
        if (key == "type" || key == "at" || key == "fen") continue;
        if (value.is_string()) builder.record().tags[key] = value.get<std::string>();
        else if (value.is_number() || value.is_boolean()) builder.record().tags[key] = value.dump();
    }
    const std::string* variant = string_field(event.value, "variant");
    if (variant && *variant != "fog-of-war")
        builder.warn(event.line, fmt::format("room variant is \"{}\", not \"fog-of-war\"; read under fog rules",
                                             excerpt(*variant)));
}

// Text of the move for messages: "e7e8=queen", or what is there of it.
std::string move_text(const Json& move) {
    if (!move.is_object()) return {};
    const std::string* from = string_field(move, "from");
    const std::string* to = string_field(move, "to");
    const std::string* promotion = string_field(move, "promotion");
    std::string text = from ? *from : "?";
    text += to ? *to : "?";
    if (promotion) {
        text += '=';
        text += *promotion;
    }
    return text;
}

void read_move(GameBuilder& builder, const Event& event) {
    const auto move_it = event.value.find("move");
    if (move_it == event.value.end() || !move_it->is_object()) {
        builder.fail(event.line, "?",
                     move_it == event.value.end() ? "move-played without a \"move\" object"
                                                  : fmt::format("\"move\" is {}, not an object", describe(*move_it)));
        return;
    }
    const Json& move = *move_it;
    const std::string text = move_text(move);
    const Position& p = builder.position();

    const auto colour = event.value.find("color");
    if (colour != event.value.end()) {
        const std::string expected(colour_name(p.side));
        if (!colour->is_string() || colour->get_ref<const std::string&>() != expected) {
            builder.fail(event.line, text, fmt::format("\"color\" is {}, but {} is to move", describe(*colour), expected));
            return;
        }
    }
    std::optional<Square> squares[2];
    const char* names[2] = {"from", "to"};
    for (int i = 0; i < 2; ++i) {
        const auto it = move.find(names[i]);
        if (it == move.end()) {
            builder.fail(event.line, text, fmt::format("\"move\" has no \"{}\" square", names[i]));
            return;
        }
        if (it->is_string()) squares[i] = parse_square(it->get_ref<const std::string&>());
        if (!squares[i]) {
            builder.fail(event.line, text,
                         fmt::format("\"move.{}\" is {}, not a square name like \"e2\"", names[i], describe(*it)));
            return;
        }
    }
    PieceType promotion = NoPieceType;
    const auto promo = move.find("promotion");
    if (promo != move.end() && !promo->is_null()) {
        const auto piece = promo->is_string() ? promotion_from_name(promo->get_ref<const std::string&>()) : std::nullopt;
        if (!piece) {
            builder.fail(event.line, text,
                         fmt::format("\"move.promotion\" is {}, not queen, rook, bishop or knight", describe(*promo)));
            return;
        }
        promotion = *piece;
    }
    const Resolved resolved = resolve_squares(p, *squares[0], *squares[1], promotion);
    if (!resolved.move) {
        builder.fail(event.line, text, resolved.error);
        return;
    }
    builder.play(*resolved.move, event.line, text);
}

bool is_draw_reason(std::string_view reason) {
    for (std::string_view draw : {"draw", "agreement", "draw-agreed", "stalemate", "fifty-moves", "repetition",
                                  "no-moves", "no-legal-moves", "insufficient-material"})
        if (reason == draw) return true;
    return false;
}

void read_end(GameBuilder& builder, const Event& event) {
    const std::string* reason_field = string_field(event.value, "reason");
    const std::string reason = reason_field && !reason_field->empty() ? *reason_field : event.type;
    std::string result = "*";
    const std::string* winner = string_field(event.value, "winner");
    const std::string* colour = string_field(event.value, "color");
    if (winner && *winner == "white") result = "1-0";
    else if (winner && *winner == "black") result = "0-1";
    else if ((winner && *winner == "draw") || is_draw_reason(reason)) result = "1/2-1/2";
    else if (colour && *colour == "white") result = "0-1";
    else if (colour && *colour == "black") result = "1-0";
    builder.state_end(event.line, reason, result);
}

// One game: events from a room-created (or the file's first event) up to
// the next room-created.
void read_game(GameBuilder& builder, const std::vector<Event>& events, std::size_t begin, std::size_t end) {
    std::size_t last_move = begin;
    for (std::size_t i = begin; i < end; ++i)
        if (events[i].type == "move-played") last_move = i;

    const Event& first = events[begin];
    std::size_t i = begin;
    if (first.type == "room-created") {
        read_room(builder, first);
        ++i;
    } else if (first.opens_game) {
        builder.file_error(first.line, first.fault + "; the line looks like a room-created event, so a game from the "
                                                     "standard start begins here");
        builder.open(first.line, {});
        ++i;
    } else {
        builder.warn(first.line, "no room-created event before this line; a game from the standard start begins here");
        builder.open(first.line, {});
    }
    if (!builder.is_open()) return;  // bad start FEN, already reported
    bool ended = false;
    for (; i < end && builder.accepting(); ++i) {
        const Event& event = events[i];
        if (!event.fault.empty()) {
            builder.fail(event.line, {}, event.fault);
        } else if (event.type == "move-played") {
            read_move(builder, event);
        } else if (i < last_move) {
            builder.warn(event.line, fmt::format("event \"{}\" ignored: moves follow it", excerpt(event.type)));
        } else if (!ended) {
            read_end(builder, event);
            ended = true;
        } else {
            builder.warn(event.line, fmt::format("event \"{}\" after the game's end ignored", excerpt(event.type)));
        }
    }
    if (i < end)
        builder.warn(events[i].line, fmt::format("{} line(s) of the game from here on skipped after its fault at line {}",
                                                 end - i, events[i - 1].line));
    builder.close();
}

}  // namespace

ReadResult parse_jsonl(std::string_view content, const std::string& source, const ReadOptions& options) {
    ReadResult out;
    std::vector<Event> events;
    for (const Line& line : split_lines(content))
        if (!is_blank(line.text)) events.push_back(read_event(line));

    GameBuilder builder(source, out, options);
    std::size_t begin = 0;
    for (std::size_t i = 1; i <= events.size(); ++i) {
        if (i == events.size() || events[i].opens_game) {
            if (begin < events.size()) read_game(builder, events, begin, i);
            begin = i;
        }
    }
    return out;
}

}  // namespace fog::records::detail
