// Fuzz inputs for the code that reads what peers send, as scenarios: the
// same bytes give the same conversation and the same report in the fuzzers
// (fuzz/), their corpus replays (CTest) and `fogproof repro`. Like
// harness/scenarios.hpp, one level up: these reach external/. The serve
// target speaks only the protocol and lives there
// (external/protocol/scenario_serve.hpp); this is the one list of all three.
//
// How each target reads its bytes:
//   protocol       byte 0: settings (bits 0-1 the reply bound, 1 MiB, 4096,
//                  512 or 128 bytes; bit 2 after its last line the peer
//                  goes silent, a timeout, instead of closing; bit 3 the
//                  engine as the reference instead of the oracle; bit 4 no
//                  hello is prepended, so the first line answers hello).
//                  Byte 1: the game, random_game(1, byte, kMaxProtocolPlies).
//                  The rest: the peer's reply lines, split on '\n'.
//   serve          external/protocol/scenario_serve.hpp.
//   scenario_file  the whole input is the text of a scenario file.
//
// What each one checks:
//   protocol       `fogproof diff`'s client and game over the scripted peer
//                  end in agreement, a disagreement (its report rendered as
//                  text and JSON, bounded) or a ProtocolError naming the
//                  request (bounded); nothing else escapes.
//   serve          external/protocol/scenario_serve.hpp.
//   scenario_file  an accepted file reads back with the same meaning after
//                  writing; a refusal is std::invalid_argument naming the
//                  field.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "external/diff/game/diff_game.hpp"
#include "external/protocol/scenario_serve.hpp"
#include "harness/scenario_report.hpp"

namespace external {

harness::ScenarioReport run_protocol_scenario(const std::uint8_t* data, std::size_t size);
harness::ScenarioReport run_scenario_file_scenario(const std::uint8_t* data, std::size_t size);

// What the first two bytes of a protocol input choose: the conversation's
// settings and the game `fogproof diff` plays in it. Seed writers use it to
// record real conversations (fuzz/conversation_seeds.cpp).
struct ProtocolConversation {
    DiffSettings settings;
    DiffGame game;
    std::size_t max_reply_bytes = 0;
    bool silent_after_last_line = false;  // else the peer closes
    bool hello_prepended = true;
};
ProtocolConversation protocol_conversation(std::uint8_t choices, std::uint8_t game_index);
// A valid hello that supports every capability.
inline constexpr const char* kScriptedHello =
    R"({"name":"scripted","protocol":1,"supports":["fen","moves","vision","play","observation","belief"]})";

// "protocol", "serve", "scenario_file".
const std::vector<std::string>& fuzz_scenario_targets();

// Runs the named target behind harness::run_guarded; nothing for an
// unknown name.
std::optional<harness::ScenarioReport> run_fuzz_scenario(const std::string& target, const std::uint8_t* data,
                                                         std::size_t size);

// Limits that keep one input fast under the sanitizers.
inline constexpr std::size_t kMaxProtocolPlies = 12;
inline constexpr std::size_t kProtocolBeliefLimit = 20;

}  // namespace external
