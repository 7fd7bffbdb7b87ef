// The memory limit of belief updates (engine/memory_limit.hpp): sizes as
// the CLI reads them, the key buffers' byte count, the ceiling that
// refuses growth, and a belief update that stops with MemoryLimitError and
// leaves P as it was.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/belief.hpp"
#include "engine/fen.hpp"
#include "engine/key_buffer.hpp"
#include "engine/memory_limit.hpp"
#include "engine/movegen.hpp"

namespace {

constexpr std::size_t KiB = 1024, MiB = 1024 * KiB, GiB = 1024 * MiB;

std::optional<std::size_t> parse(const std::string& text, std::size_t physical = 16 * GiB) {
    std::string error;
    const auto bytes = fog::parse_memory_size(text, physical, error);
    EXPECT_EQ(bytes.has_value(), error.empty()) << text << ": " << error;
    return bytes;
}

std::string parse_error(const std::string& text, std::size_t physical = 16 * GiB) {
    std::string error;
    EXPECT_FALSE(fog::parse_memory_size(text, physical, error).has_value()) << text;
    return error;
}

TEST(MemorySize, UnitsAreBinaryAndCaseInsensitive) {
    EXPECT_EQ(parse("4G"), 4 * GiB);
    EXPECT_EQ(parse("500M"), 500 * MiB);
    EXPECT_EQ(parse("500mb"), 500 * MiB);
    EXPECT_EQ(parse("1.5GiB"), 3 * GiB / 2);
    EXPECT_EQ(parse("64k"), 64 * KiB);
    EXPECT_EQ(parse("2T"), 2048 * GiB);
    EXPECT_EQ(parse("123456"), 123456u);
    EXPECT_EQ(parse("123456B"), 123456u);
    EXPECT_EQ(parse(" 8G "), 8 * GiB);
    EXPECT_EQ(parse("0"), 0u);
}

TEST(MemorySize, PercentIsOfPhysicalMemory) {
    EXPECT_EQ(parse("80%", 1000), 800u);
    EXPECT_EQ(parse("100%", 1000), 1000u);
    EXPECT_EQ(parse("12.5%", 1000), 125u);
}

TEST(MemorySize, BadValuesSayWhatIsWrong) {
    EXPECT_NE(parse_error("").find("is not a memory size"), std::string::npos);
    EXPECT_NE(parse_error("abc").find("'abc' is not a memory size"), std::string::npos);
    EXPECT_NE(parse_error("-1G").find("is not a memory size"), std::string::npos);
    EXPECT_NE(parse_error("4X").find("unknown unit 'x'"), std::string::npos);
    EXPECT_NE(parse_error("1.5.2G").find("unknown unit '.2g'"), std::string::npos);
    EXPECT_NE(parse_error("4 G").find("unknown unit"), std::string::npos);
    EXPECT_NE(parse_error("150%").find("at most 100%"), std::string::npos);
    EXPECT_NE(parse_error("0%").find("more than 0%"), std::string::npos);
    EXPECT_NE(parse_error("80%", 0).find("physical memory of this machine is unknown"), std::string::npos);
    EXPECT_NE(parse_error("99999999999T").find("larger than this machine can address"), std::string::npos);
}

TEST(MemorySize, Formatting) {
    EXPECT_EQ(fog::format_bytes(512), "512 B");
    EXPECT_EQ(fog::format_bytes(64 * MiB), "64.0 MiB");
    EXPECT_EQ(fog::format_bytes(3 * GiB / 2), "1.5 GiB");
}

TEST(MemoryLimit, PhysicalAndResidentMemoryAreKnownHere) {
    EXPECT_GT(fog::physical_memory_bytes(), 0u);
    EXPECT_GT(fog::resident_memory_bytes(), 0u);
    EXPECT_LT(fog::resident_memory_bytes(), fog::physical_memory_bytes());
    EXPECT_EQ(fog::default_max_memory(), fog::physical_memory_bytes() / 10 * 8);
}

TEST(KeyBufferBytes, CountWhatIsReservedAndFreed) {
    const std::size_t before = fog::key_buffer_bytes();
    {
        fog::KeyBuffer small;
        small.reserve(1000);  // on the heap: exactly its bytes
        EXPECT_EQ(fog::key_buffer_bytes(), before + 1000 * sizeof(fog::PositionKey));
        fog::KeyBuffer large;
        large.reserve(200000);  // 6.4 MB, mapped in whole 2 MiB pages
        EXPECT_EQ(fog::key_buffer_bytes(), before + 1000 * sizeof(fog::PositionKey) + 8 * MiB);
        large.resize_for_overwrite(10);
        large.release_unused();  // the mapping shrinks to one huge page
        EXPECT_EQ(fog::key_buffer_bytes(), before + 1000 * sizeof(fog::PositionKey) + 2 * MiB);
        small.resize_for_overwrite(1000);
        std::fill(small.begin(), small.end(), fog::PositionKey{});
        fog::KeyBuffer copy = small;
        EXPECT_EQ(fog::key_buffer_bytes(), before + 2 * 1000 * sizeof(fog::PositionKey) + 2 * MiB);
    }
    EXPECT_EQ(fog::key_buffer_bytes(), before);
}

TEST(KeyBufferCeiling, RefusesGrowthPastItAndKeepsTheKeys) {
    fog::KeyBuffer keys;
    keys.reserve(16);
    const fog::KeyBufferCeiling ceiling(fog::key_buffer_bytes() + 100 * KiB);
    fog::PositionKey k{};
    std::size_t pushed = 0;
    try {
        for (; pushed < 1000000; ++pushed) {
            k.words[0] = pushed;
            keys.push_back(k);
        }
        FAIL() << "a million keys (32 MB) fit under a 100 KiB ceiling";
    } catch (const fog::KeyBufferCeilingReached& reached) {
        EXPECT_LE(reached.held, reached.ceiling);
        EXPECT_GT(reached.held + reached.requested, reached.ceiling);
    }
    // Doubling would stop at 2,048 keys (64 KiB); growing by an eighth,
    // then by what is needed, near the ceiling fills it to the last key.
    EXPECT_EQ(pushed, 16 + 100 * KiB / sizeof(fog::PositionKey));
    EXPECT_EQ(keys.size(), pushed);
    for (std::size_t i = 0; i < keys.size(); ++i) ASSERT_EQ(keys[i].words[0], i);
}

TEST(KeyBufferCeiling, TheLowestCeilingAppliesAndEndsWithItsScope) {
    const std::size_t held = fog::key_buffer_bytes();
    fog::KeyBuffer keys;
    const fog::KeyBufferCeiling outer(held + 64 * KiB);
    {
        const fog::KeyBufferCeiling inner(held + 32 * KiB);
        EXPECT_EQ(fog::key_buffer_ceiling(), held + 32 * KiB);
        EXPECT_THROW(keys.reserve(1500), fog::KeyBufferCeilingReached);  // 48,000 bytes
    }
    EXPECT_EQ(fog::key_buffer_ceiling(), held + 64 * KiB);
    keys.reserve(1500);
    EXPECT_THROW(keys.reserve(2100), fog::KeyBufferCeilingReached);  // 67,200 bytes
}

fog::Move first_move_named(const fog::Position& p, const std::string& uci) {
    fog::MoveList list;
    fog::generate_moves(p, list);
    for (fog::Move m : list)
        if (fog::to_uci(m) == uci) return m;
    ADD_FAILURE() << uci;
    return {};
}

TEST(BeliefMemoryLimit, AnUpdateThatWouldPassItStopsAndLeavesPAsItWas) {
    const fog::Position start = fog::initial_position();
    const fog::Position after = fog::make_move(start, first_move_named(start, "e2e4"));
    fog::BeliefOptions options;
    options.threads = 2;
    options.max_memory = 1;  // less than the process already holds
    fog::Belief black(start, fog::Black, options);
    const std::uint64_t hash = black.set_hash();
    try {
        black.after_opponent_move(fog::observe(start, after, fog::Black));
        FAIL() << "the update ran under a 1-byte limit";
    } catch (const fog::MemoryLimitError& e) {
        EXPECT_EQ(e.ply, 1);
        EXPECT_EQ(e.last_size, 1u);
        EXPECT_EQ(e.max_memory, 1u);
        const std::string what = e.what();
        EXPECT_NE(what.find("black's belief at ply 1 (|P| = 1 boards before it)"), std::string::npos) << what;
        EXPECT_NE(what.find("memory limit of 1 B"), std::string::npos) << what;
    }
    EXPECT_EQ(black.size(), 1u);
    EXPECT_EQ(black.ply(), 0);
    EXPECT_EQ(black.set_hash(), hash);
    EXPECT_EQ(fog::key_buffer_ceiling(), ~std::size_t{0}) << "the update's ceiling outlived it";
}

TEST(BeliefMemoryLimit, AnAmpleLimitChangesNothing) {
    fog::Position truth = fog::initial_position();
    fog::BeliefOptions limited, unlimited;
    limited.max_memory = 64 * GiB;
    fog::Belief a(truth, fog::Black, limited), b(truth, fog::Black, unlimited);
    for (const char* uci : {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4"}) {
        const fog::Move m = first_move_named(truth, uci);
        const fog::Position next = fog::make_move(truth, m);
        const fog::Observation o = fog::observe(truth, next, fog::Black);
        a.after_move(truth.side, m, o);
        b.after_move(truth.side, m, o);
        truth = next;
        ASSERT_EQ(a.keys(), b.keys()) << uci;
    }
    EXPECT_GT(a.size(), 100u);
}

}  // namespace
