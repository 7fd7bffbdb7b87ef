// fogproof: the command-line face of the project. Bad arguments and bad
// input end with a one-line message and exit code 2; nothing crashes.
#include <iostream>
#include <string>

#include "tools/cli_common.hpp"
#include "tools/tuned_variant.hpp"
#include "tools/version_text.hpp"

int main(int argc, char** argv) {
    cli::run_tuned_variant_if_any(argv);
    const std::string handed_over_from = cli::take_handed_over_from();
    CLI::App app{"fogproof: fog-of-war chess core, reference oracle and harness"};
    app.require_subcommand(1);
    app.set_version_flag("--version", cli::version_text(external::data_paths(), cli::build_description(handed_over_from)),
                         "Print the version and where the data is, then exit");
    app.footer(cli::kExitCodesHelp);
    cli::register_perft(app);
    cli::register_moves(app);
    cli::register_vision(app);
    cli::register_fen(app);
    cli::register_replay(app);
    cli::register_audit(app);
    cli::register_merge(app);
    cli::register_selfplay(app);
    cli::register_render(app);
    cli::register_repro(app);
    cli::register_diff(app);
    cli::register_serve(app);
    cli::register_cov(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "fogproof: error: " << cli::parse_error_message(app, e, argc, argv)
                  << "\n(run 'fogproof --help' for usage)\n";
        return 2;
    } catch (const cli::ExitCode& e) {
        return e.code;
    } catch (const cli::UsageError& e) {
        std::cerr << "fogproof: error: " << e.what() << '\n';
        return 2;
    }
    return 0;
}
