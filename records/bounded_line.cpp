#include "records/bounded_line.hpp"

#include <algorithm>

namespace fog::records {

LineRead read_bounded_line(std::istream& in, std::size_t max_bytes, std::string& line) {
    line.clear();
    bool too_long = false;
    bool any = false;
    // In chunks rather than a character at a time: a belief log's line may
    // hold a million FENs.
    char chunk[1 << 14];
    for (;;) {
        in.getline(chunk, sizeof chunk);
        std::size_t n = std::size_t(in.gcount());
        any = any || n > 0;
        const bool ended_line = !in.eof() && !in.fail();
        if (ended_line) --n;  // gcount counted the newline
        const std::size_t room = max_bytes - std::min(max_bytes, line.size());
        line.append(chunk, std::min(n, room));
        too_long = too_long || n > room;
        if (in.eof()) {
            if (!any) return LineRead::End;
            break;
        }
        if (ended_line) break;
        in.clear();  // the chunk filled before a newline: read on
    }
    return too_long ? LineRead::TooLong : LineRead::Line;
}

}  // namespace fog::records
