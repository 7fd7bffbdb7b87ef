// The clause catalogue and the per-thread recording (see oracle/clauses.hpp).
#include "oracle/clauses.hpp"

#include <bit>
#include <cassert>

#include "oracle/detail.hpp"

namespace oracle {

namespace detail {

constinit thread_local ClauseRecording* innermost_recording = nullptr;
constinit thread_local std::uint64_t recording_epoch = 0;

}  // namespace detail

namespace {

using C = Clause;

constexpr std::string_view kRules1 = "rules §1";
constexpr std::string_view kRules2 = "rules §2";
constexpr std::string_view kRules3 = "rules §3";
constexpr std::string_view kRules4 = "rules §4";
constexpr std::string_view kRules5 = "rules §5";
constexpr std::string_view kDocsCastling = "docs/rules.md: Castling rights";
constexpr std::string_view kDocsGameEnd = "docs/rules.md: Game end and observation";
constexpr std::string_view kDocsBelief = "docs/rules.md: Belief";
constexpr std::string_view kDocsFen = "docs/rules.md: FEN acceptance";
constexpr std::string_view kDocsWriting = "docs/rules.md: Writing the en passant field";

// Entries in enum order; kCatalogueInOrder below holds the build to it.
constexpr std::array<ClauseInfo, kClauseCount> kCatalogue = {{
    // ------------------------------------------------------------ §1 moves
    {C::PawnPush, "1.pawn.push", kRules1, "A pawn pushes one square onto an empty square.",
     "Moves are generated (for a move list or a vision) and a single push that does not promote is among them.", "",
     ""},
    {C::PawnPushBlockedByEnemy, "1.pawn.push.blocked-by-enemy", kRules1,
     "A pawn never pushes onto an occupied square, not even to capture.",
     "A move list (not a vision) is generated and an enemy piece stands on the single-push square of a pawn of the "
     "side to move (a reading that let pawns capture straight ahead would add a move).",
     "", ""},
    {C::PawnDoublePush, "1.pawn.double-push", kRules1, "A pawn on its start rank pushes two squares.",
     "Moves are generated (for a move list or a vision) and a double push is among them.", "", ""},
    {C::PawnDoublePushBlockedMiddle, "1.pawn.double-push.blocked-middle", kRules1,
     "A double push needs the square passed over empty too.",
     "A move list (not a vision) is generated and a pawn of the side to move on its start rank has its single-push "
     "square occupied and its double-push square empty (a reading that checked only the destination would add a "
     "move).",
     "", ""},
    {C::PawnDoublePushBlockedFar, "1.pawn.double-push.blocked-far", kRules1,
     "A double push needs its destination empty.",
     "A move list (not a vision) is generated and a pawn of the side to move on its start rank has its single-push "
     "square empty and its double-push square occupied (a reading that checked only the square passed over would "
     "add a move).",
     "", ""},
    {C::PawnCapture, "1.pawn.capture", kRules1, "A pawn steps diagonally onto an enemy piece.",
     "Moves are generated (for a move list or a vision) and a pawn capture onto an enemy piece that does not promote "
     "is among them.",
     "", ""},
    {C::PromotionChoices, "1.promotion.choices", kRules1,
     "Reaching the last rank is four distinct moves (N, B, R, Q); promotion is compulsory.",
     "A move list (not a vision) is generated that holds a move onto the last rank, so the four promotions replace "
     "the plain move.",
     "", ""},
    {C::PromotionKnight, "1.promotion.knight", kRules1, "A pawn promotes to a knight.",
     "A move is made that promotes to a knight.", "", ""},
    {C::PromotionBishop, "1.promotion.bishop", kRules1, "A pawn promotes to a bishop.",
     "A move is made that promotes to a bishop.", "", ""},
    {C::PromotionRook, "1.promotion.rook", kRules1, "A pawn promotes to a rook.",
     "A move is made that promotes to a rook.", "", ""},
    {C::PromotionQueen, "1.promotion.queen", kRules1, "A pawn promotes to a queen.",
     "A move is made that promotes to a queen.", "", ""},
    {C::PromotionCapture, "1.promotion.capture", kRules1, "A diagonal capture onto the last rank promotes.",
     "A move is made that captures and promotes.", "", ""},
    {C::EnPassantAvailable, "1.ep.available", kRules1,
     "Right after an enemy double push, a pawn beside the pushed pawn may capture it en passant.",
     "Moves are generated (for a move list or a vision) and an en passant capture is among them.", "", ""},
    {C::EnPassantCapture, "1.ep.capture", kRules1,
     "The en passant capturer lands on the square passed over and removes the pawn beside it.",
     "An en passant capture is made.", "", ""},
    {C::EnPassantCapturerKingAttacked, "1.ep.capturer-king-attacked", kRules1,
     "Whether the capturer's king is attacked does not matter for en passant.",
     "Moves are generated (for a move list or a vision) and an en passant capture is among them after which the "
     "capturer's king is attacked in standard-chess terms (standard chess would drop the move).",
     "", ""},
    {C::EnPassantExpires, "1.ep.expires", kRules1, "The en passant right lasts only for the move right after the push.",
     "A move is made from a position with an en passant square and it is not the en passant capture (the square is "
     "gone afterwards).",
     "", ""},
    {C::OwnKingAttacked, "1.move.own-king-attacked", kRules1, "A move may leave or put the mover's own king attacked.",
     "Moves are generated (for a move list or a vision) and one of them leaves the mover's own king attacked in "
     "standard-chess terms (a king-safe generator would drop it).",
     "", ""},
    {C::KingCapture, "1.king.capture", kRules1, "Capturing the enemy king is an ordinary move.",
     "Moves are generated (for a move list or a vision) and one of them captures the enemy king.", "", ""},
    {C::CastleKingSide, "1.castle.king-side", kRules1,
     "King-side castling: king e-file to g-file, rook h-file to f-file.",
     "A move list holds king-side castling, or king-side castling is made.", "", ""},
    {C::CastleQueenSide, "1.castle.queen-side", kRules1,
     "Queen-side castling: king e-file to c-file, rook a-file to d-file.",
     "A move list holds queen-side castling, or queen-side castling is made.", "", ""},
    {C::CastleOutOfAttack, "1.castle.out-of-attack", kRules1, "A king may castle out of an attacked square.",
     "A move list holds castling while the king's square is attacked by the opponent (standard chess would drop it).",
     "", ""},
    {C::CastleThroughAttack, "1.castle.through-attack", kRules1, "A king may castle through an attacked square.",
     "A move list holds castling while the square the king passes over (f- or d-file) is attacked by the opponent.", "",
     ""},
    {C::CastleIntoAttack, "1.castle.into-attack", kRules1, "A king may castle into an attacked square.",
     "A move list holds castling while the king's destination (g- or c-file) is attacked by the opponent.", "", ""},
    {C::CastleBlocked, "1.castle.blocked", kRules1, "Every square strictly between king and rook must be empty.",
     "A move list is generated where the side to move holds a right, king and rook stand on their original squares, "
     "and a square between them is occupied (so that castling is missing).",
     "", ""},
    {C::CastleBlockedBFile, "1.castle.blocked.b-file", kRules1,
     "Queen-side castling needs the b-file square empty too, though the king never crosses it.",
     "A move list is generated where the queen-side right is held, king and rook stand on their squares, the c- and "
     "d-file squares are empty and the b-file square is occupied.",
     "", ""},
    {C::CastleNoRight, "1.castle.no-right", kRules1, "Castling needs the right, not only king and rook in place.",
     "A move list is generated where king and rook of the side to move stand on their original squares with every "
     "square between them empty, but the right is gone.",
     "", ""},
    {C::RightLostKingMove, "1.castle.right-lost.king-move", kRules1, "Castling rights are lost when the king moves.",
     "A move is made from e1 (e8) while its side holds a castling right (castling included).", "", ""},
    {C::RightLostRookMove, "1.castle.right-lost.rook-move", kRules1,
     "A castling right is lost when its rook leaves its original square.",
     "A move is made from a1, h1, a8 or h8 while the right of that corner is held.", "", ""},
    {C::RightLostRookCaptured, "1.castle.right-lost.rook-captured", kRules1,
     "A castling right is lost when an enemy piece captures on its rook's square.",
     "A capture is made on a1, h1, a8 or h8 while the right of that corner is held.", "", ""},
    {C::RightLostKingCaptured, "1.castle.right-lost.king-captured", kDocsCastling,
     "A capture on e1 (e8) removes both castling rights of that side.",
     "A capture is made on e1 (e8) while the side of that square holds a castling right.",
     "Does a capture of the king on e1/e8 remove its side's castling rights?",
     "The rights stay, as no listed way to lose them applies (the position can then not be written and re-parsed)."},
    {C::HalfmoveResetPawn, "1.clock.halfmove-reset.pawn", kRules1, "The halfmove clock resets after a pawn move.",
     "A pawn move that captures nothing is made (a capture would reset the clock anyway).", "", ""},
    {C::HalfmoveResetCapture, "1.clock.halfmove-reset.capture", kRules1, "The halfmove clock resets after a capture.",
     "A capture by a piece other than a pawn is made (a pawn move would reset the clock anyway).", "", ""},
    {C::HalfmoveIncrement, "1.clock.halfmove-increment", kRules1, "Otherwise the halfmove clock increases by 1.",
     "A move that is neither a pawn move nor a capture is made.", "", ""},
    {C::FullmoveIncrement, "1.clock.fullmove", kRules1, "The fullmove number increases after Black moves.",
     "A move of Black is made.", "", ""},
    {C::MoveSideToMove, "1.move.side-to-move", kRules1,
     "Only the side to move moves: a piece of the other side has no move until its turn.",
     "A move list (not a vision) is generated while the side not to move has a piece on the board (a reading that "
     "moved either side's pieces would add its moves).",
     "", ""},
    {C::PromotionPieceRequired, "1.promotion.piece-required", kRules1,
     "A pawn's move onto the last rank names the piece it promotes to; without one it is no move.",
     "A move list (not a vision) is generated that holds a promotion (a reading that took the move onto the last rank "
     "without its piece as a move would add one).",
     "", ""},
    {C::PromotionOnlyLastRank, "1.promotion.only-last-rank", kRules1,
     "Only a pawn's move onto the last rank promotes: no other move names a promotion piece.",
     "A move list (not a vision) is generated that holds a pawn move that does not promote (a reading that let a "
     "promotion piece ride on any pawn move would add one).",
     "", ""},
    // ------------------------------------------------------------ §2 end of the game
    {C::EndKingCaptured, "2.end.king-captured", kRules2, "A king was captured: the capturer wins.",
     "An outcome is decided (board_outcome, game_outcome, observe, a belief candidate) and the move captured a king.",
     "", ""},
    {C::EndNoMoves, "2.end.no-moves", kRules2, "The side to move has no legal move: draw.",
     "An outcome is decided and it is no-moves.", "", ""},
    {C::EndFiftyMoves, "2.end.fifty-moves", kRules2, "The halfmove clock reached 100: draw, applied automatically.",
     "An outcome is decided and it is fifty-moves.", "", ""},
    {C::EndRepetition, "2.end.repetition", kRules2,
     "The same position for the third time: draw, applied automatically.",
     "game_outcome decides repetition (the board pair decided nothing).", "", ""},
    {C::EndOrder, "2.end.order", kRules2, "Endings are checked in order; the first that holds decides.",
     "An outcome is decided and more than one ending holds at once (king captured and no moves, no moves and a clock "
     "of 100, or, in game_outcome, a board ending and a third occurrence).",
     "", ""},
    {C::RepetitionCountsStart, "2.end.repetition.start-counted", kDocsGameEnd,
     "Repetition counts every position of the game, the start position included.",
     "game_outcome finds exactly three occurrences and the first position of the history is one of them.",
     "Does the start position count towards the third occurrence?",
     "Only positions reached by a move count, so the start position's third occurrence is its fourth."},
    {C::RepetitionCanonicalEnPassant, "2.end.repetition.canonical-ep", kRules2,
     "Repetition compares the en passant square in the canonical sense of section 4.",
     "game_outcome's count reaches three with the canonical square and not with the full (double-push) square, or "
     "the other way round.",
     "", ""},
    {C::BoardRulesAfterEnd, "2.end.board-rules-after-end", kDocsGameEnd,
     "The ending stops play, not the board rules: on the final board a side still has its moves, and sees by them.",
     "A move list or a vision is computed on a board whose game has ended as far as the board tells (a king is "
     "missing, or the halfmove clock is 100 or more) and the answer would differ under the other reading (the move "
     "list is not empty; the vision holds a square that is not the viewer's own piece).",
     "After the game has ended, what are the moves and the vision of the final board?",
     "No moves once the game has ended, so a player sees only its own pieces."},
    // ------------------------------------------------------------ §3 vision and observation
    {C::VisionOwnPieces, "3.vision.own-pieces", kRules3, "C sees every square occupied by a piece of C.",
     "A vision is computed for a viewer with at least one piece (no move lands on the viewer's own pieces, so "
     "nothing else sees their squares).",
     "", ""},
    {C::VisionAsIfToMove, "3.vision.as-if-to-move", kRules3,
     "C sees the destinations of the moves C would have if C were to move, whoever is to move.",
     "A vision is computed for the side not to move and it holds a square beyond the viewer's own pieces.", "", ""},
    {C::VisionBlockedPawn, "3.vision.blocked-pawn", kRules3,
     "A pawn sees its single-push square only if it is empty: a blocked pawn does not see its blocker.",
     "A vision is computed where an enemy piece stands on the single-push square of a viewer's pawn and no other "
     "piece of the viewer sees that square.",
     "", ""},
    {C::VisionBlockedPawnDouble, "3.vision.blocked-pawn.double", kRules3,
     "A pawn sees its double-push square only with both squares empty.",
     "A vision is computed where a viewer's pawn on its start rank has an empty single-push square, an enemy piece "
     "on its double-push square, and no other piece of the viewer sees that square.",
     "", ""},
    {C::VisionDoublePushSquare, "3.vision.double-push-square", kRules3,
     "A pawn on its start rank sees its double-push square when both squares are empty.",
     "A vision holds a double-push square that nothing else of the viewer sees.", "", ""},
    {C::VisionPawnDiagonalEnemy, "3.vision.pawn-diagonal.enemy", kRules3,
     "A pawn sees a diagonal square when an enemy piece stands on it.",
     "A vision holds a square with an enemy piece that only a pawn's diagonal capture sees.", "", ""},
    {C::VisionPawnDiagonalEmpty, "3.vision.pawn-diagonal.empty", kRules3,
     "A pawn does not see an empty diagonal square (unless it is C's en passant square).",
     "A vision is computed where a viewer's pawn has an empty diagonal square that nothing of the viewer sees "
     "(unless the square is the position's en passant square and the viewer is not to move: that is "
     "3.vision.ep-side-not-to-move).",
     "", ""},
    {C::VisionEnPassantLanding, "3.vision.ep-landing", kRules3,
     "A pawn that can capture en passant sees the landing square.",
     "A vision holds an en passant landing square that nothing else of the viewer sees.", "", ""},
    {C::VisionEnPassantVictim, "3.vision.ep-victim", kRules3,
     "A pawn that can capture en passant also sees the pawn that would be captured.",
     "A vision holds the square of an en passant victim that nothing else of the viewer sees.", "", ""},
    {C::VisionEnPassantSideNotToMove, "3.vision.ep-side-not-to-move", kRules3,
     "An en passant right belongs only to the side to move: the other side's pawns do not see the square.",
     "A vision is computed for the side not to move on a position with an en passant square that a viewer's pawn "
     "has as a diagonal square, and nothing of the viewer sees that square.",
     "", ""},
    {C::VisionSliderSeesBlocker, "3.vision.slider-sees-blocker", kRules3,
     "Bishops, rooks and queens see along each ray up to and including the first occupied square.",
     "A vision holds a square with an enemy piece that only a bishop's, rook's or queen's capture sees.", "", ""},
    {C::VisionSliderStops, "3.vision.slider-stops", kRules3, "A ray stops at the first occupied square.",
     "A vision is computed where a ray of a viewer's bishop, rook or queen stops at an occupied square and the next "
     "square along it is on the board and seen by nothing of the viewer.",
     "", ""},
    {C::VisionKnight, "3.vision.knight", kRules3, "Knights see every square they attack.",
     "A vision holds a square that only a knight of the viewer sees.", "", ""},
    {C::VisionKingAttackedSquare, "3.vision.king-attacked-square", kRules3,
     "Kings see every square they attack, attacked squares included.",
     "A vision holds a square that only the viewer's king sees and where the king would stand attacked in "
     "standard-chess terms (a king-safe reading would not see it).",
     "", ""},
    {C::VisionKingless, "3.vision.kingless", kRules3, "A side that has lost its king still sees.",
     "A vision is computed for a viewer with no king and at least one piece.", "", ""},
    {C::ObservationAfterOwnMove, "3.obs.after-own-move", kRules3, "C receives an observation after its own move.",
     "An observation is made for the side that moved and what it sees (squares or their contents) differs from "
     "what it saw on the board before.",
     "", ""},
    {C::ObservationAfterOpponentMove, "3.obs.after-opponent-move", kRules3,
     "C receives an observation after the opponent's move.",
     "An observation is made for the side that did not move and what it sees (squares or their contents) differs "
     "from what it saw on the board before.",
     "", ""},
    {C::ObservationOwnPieceCaptured, "3.obs.own-piece-captured", kRules3,
     "Part 3: the square of C's piece that the move captured.", "An observation names a captured piece of the viewer.",
     "", ""},
    {C::ObservationOwnPieceCapturedEnPassant, "3.obs.own-piece-captured.ep", kRules3,
     "For an en passant capture, part 3 names the victim's square, not the landing square.",
     "An observation names a captured piece of the viewer whose square is empty afterwards (the capturer landed "
     "elsewhere).",
     "", ""},
    {C::ObservationGameEnded, "3.obs.game-ended", kRules3, "Part 4: whether the game ended, and how.",
     "An observation reports an ending.", "", ""},
    // ------------------------------------------------------------ §4 the en passant field
    {C::EnPassantCanonicalKept, "4.ep.canonical-kept", kRules4,
     "A parser keeps an en passant square that is usable under fog rules (a pawn of the side to move beside the "
     "pushed pawn).",
     "parse_fen reads an en passant square and keeps it as the canonical square.", "", ""},
    {C::EnPassantNoCapturer, "4.ep.no-capturer", kRules4,
     "A double push with no pawn of the side to move beside the pushed pawn leaves no canonical square (only the "
     "full spelling writes it).",
     "parse_fen reads a valid square with no capturer beside the pushed pawn, make_move makes such a double push, or "
     "write_fen writes a position that remembers such a push.",
     "", ""},
    {C::EnPassantLegalWouldDrop, "4.ep.legal-would-drop", kRules4,
     "The legal spelling drops a square fog chess keeps; every key uses the canonical square instead.",
     "parse_fen reads, make_move produces or write_fen writes a position whose canonical square the legal spelling "
     "drops (every en passant capture leaves the capturer's king attacked in standard chess).",
     "", ""},
    {C::EnPassantLegalKinglessCapturer, "4.ep.legal.kingless-capturer", kDocsWriting,
     "In the legal spelling a capturer without a king on the board is never in check.",
     "write_fen writes the legal spelling of a position with a canonical square whose side to move has no king.",
     "Does the legal spelling keep the square when the capturer has no king?",
     "A side without a king cannot make a standard-legal move, so the legal spelling drops the square."},
    {C::FenRejectEnPassantWrongRank, "4.fen.reject.ep-wrong-rank", kRules4,
     "A parser rejects an en passant square on the wrong rank for the side to move.",
     "parse_fen rejects an en passant square for its rank.", "", ""},
    {C::FenRejectEnPassantNoPushedPawn, "4.fen.reject.ep-no-pushed-pawn", kRules4,
     "A parser rejects an en passant square with no pushed pawn of the other side just beyond it.",
     "parse_fen rejects an en passant square because no pushed pawn stands beyond it.", "", ""},
    {C::FenRejectEnPassantSquareOccupied, "4.fen.reject.ep-square-occupied", kRules4,
     "A parser rejects an en passant square that is occupied.", "parse_fen rejects an occupied en passant square.", "",
     ""},
    {C::FenRejectEnPassantStartOccupied, "4.fen.reject.ep-start-occupied", kRules4,
     "A parser rejects an en passant square whose pushed pawn's start square is occupied.",
     "parse_fen rejects an en passant square because the pushed pawn's start square is occupied.", "", ""},
    {C::FenCastlingNeedsPieces, "4.fen.castling-needs-pieces", kDocsFen,
     "Each castling right in a FEN needs its king and rook on their original squares, or the FEN is rejected.",
     "parse_fen rejects a castling right whose king or rook is missing.",
     "What does a parser do with a castling right whose king or rook is not in place?",
     "The right is silently dropped and the FEN accepted."},
    {C::FenHalfmoveLimit, "4.fen.halfmove-limit", kDocsFen,
     "The halfmove clock of a FEN is at most 100 (a clock of 100 has already ended the game).",
     "parse_fen reads a halfmove clock of 100 or more (100 is accepted, more is rejected).",
     "Which halfmove clocks may a FEN hold?", "Any number: the clock is not bounded by the fifty-move ending."},
    // ------------------------------------------------------------ §5 belief
    {C::OwnMoveFilter, "5.own-move.filter", kRules5,
     "After C's own move, keep only the results whose observation equals the one C made.",
     "after_own_move rejects a board whose result gives another observation.", "", ""},
    {C::OwnMoveUnobserved, "5.own-move.unobserved", kDocsBelief,
     "With own-move observations off, every board makes the move and is kept.",
     "after_own_move_unobserved keeps at least one board.", "", ""},
    {C::OpponentMoveExpansion, "5.opponent-move.expansion", kRules5,
     "After the opponent's move, every board makes every legal opponent move.",
     "after_opponent_move keeps two or more results of one board of P.", "", ""},
    {C::FilterVision, "5.filter.vision", kRules5, "A candidate is kept only if it gives the same seen squares.",
     "A belief update rejects a candidate whose observation differs only in part 1 (its board agrees on every "
     "observed square, its captured piece and its outcome agree).",
     "", ""},
    {C::FilterContents, "5.filter.contents", kRules5,
     "A candidate is kept only if its board has the observed contents on the seen squares.",
     "A belief update rejects a candidate whose observation differs only in part 2 (same seen squares, captured piece "
     "and outcome).",
     "", ""},
    {C::FilterCaptured, "5.filter.captured", kRules5,
     "A candidate is kept only if it captured the same piece of C (or none).",
     "A belief update rejects a candidate whose observation differs only in part 3.", "", ""},
    {C::FilterOutcome, "5.filter.outcome", kRules5, "A candidate is kept only if it gives the same outcome.",
     "A belief update rejects a candidate whose observation differs only in part 4.", "", ""},
    {C::FilterRepetitionNotEnded, "5.filter.repetition-not-ended", kDocsGameEnd,
     "A belief update compares an observed repetition as \"not ended by the board\".",
     "A belief update with an observed repetition keeps a candidate whose board pair decides no ending.",
     "A candidate board has no history: how does a belief update compare an observed repetition?",
     "A candidate is kept only if it shows the repetition itself, which no board pair can."},
    {C::DuplicatesMerged, "5.duplicates.merged", kRules5, "Duplicate positions in P are merged.",
     "A belief update produces a result that is a duplicate of one already kept.", "", ""},
    {C::DuplicatesHalfmove, "5.duplicates.halfmove", kRules5,
     "Positions that differ in the halfmove clock are not duplicates.",
     "A belief update keeps two boards that differ only in the halfmove clock.", "", ""},
    {C::DuplicatesDoublePush, "5.duplicates.double-push", kRules5,
     "Duplicates merge whatever their double-push memory (the full spelling's square).",
     "A belief update merges two results whose remembered double push differs.", "", ""},
}};

constexpr bool catalogue_in_order() {
    for (std::size_t i = 0; i < kCatalogue.size(); ++i) {
        if (static_cast<std::size_t>(kCatalogue[i].clause) != i) {
            return false;
        }
    }
    return true;
}
static_assert(catalogue_in_order(), "kCatalogue must list the clauses in enum order");

}  // namespace

std::span<const ClauseInfo> clause_catalogue() { return kCatalogue; }

const ClauseInfo& clause_info(Clause c) { return kCatalogue[static_cast<std::size_t>(c)]; }

std::string_view clause_id(Clause c) { return clause_info(c).id; }

std::optional<Clause> clause_from_id(std::string_view id) {
    for (const ClauseInfo& info : kCatalogue) {
        if (info.id == id) {
            return info.clause;
        }
    }
    return std::nullopt;
}

std::size_t ClauseSet::count() const {
    std::size_t n = 0;
    for (const std::uint64_t w : words_) {
        n += static_cast<std::size_t>(std::popcount(w));
    }
    return n;
}

ClauseSet& ClauseSet::operator|=(const ClauseSet& other) {
    for (std::size_t i = 0; i < kWords; ++i) {
        words_[i] |= other.words_[i];
    }
    return *this;
}

std::size_t ClauseSet::next_from(std::size_t index) const {
    // Word by word: the lowest member at or after `index` in its word, or
    // the lowest member of a later word. (The fuzzers walk every ply's set
    // pair by pair, and bit by bit that was a walk over every clause.)
    while (index < kClauseCount) {
        const std::uint64_t later = words_[index / 64] >> (index % 64);
        if (later != 0) {
            return index + static_cast<std::size_t>(std::countr_zero(later));
        }
        index = (index / 64 + 1) * 64;
    }
    return kClauseCount;
}

ClauseRecording::ClauseRecording() : previous_(detail::innermost_recording) {
    detail::innermost_recording = this;
    ++detail::recording_epoch;
}

ClauseRecording::~ClauseRecording() {
    // Recordings end in the reverse order of their start (see the header).
    assert(detail::innermost_recording == this);
    detail::innermost_recording = previous_;
    ++detail::recording_epoch;
    if (previous_ != nullptr) {
        previous_->pending_ |= lifetime_;
        previous_->lifetime_ |= lifetime_;
    }
}

ClauseSet ClauseRecording::take() {
    const ClauseSet taken = pending_;
    pending_ = ClauseSet{};
    ++detail::recording_epoch;
    return taken;
}

void note_clause(Clause c) {
    ClauseRecording* const r = detail::innermost_recording;
    if (r != nullptr) {
        r->pending_.insert(c);
        r->lifetime_.insert(c);
    }
}

bool clause_still_wanted(Clause c) {
    const ClauseRecording* const r = detail::innermost_recording;
    return r != nullptr && !r->pending_.contains(c);
}

}  // namespace oracle
