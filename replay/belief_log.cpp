#include "replay/belief_log.hpp"

#include <fmt/format.h>

#include <cstring>
#include <fstream>

#include "engine/fen.hpp"
#include "records/bounded_line.hpp"

namespace fog::replay {
namespace {

// How a JSON value looks to someone who wrote the wrong one.
std::string kind_of(const nlohmann::json& v) {
    switch (v.type()) {
        case nlohmann::json::value_t::null:
            return "null";
        case nlohmann::json::value_t::boolean:
            return "a boolean";
        case nlohmann::json::value_t::string:
            return "a string";
        case nlohmann::json::value_t::array:
            return "a list";
        case nlohmann::json::value_t::object:
            return "an object";
        case nlohmann::json::value_t::number_float:
            return "a number with a fraction";
        case nlohmann::json::value_t::number_integer:
        case nlohmann::json::value_t::number_unsigned:
            return "a number";
        default:
            return "a value JSON does not have";
    }
}

// Text from the log for a message: quoted, and cut where it runs long.
std::string cut(const std::string& text) {
    constexpr std::size_t kMax = 100;
    return text.size() <= kMax ? fmt::format("\"{}\"", text)
                               : fmt::format("\"{}...\" ({} bytes)", text.substr(0, kMax), text.size());
}

// The field, or null with `error` set when it is missing and required.
const nlohmann::json* field(const nlohmann::json& row, const char* name, bool required, std::string& error) {
    const auto it = row.find(name);
    if (it != row.end()) return &*it;
    if (required) error = fmt::format("no \"{}\" field (a row needs game, ply, perspective and p_after)", name);
    return nullptr;
}

std::optional<bool> boolean(const nlohmann::json* v, const char* name, std::string& error) {
    if (!v) return std::nullopt;
    if (!v->is_boolean()) {
        error = fmt::format("\"{}\" must be true or false, not {}", name, kind_of(*v));
        return std::nullopt;
    }
    return v->get<bool>();
}

std::optional<std::vector<LoggedBoard>> boards(const nlohmann::json& v, std::string& error) {
    if (!v.is_array()) {
        error = fmt::format("\"fens\" must be a list of FEN strings, not {}", kind_of(v));
        return std::nullopt;
    }
    std::vector<LoggedBoard> out;
    out.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (!v[i].is_string()) {
            error = fmt::format("\"fens\"[{}] must be a FEN string, not {}", i, kind_of(v[i]));
            return std::nullopt;
        }
        const std::string& fen = v[i].get_ref<const std::string&>();
        // Any board P can hold, a captured king's side included.
        const FenResult parsed = parse_fen(fen, KingRule::MayBeMissing);
        if (!parsed.position) {
            error = fmt::format("\"fens\"[{}] is not a FEN the engine reads ({}): {}", i, parsed.error, cut(fen));
            return std::nullopt;
        }
        out.push_back({fen, position_key(*parsed.position)});
    }
    return out;
}

}  // namespace

