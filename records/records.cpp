// Entry points: format guessing, file reading, dispatch, and the promise
// that nothing escapes the API as an exception.
#include "records/records.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "records/formats.hpp"
#include "records/text.hpp"

namespace fog::records {

std::string RecordError::to_string() const {
    std::string out = file.empty() ? "<input>" : file;
    if (line > 0) out += fmt::format(":{}", line);
    out += ": ";
    if (ply > 0) out += fmt::format("ply {} ({}): ", ply, move);
    else if (!move.empty()) out += fmt::format("({}): ", move);
    return out + message;
}

std::string_view format_name(Format format) {
    switch (format) {
        case Format::Jsonl: return "jsonl";
        case Format::Uci: return "uci";
        case Format::Pgn: return "pgn";
    }
    return "?";
}

namespace {

bool looks_like_uci_move(std::string_view w) {
    return (w.size() == 4 || w.size() == 5) && parse_square(w.substr(0, 2)) && parse_square(w.substr(2, 2));
}

std::optional<Format> format_from_extension(const std::string& path) {
    const std::size_t dot = path.rfind('.');
    const std::size_t slash = path.find_last_of("/\\");
    if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return std::nullopt;
    const std::string ext = detail::lower(std::string_view(path).substr(dot + 1));
    if (ext == "jsonl" || ext == "ndjson" || ext == "json") return Format::Jsonl;
    if (ext == "pgn") return Format::Pgn;
    if (ext == "uci") return Format::Uci;
    return std::nullopt;
}

std::optional<Format> format_from_content(std::string_view content) {
    for (const detail::Line& line : detail::split_lines(content)) {
        const std::string_view text = detail::trim(line.text);
        if (text.empty() || text.front() == '#') continue;
        if (text.front() == '{') return Format::Jsonl;
        if (text.front() == '[' || text.front() == ';' || text.front() == '%') return Format::Pgn;
        const std::string_view first = detail::split_words(text).front();
        if (first == "startpos" || first == "fen" || first == "position" || looks_like_uci_move(first))
            return Format::Uci;
        if (first.front() >= '1' && first.front() <= '9' && first.find('.') != std::string_view::npos)
            return Format::Pgn;
        const std::string_view last = first.substr(first.size() - 1);
        if ((last >= "1" && last <= "8") || first.substr(0, 2) == "O-") return Format::Pgn;  // bare SAN
        return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace

std::optional<Format> guess_format(const std::string& path, std::string_view content) {
    try {
        if (auto f = format_from_extension(path)) return f;
        return format_from_content(content);
    } catch (...) {
        return std::nullopt;
    }
}

ReadResult parse_records(std::string_view content, Format format, const std::string& source_name,
                         const ReadOptions& options) {
    try {
        switch (format) {
            case Format::Jsonl: return detail::parse_jsonl(content, source_name, options);
            case Format::Uci: return detail::parse_uci(content, source_name, options);
            case Format::Pgn: return detail::parse_pgn(content, source_name, options);
        }
    } catch (const std::exception& e) {
        ReadResult failed;
        failed.errors.push_back(
            {source_name, 0, 0, {}, fmt::format("reading stopped: {}", e.what()), "reading stopped"});
        return failed;
    } catch (...) {
        ReadResult failed;
        failed.errors.push_back({source_name, 0, 0, {}, "reading stopped by an unknown failure", "reading stopped"});
        return failed;
    }
    return {};
}

ReadResult read_records(const std::string& path, const ReadOptions& options) {
    try {
        std::error_code ec;
        if (std::filesystem::is_directory(path, ec)) {
            ReadResult failed;
            failed.errors.push_back({path, 0, 0, {}, "is a directory, not a file", "unreadable file"});
            return failed;
        }
        std::ifstream in(path, std::ios::binary);
        std::string content;
        char chunk[65536];
        while (in && content.size() <= kMaxRecordFileBytes) {
            in.read(chunk, sizeof chunk);
            content.append(chunk, std::size_t(in.gcount()));
        }
        if (content.size() > kMaxRecordFileBytes) {
            ReadResult failed;
            std::string message = fmt::format("larger than {} bytes; records are read whole", kMaxRecordFileBytes);
            failed.errors.push_back({path, 0, 0, {}, std::move(message), "file too large"});
            return failed;
        }
        if (in.bad() || (!in.eof() && in.fail())) {
            ReadResult failed;
            failed.errors.push_back({path, 0, 0, {}, "cannot read the file", "unreadable file"});
            return failed;
        }
        const auto format = guess_format(path, content);
        if (!format) {
            ReadResult failed;
            failed.errors.push_back(
                {path, 0, 0, {}, "cannot tell the format (JSONL, UCI or PGN) from the name or the content",
                 "unknown format"});
            return failed;
        }
        return parse_records(content, *format, path, options);
    } catch (...) {
        ReadResult failed;
        failed.errors.push_back({path, 0, 0, {}, "reading stopped by a failure (out of memory?)", "reading stopped"});
        return failed;
    }
}

}  // namespace fog::records
