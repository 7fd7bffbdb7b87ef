#include "external/diff/findings/diff_minimize.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "external/diff/comparisons/lockstep_game.hpp"
#include "external/diff/findings/finding_signature.hpp"
#include "records/castling_corners.hpp"

namespace external {
namespace {

using Clock = std::chrono::steady_clock;

class Minimizer {
public:
    Minimizer(ExternalImplementation& external, const DiffSettings& settings, const DiffGame& game,
              const DiffGameResult& original, std::chrono::seconds budget, const KnownFindings& known)
        : external_(external),
          settings_(settings),
          known_(known),
          any_known_(!known.findings.empty()),
          signature_(finding_signatures(game, original).front()),
          latest_ply_(original.report.failure->ply),
          deadline_(Clock::now() + budget) {}

    // Runs a candidate; true (and it becomes the best) when it fails with
    // the original's signature, no later than the original.
    bool try_candidate(const DiffGame& candidate) {
        if (Clock::now() > deadline_) return false;
        ++best_.runs;
        DiffGameResult r = run_diff_game(external_, candidate, settings_, any_known_ ? &known_ : nullptr);
        if (!r.played || !r.report.failure || r.report.failure->ply > latest_ply_ ||
            finding_signatures(candidate, r).front() != signature_)
            return false;
        // Moves after the failure add nothing.
        DiffGame trimmed = candidate;
        trimmed.moves.resize(std::min(trimmed.moves.size(), r.report.failure->ply));
        best_.game = std::move(trimmed);
        best_.result = std::move(r);
        best_.reproduced = true;
        return true;
    }

    // The reference's full-spelling FEN after each prefix of the best game.
    std::vector<std::string> positions_along() const {
        auto reference = harness::make_implementation(settings_.reference);
        std::vector<std::string> fens;
        if (!reference->load(best_.game.start_fen, false).empty()) return fens;
        fens.push_back(reference->fen(harness::Spelling::Full));
        for (const std::string& m : best_.game.moves) {
            try {
                if (!reference->play(m)) break;
            } catch (const harness::EmptyBelief&) {
                break;
            }
            fens.push_back(reference->fen(harness::Spelling::Full));
        }
        return fens;
    }

    void later_start() {
        const std::vector<std::string> fens = positions_along();
        const DiffGame base = best_.game;
        // The latest start first: the fewest plies and the smallest beliefs.
        for (std::size_t i = fens.size(); i-- > 1;) {
            DiffGame candidate = base;
            candidate.start_fen = fens[i];
            candidate.moves.assign(base.moves.begin() + long(i), base.moves.end());
            if (try_candidate(candidate)) return;
        }
    }

    // Leaves out one move at a time, from the first, wherever the game
    // still diverges without it.
    void fewer_moves() {
        for (std::size_t i = 0; i < best_.game.moves.size() && Clock::now() < deadline_;) {
            DiffGame candidate = best_.game;
            candidate.moves.erase(candidate.moves.begin() + long(i));
            if (!try_candidate(candidate)) ++i;
        }
    }

    void fewer_pieces() {
        for (bool changed = true; changed && Clock::now() < deadline_;) {
            changed = false;
            auto reference = harness::make_implementation(settings_.reference);
            if (!reference->load(best_.game.start_fen, false).empty()) return;
            const harness::NeutralPosition start = reference->position();
            for (int square = 0; square < 64 && !changed; ++square) {
                const char piece = start.board[std::size_t(square)];
                if (piece == '.' || piece == 'K' || piece == 'k') continue;
                harness::NeutralPosition smaller = start;
                smaller.board[std::size_t(square)] = '.';
                changed = try_start(smaller);
            }
        }
    }

    void plain_clocks() {
        auto reference = harness::make_implementation(settings_.reference);
        if (!reference->load(best_.game.start_fen, false).empty()) return;
        harness::NeutralPosition plain = reference->position();
        if (plain.halfmove == 0 && plain.fullmove == 1) return;
        plain.halfmove = 0;
        plain.fullmove = 1;
        try_start(plain);
    }

    Minimized result() && { return std::move(best_); }
    Minimized& best() { return best_; }

private:
    // A start position written out, without what it can no longer hold.
    bool try_start(harness::NeutralPosition p) {
        p.castling = held_castling(p);
        for (bool with_en_passant : {true, false}) {
            if (!with_en_passant && p.en_passant < 0) break;
            if (!with_en_passant) p.en_passant = -1;
            DiffGame candidate = best_.game;
            candidate.start_fen = harness::neutral_fen(p);
            auto reference = harness::make_implementation(settings_.reference);
            if (!reference->load(candidate.start_fen, false).empty()) continue;
            return try_candidate(candidate);
        }
        return false;
    }

    static std::string held_castling(const harness::NeutralPosition& p) {
        return fog::records::rights_with_their_pieces(p.castling, [&](int square) { return p.board[std::size_t(square)]; });
    }

    ExternalImplementation& external_;
    const DiffSettings& settings_;
    KnownSignatures known_;  // set aside as the run set them aside
    bool any_known_;
    // The primary signature (kind of state, kind of difference, clause):
    // one fault can show as another from another start (a kings-only
    // position shows a dropped castling right only as the empty field it
    // writes), and a scenario must replay the finding it was saved for.
    FindingSignature signature_;
    std::size_t latest_ply_;
    Clock::time_point deadline_;
    Minimized best_;
};

}  // namespace

Minimized minimize_failure(ExternalImplementation& external, const DiffGame& game, const DiffGameResult& failing,
                           const DiffSettings& settings, std::chrono::seconds budget,
                           const KnownFindings& known) {
    Minimizer m(external, settings, game, failing, budget, known);
    DiffGame prefix = game;
    prefix.moves.resize(std::min(prefix.moves.size(), failing.report.failure->ply));
    if (!m.try_candidate(prefix)) {
        Minimized unchanged;
        unchanged.game = game;
        unchanged.result = failing;
        unchanged.runs = m.best().runs;
        return unchanged;
    }
    m.later_start();
    m.fewer_moves();
    m.fewer_pieces();
    m.plain_clocks();
    return std::move(m).result();
}

}  // namespace external