std::optional<LoggedRow> logged_row_from_json(const nlohmann::json& value, std::string& error) {
    if (!value.is_object()) {
        error = fmt::format("a row must be a JSON object, not {}", kind_of(value));
        return std::nullopt;
    }
    LoggedRow row;
    const nlohmann::json* game = field(value, "game", true, error);
    const nlohmann::json* ply = game ? field(value, "ply", true, error) : nullptr;
    const nlohmann::json* perspective = ply ? field(value, "perspective", true, error) : nullptr;
    const nlohmann::json* p_after = perspective ? field(value, "p_after", true, error) : nullptr;
    if (!p_after) return std::nullopt;
    if (!game->is_string())
        error = fmt::format("\"game\" must be a string, not {}", kind_of(*game));
    else if (!ply->is_number_integer() || ply->get<long long>() < 1 || ply->get<long long>() > 1'000'000)
        error = ply->is_number_integer()
                    ? fmt::format("\"ply\" must be 1 or more (1 = the first move), not {}", ply->get<long long>())
                    : fmt::format("\"ply\" must be a whole number, not {}", kind_of(*ply));
    else if (!perspective->is_string() ||
             (perspective->get_ref<const std::string&>() != "w" && perspective->get_ref<const std::string&>() != "b"))
        error = perspective->is_string()
                    ? fmt::format("\"perspective\" must be \"w\" or \"b\", not {}",
                                  cut(perspective->get_ref<const std::string&>()))
                    : fmt::format("\"perspective\" must be \"w\" or \"b\", not {}", kind_of(*perspective));
    else if (!p_after->is_number_integer() || p_after->get<long long>() < 0)
        error = p_after->is_number_integer()
                    ? fmt::format("\"p_after\" must be 0 or more, not {}", p_after->get<long long>())
                    : fmt::format("\"p_after\" must be a whole number, not {}", kind_of(*p_after));
    if (!error.empty()) return std::nullopt;
    row.game = game->get<std::string>();
    row.ply = int(ply->get<long long>());
    row.perspective = perspective->get_ref<const std::string&>() == "w" ? White : Black;
    row.p_after = p_after->get<std::size_t>();
    const std::optional<bool> capped = boolean(field(value, "capped", false, error), "capped", error);
    const std::optional<bool> own = boolean(field(value, "own_observation", false, error), "own_observation", error);
    row.truth_in_p = boolean(field(value, "truth_in_p", false, error), "truth_in_p", error);
    if (!error.empty()) return std::nullopt;
    row.capped = capped.value_or(false);
    row.own_observation = own.value_or(true);
    if (const nlohmann::json* fens = field(value, "fens", false, error)) {
        row.fens = boards(*fens, error);
        if (!row.fens) return std::nullopt;
    }
    return row;
}

void read_log_value(const nlohmann::json& value, const std::string& where, int line, BeliefLog& log) {
    if (value.is_object()) {
        const auto type = value.find("type");
        if (type != value.end() && *type != "row") {
            // `fogproof replay --json` ends with its summary line.
            if (*type != "summary")
                log.warnings.push_back(
                    {where, line,
                     fmt::format("not a row (\"type\" is {}), skipped",
                                 type->is_string() ? cut(type->get_ref<const std::string&>()) : kind_of(*type))});
            return;
        }
    }
    std::string error;
    std::optional<LoggedRow> row = logged_row_from_json(value, error);
    if (!row) {
        log.errors.push_back({where, line, error});
        return;
    }
    row->where = where;
    row->line = line;
    log.rows.push_back(std::move(*row));
}

void read_log_line(std::string_view text, const std::string& where, int line, BeliefLog& log) {
    if (text.find_first_not_of(" \t\r") == std::string_view::npos) return;
    // A malformed line (a truncated write, most often) is not an exception
    // here: nlohmann reports it as a discarded value.
    const nlohmann::json value = nlohmann::json::parse(text, nullptr, false);
    if (value.is_discarded()) {
        log.errors.push_back({where, line, "not JSON (a truncated or corrupted line?)"});
        return;
    }
    read_log_value(value, where, line, log);
}

BeliefLog read_belief_log(const std::string& path) {
    BeliefLog log;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        log.errors.push_back({path, 0, fmt::format("cannot read the log: {}", std::strerror(errno))});
        return log;
    }
    std::string line;
    for (int number = 1;; ++number) {
        const records::LineRead read = records::read_bounded_line(in, kMaxLogLineBytes, line);
        if (read == records::LineRead::End) break;
        const std::string where = fmt::format("{}:{}", path, number);
        if (read == records::LineRead::TooLong) {
            log.errors.push_back(
                {where, number,
                 fmt::format("line longer than {} MiB; the rest of the file is not read", kMaxLogLineBytes >> 20)});
            break;
        }
        read_log_line(line, where, number, log);
    }
    return log;
}

}  // namespace fog::replay
