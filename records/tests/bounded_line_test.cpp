// read_bounded_line against the plainest reading of the same text: split on
// '\n' (a final '\n' ends the last line rather than starting an empty one),
// each line cut to the bound and marked too long if it was cut. Lengths sit
// on both sides of the bound and of the reader's internal chunk, which are
// where a chunked reader goes wrong.
#include "records/bounded_line.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace {

using fog::records::LineRead;

struct Expected {
    LineRead read;
    std::string line;
};

std::vector<Expected> model(const std::string& text, std::size_t max_bytes) {
    std::vector<Expected> out;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t newline = text.find('\n', start);
        const std::size_t end = newline == std::string::npos ? text.size() : newline;
        const std::size_t length = end - start;
        out.push_back({length > max_bytes ? LineRead::TooLong : LineRead::Line,
                       text.substr(start, std::min(length, max_bytes))});
        start = end + 1;
    }
    return out;
}

void expect_reads_as_the_model(const std::string& text, std::size_t max_bytes) {
    std::istringstream in(text);
    std::string line;
    for (const Expected& want : model(text, max_bytes)) {
        const LineRead read = fog::records::read_bounded_line(in, max_bytes, line);
        ASSERT_EQ(read, want.read) << "bound " << max_bytes << ", text of " << text.size() << " bytes";
        ASSERT_EQ(line, want.line) << "bound " << max_bytes << ", text of " << text.size() << " bytes";
    }
    EXPECT_EQ(fog::records::read_bounded_line(in, max_bytes, line), LineRead::End);
    EXPECT_EQ(fog::records::read_bounded_line(in, max_bytes, line), LineRead::End);
}

std::string line_of(std::size_t length, char fill) { return std::string(length, fill); }

TEST(BoundedLine, ReadsAsSplittingOnNewlinesAndCuttingEachLine) {
    const std::size_t chunk = 1 << 14;  // the reader's, where a line spans chunks
    const std::vector<std::size_t> lengths = {0, 1, 2, 99, 100, 101, chunk - 2, chunk - 1, chunk, chunk + 1,
                                              3 * chunk + 5};
    for (std::size_t max_bytes : {std::size_t(0), std::size_t(1), std::size_t(100), chunk - 1, chunk, 2 * chunk}) {
        for (std::size_t a : lengths) {
            for (std::size_t b : lengths) {
                const std::string two = line_of(a, 'a') + "\n" + line_of(b, 'b');
                expect_reads_as_the_model(two, max_bytes);
                expect_reads_as_the_model(two + "\n", max_bytes);
                expect_reads_as_the_model(two + "\n\n", max_bytes);
            }
        }
    }
}

TEST(BoundedLine, NothingLeftIsTheEndAndAnEmptyLineIsALine) {
    std::istringstream empty("");
    std::string line = "stale";
    EXPECT_EQ(fog::records::read_bounded_line(empty, 10, line), LineRead::End);
    std::istringstream blank("\n");
    EXPECT_EQ(fog::records::read_bounded_line(blank, 10, line), LineRead::Line);
    EXPECT_EQ(line, "");
    EXPECT_EQ(fog::records::read_bounded_line(blank, 10, line), LineRead::End);
}

}  // namespace
