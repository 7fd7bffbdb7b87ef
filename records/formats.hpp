// The readers of the three formats, dispatched by parse_records. Each may
// throw only on resource exhaustion; parse_records catches everything.
#pragma once

#include <string>
#include <string_view>

#include "records/records.hpp"

namespace fog::records::detail {

ReadResult parse_jsonl(std::string_view content, const std::string& source, const ReadOptions& options);
ReadResult parse_uci(std::string_view content, const std::string& source, const ReadOptions& options);
ReadResult parse_pgn(std::string_view content, const std::string& source, const ReadOptions& options);

}  // namespace fog::records::detail
