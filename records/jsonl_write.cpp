// Writing the server event log (see jsonl.cpp for the format).
#include <nlohmann/json.hpp>

#include "records/coordinate_move.hpp"
#include "records/game_builder.hpp"
#include "records/records.hpp"
#include "records/record_replay.hpp"

namespace fog::records {
namespace {

using Json = nlohmann::ordered_json;  // keeps "type" first, as the servers do

std::string line_of(const Json& event) {
    // Tags may hold bytes that are not UTF-8 (from a PGN file); they are
    // replaced rather than thrown about.
    return event.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n";
}

std::string room_id(const GameRecord& record) {
    const auto it = record.tags.find("roomId");
    return it != record.tags.end() ? it->second : record.source;
}

Json end_event(const GameRecord& record, const std::string& room, std::size_t plies) {
    Json event;
    const bool clock = record.end_reason == "clock-expired";
    event["type"] = clock ? "clock-expired" : "game-over";
    event["at"] = plies;
    event["roomId"] = room;
    const bool white_won = record.result == "1-0";
    const bool black_won = record.result == "0-1";
    if (clock) {
        if (white_won || black_won) event["color"] = white_won ? "black" : "white";
        return event;
    }
    event["reason"] = record.end_reason;
    if (white_won) event["winner"] = "white";
    else if (black_won) event["winner"] = "black";
    else if (record.result == "1/2-1/2") event["winner"] = "draw";
    else event["winner"] = nullptr;
    return event;
}

}  // namespace

std::string write_jsonl(const GameRecord& record) {
    const std::string room = room_id(record);
    Json created;
    created["type"] = "room-created";
    created["at"] = 0;
    created["roomId"] = room;
    const auto variant = record.tags.find("variant");
    created["variant"] = variant != record.tags.end() ? variant->second : "fog-of-war";
    created["offer"] = Json::array();
    if (!detail::is_standard_start(record)) created["fen"] = record.start_fen;
    std::string out = line_of(created);

    const detail::Replay replay = detail::replay_record(record);
    for (std::size_t i = 0; i < replay.good_moves(); ++i) {
        const Move m = record.moves[i];
        Json move;
        move["from"] = square_name(m.from());
        move["to"] = square_name(m.kind() == MoveKind::Castling ? detail::castling_rook_square(m) : m.to());
        if (m.is_promotion()) move["promotion"] = detail::promotion_name(m.promotion());
        Json event;
        event["type"] = "move-played";
        event["at"] = i + 1;
        event["roomId"] = room;
        event["color"] = detail::colour_name(replay.before[i].side);
        event["move"] = move;
        out += line_of(event);
    }
    if (!record.end_reason.empty() && !detail::is_rules_reason(record.end_reason))
        out += line_of(end_event(record, room, replay.good_moves()));
    return out;
}

}  // namespace fog::records
