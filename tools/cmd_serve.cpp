// `fogproof serve --impl engine|oracle [--ep SPELLING]`: external/
// protocol_server.hpp on stdin and stdout.
#include <iostream>

#include "external/protocol/protocol_server.hpp"
#include "tools/cli_common.hpp"

namespace cli {

void register_serve(CLI::App& app) {
    auto* cmd = app.add_subcommand("serve", "Speak the external protocol (docs/protocol.md) on stdin/stdout");
    cmd->footer(kServeExitCodes);
    auto impl = std::make_shared<std::string>("engine");
    auto ep = std::make_shared<std::string>("xfen");
    cmd->add_option("--impl", *impl, "The implementation served")
        ->check(CLI::IsMember({"engine", "oracle"}))
        ->capture_default_str();
    cmd->add_option("--ep", *ep, "The en passant spelling of every FEN it writes")
        ->check(CLI::IsMember({"full", "xfen", "legal"}))
        ->capture_default_str();
    cmd->callback([impl, ep] {
        external::ProtocolServer server(*impl, *harness::spelling_from_name(*ep));
        server.serve(std::cin, std::cout);
    });
}

}  // namespace cli
