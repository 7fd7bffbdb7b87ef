#include "replay/game_set.hpp"

#include "replay/replay.hpp"

namespace fog::replay {

GameSet read_game_set(const std::vector<std::string>& files, const records::ReadOptions& options) {
    GameSet set;
    for (const std::string& file : files) {
        records::ReadResult read = records::read_records(file, options);
        set.errors.insert(set.errors.end(), read.errors.begin(), read.errors.end());
        set.warnings.insert(set.warnings.end(), read.warnings.begin(), read.warnings.end());
        for (std::size_t i = 0; i < read.games.size(); ++i)
            set.games.push_back({game_id(read.games[i], i, read.games.size()), std::move(read.games[i])});
    }
    return set;
}

}  // namespace fog::replay
