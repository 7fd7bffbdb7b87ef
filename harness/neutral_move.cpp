#include "harness/neutral_move.hpp"

namespace harness {

namespace {

constexpr std::string_view kPromotionLetters = "bnqr";  // index + 1 is the code's promotion field
// A promotion letter outside "bnqr" keeps a field of its own, so that a
// wrong letter from an implementation still shows as a different move.
constexpr int kUnknownPromotion = 7;

int promotion_field(char promotion) {
    if (promotion == 0) return 0;
    const auto at = kPromotionLetters.find(promotion);
    return at == std::string_view::npos ? kUnknownPromotion : int(at) + 1;
}

}  // namespace

MoveCode move_code(int from, int to, char promotion) {
    const int field = promotion_field(promotion);
    return MoveCode((from % 8) << 12 | (from / 8) << 9 | (to % 8) << 6 | (to / 8) << 3 | field);
}

std::optional<MoveCode> move_code_of(std::string_view uci) {
    if (uci.size() != 4 && uci.size() != 5) return std::nullopt;
    const auto file = [](char c) { return c >= 'a' && c <= 'h'; };
    const auto rank = [](char c) { return c >= '1' && c <= '8'; };
    if (!file(uci[0]) || !rank(uci[1]) || !file(uci[2]) || !rank(uci[3])) return std::nullopt;
    const char promotion = uci.size() == 5 ? uci[4] : 0;
    if (uci.size() == 5 && promotion_field(promotion) == kUnknownPromotion) return std::nullopt;
    const int from = (uci[1] - '1') * 8 + (uci[0] - 'a'), to = (uci[3] - '1') * 8 + (uci[2] - 'a');
    return move_code(from, to, promotion);
}

std::string uci_of(MoveCode code) {
    std::string out = {char('a' + (code >> 12 & 7)), char('1' + (code >> 9 & 7)), char('a' + (code >> 6 & 7)),
                       char('1' + (code >> 3 & 7))};
    if (const int field = code & 7; field > int(kPromotionLetters.size()))
        out += '?';
    else if (field > 0)
        out += kPromotionLetters[std::size_t(field - 1)];
    return out;
}

int move_from(MoveCode code) { return (code >> 9 & 7) * 8 + (code >> 12 & 7); }

int move_to(MoveCode code) { return (code >> 3 & 7) * 8 + (code >> 6 & 7); }

char move_promotion(MoveCode code) {
    const int field = code & 7;
    if (field == 0) return 0;
    return field > int(kPromotionLetters.size()) ? '?' : kPromotionLetters[std::size_t(field - 1)];
}

}  // namespace harness
