// The distinct findings of a `fogproof diff` run. After a disagreement the
// failing game ends and the run goes on; each disagreement joins the group
// of its signature (external/diff/findings/finding_signature.hpp) or starts a new
// one, which is minimized once (the minimizing budget is shared by all
// groups) and saved as its own scenario file. A person then works through
// one row per way the implementation differs from the rules, not through
// forty reports of one fault.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "external/diff/game/diff_game.hpp"
#include "external/diff/findings/diff_minimize.hpp"
#include "external/diff/findings/finding_signature.hpp"

namespace external {

// A disagreement: where it was found and its minimized scenario.
struct DiffFinding {
    DiffGame game;  // as found
    std::size_t found_at_ply = 0;
    double seconds_to_find = 0;
    Minimized minimized;
    double minimize_seconds = 0;
};

// One element of a finding that joined a group, kept as an example of
// how the group's fault shows (another square, colour or kind of state).
struct GroupExample {
    std::string source;
    std::size_t ply = 0;
    StateKind kind = StateKind::Moves;
    NamedElement element;
};

struct FindingGroup {
    // The first finding's signatures, the primary one (the group's name)
    // first.
    std::vector<FindingSignature> signatures;
    const FindingSignature& signature() const { return signatures.front(); }
    std::string first_source;
    std::size_t first_ply = 0;
    // The index in the run of the game that first showed it (over every
    // source, as external/diff/diff_run.hpp's GameSplit counts games): the
    // jobs of a run join their groups in the order one job finds them.
    std::size_t first_game = 0;
    std::size_t occurrences = 0;  // games that disagreed this way
    // Listed in --known FILE: reported, not a failure, and not minimized.
    bool known = false;
    // The first finding's ply, each element named by its clause.
    std::vector<NamedDivergence> named;
    // An example of each distinct element the group's findings showed
    // (by kind of state, kind of difference, colour and deciding clause),
    // the first finding's first, at most kMaxExamples.
    std::vector<GroupExample> examples;
    static constexpr std::size_t kMaxExamples = 12;
    std::optional<DiffFinding> finding;  // minimized; none for a known group
    // Where its scenario was saved and how to replay it (the CLI saves
    // one per new group); empty when not saved.
    std::string scenario_path;
    std::string repro_command;
};

// The group a finding with these signatures joins, or npos for a new one:
// the group with the same primary signature; else the group whose primary
// signature shows the same reading of the same clause in another kind of
// state (a vision square seen at the start, after a move, in an
// observation: one fault); or, when the finding's primary signature is
// one no clause decides (a board of P, which follows from the rest), any
// group that showed it beside its own.
std::size_t group_of(const std::vector<FindingGroup>& groups, const std::vector<FindingSignature>& signatures);

// Keeps, as examples of `group`, the elements of a finding (found in
// `source` at `ply`) that differ from every example it holds.
void keep_examples(FindingGroup& group, const std::string& source, std::size_t ply,
                   const std::vector<NamedDivergence>& named);
// Keeps, as examples of `group`, those of `other` (the same fault, found
// by another job) that differ from every example it holds.
void keep_examples(FindingGroup& group, const FindingGroup& other);

// A group that no clause names (P differing alone: a consequence) whose
// signature the new group `cause`'s first finding showed beside its own
// is that cause's: it leaves `groups` and its games count in `cause`.
void absorb_consequences(std::vector<FindingGroup>& groups, FindingGroup& cause);

// Groups found apart (the jobs of a run, the shards of a season) joined as
// one run would have grouped them: in the order of the game that first
// showed each, a group joins the group of its signature (group_of), which
// adds its games and hands both to `join` for the rest (examples, the
// minimized finding); a new cause takes in the consequences met before it
// (absorb_consequences).
std::vector<FindingGroup> join_found_groups(std::vector<FindingGroup> found,
                                            const std::function<void(FindingGroup& into, FindingGroup& from)>& join);

}  // namespace external
