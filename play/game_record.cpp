#include "play/game_record.hpp"

namespace fog::play {

records::GameRecord game_record(const GameResult& g, const std::string& source) {
    records::GameRecord r;
    r.source = source;
    r.start_fen = g.start_fen;
    r.moves = g.moves();
    r.result = g.score();
    r.end_reason = g.end_reason;
    r.tags["White"] = g.player[White];
    r.tags["Black"] = g.player[Black];
    r.tags["roomId"] = source;
    return r;
}

}  // namespace fog::play
