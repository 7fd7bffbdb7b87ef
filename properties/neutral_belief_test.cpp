// NeutralBelief is a set, and its digests decide equality as the set does:
// compare_beliefs trusts equal digest lists and reads the boards only when
// they differ, so digests that ignored a field (or a repeat, or the order)
// would let two different P pass as equal.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "harness/neutral_belief.hpp"
#include "harness/state_digest.hpp"

namespace {

using harness::DuplicateKey;

DuplicateKey gen_board() {
    DuplicateKey k;
    k.board.fill('.');
    // Few squares and few letters, so that boards often differ in one field.
    const auto squares = *rc::gen::container<std::vector<int>>(*rc::gen::inRange(0, 4), rc::gen::inRange(0, 64));
    for (const int s : squares) k.board[std::size_t(s)] = *rc::gen::element('K', 'k', 'P', 'q');
    k.side = *rc::gen::element('w', 'b');
    k.castling = *rc::gen::element<std::string>("", "K", "Kq", "KQkq");
    k.en_passant = *rc::gen::element(-1, 20, 44);
    k.halfmove = *rc::gen::inRange(0, 3);
    return k;
}

std::vector<DuplicateKey> gen_boards() { return *rc::gen::container<std::vector<DuplicateKey>>(*rc::gen::inRange(0, 6), rc::gen::exec(gen_board)); }

RC_GTEST_PROP(NeutralBelief, HoldsTheSetItWasGiven, ()) {
    const auto boards = gen_boards();
    const std::set<DuplicateKey> expected(boards.begin(), boards.end());
    const harness::NeutralBelief built(boards);
    harness::NeutralBelief inserted;
    for (const DuplicateKey& k : boards) inserted.insert(k);
    RC_ASSERT(std::vector<DuplicateKey>(built.begin(), built.end()) ==
              std::vector<DuplicateKey>(expected.begin(), expected.end()));
    RC_ASSERT(inserted == built);
    for (const DuplicateKey& k : boards) RC_ASSERT(built.count(k) == 1u);
}

RC_GTEST_PROP(NeutralBelief, DigestsAreEqualExactlyWhenTheSetsAre, ()) {
    const harness::NeutralBelief a(gen_boards()), b(gen_boards());
    RC_ASSERT((harness::sorted_digests(a) == harness::sorted_digests(b)) == (a == b));
    // One field of one board changed: another set, other digests.
    if (a.empty()) return;
    std::vector<DuplicateKey> changed(a.begin(), a.end());
    DuplicateKey& k = changed[*rc::gen::inRange<std::size_t>(0, changed.size())];
    switch (*rc::gen::inRange(0, 5)) {
        case 0: k.board[std::size_t(*rc::gen::inRange(0, 64))] ^= 0x20; break;  // '.' <-> '\x0e', 'K' <-> 'k'
        case 1: k.side = k.side == 'w' ? 'b' : 'w'; break;
        case 2: k.castling = k.castling == "KQkq" ? "Kq" : "KQkq"; break;
        case 3: k.en_passant = k.en_passant == 20 ? 44 : 20; break;
        default: ++k.halfmove; break;
    }
    const harness::NeutralBelief other(changed);
    RC_ASSERT((harness::sorted_digests(a) == harness::sorted_digests(other)) == (a == other));
}

// Boards are digested a text at a time (add_bytes), other fields a byte at
// a time: both must write the same bytes, or a board would digest
// differently by the way it was added.
RC_GTEST_PROP(NeutralBelief, BytesAddedTogetherDigestAsAddedOneByOne, (const std::string& text)) {
    RC_PRE(text.size() <= 64);
    harness::DigestBuilder one_by_one;
    for (const char c : text) one_by_one.add(std::uint8_t(c), 1);
    RC_ASSERT(harness::DigestBuilder().add_bytes(text).digest() == one_by_one.digest());
}

}  // namespace
