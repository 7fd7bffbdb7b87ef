// Fog-of-war chess over chessops 0.15.1, speaking fogproof's protocol v1.
//
//   node adapters/chessops/adapter.mjs --key library|xfen
//
// chessops owns the board (bitboard SquareSets), the move mechanics
// (Position.play) and the FEN (parseFen, makeFen). This file adds the fog
// rules (../../../shared/fow-rules.md): pseudo-legal moves (no check, king
// capture, castling through attack), vision, observation and the belief set P.
// chessops exports pseudoDests(), its pseudo-legal destinations, which is
// the fog move generator apart from castling.
//
// The game itself is a live library board. Every position the adapter
// stores (each board of P) or writes (`fen`) is a FEN string written by one
// function chosen at start-up:
//   --key library  makeFen(pos.toSetup()): the library's own spelling, which
//                  drops the en passant square when the capture is illegal
//                  in standard chess (the incident's bug);
//   --key xfen     canonicalFen(): the square exactly when a pawn of the side
//                  to move stands beside the pushed pawn (rules section 4).

import { pawnAttacks } from 'chessops/attacks';
import { Chess, IllegalSetup, pseudoDests } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { SquareSet } from 'chessops/squareSet';
import { kingCastlesTo, makeSquare, makeUci, opposite, roleToChar, squareRank } from 'chessops/util';
import { enPassantFault } from '../common/en_passant.mjs';
import { fieldFault } from '../common/fields.mjs';
import { badInput, beliefCapFrom, parseKeyMode, serve } from '../common/protocol.mjs';
import { FogSession } from '../common/session.mjs';

const COLOUR_NAME = { w: 'white', b: 'black' };
const PROMOTIONS = ['queen', 'rook', 'bishop', 'knight'];

// Chess.fromSetup() refuses positions that fog chess reaches: the side not to
// move left in check (ERR_OPPOSITE_CHECK) and a captured king (ERR_KINGS).
// chessops' extension point is subclassing Position (its variants do so), and
// a subclass may set a position up without that validation.
class FogChess extends Chess {
  static fromSetupUnvalidated(setup) {
    const pos = new this();
    pos.setupUnchecked(setup);
    return pos;
  }
}

// A context for pseudoDests() without a king: chessops then leaves out its own
// castling, which refuses to castle out of or through attack.
const NO_KING_CONTEXT = {
  king: undefined,
  blockers: SquareSet.empty(),
  checkers: SquareSet.empty(),
  variantEnd: false,
  mustCapture: false,
};

const letterAt = (board, square) => {
  const role = board.getRole(square);
  if (role === undefined) return '.';
  const letter = roleToChar(role);
  return board.getColor(square) === 'white' ? letter.toUpperCase() : letter;
};

// ---------------------------------------------------------------- FEN

// The en passant square of the canonical (xfen) spelling. chessops remembers
// the square after every double push; it counts only if a pawn of the side to
// move stands beside the pushed pawn, i.e. attacks the square.
function canonicalEpSquare(pos) {
  const square = pos.epSquare;
  if (square === undefined) return undefined;
  const capturers = pawnAttacks(opposite(pos.turn), square).intersect(pos.board.pieces(pos.turn, 'pawn'));
  return capturers.nonEmpty() ? square : undefined;
}

// The one function that writes a position in the canonical spelling.
function canonicalFen(pos) {
  const setup = pos.toSetup();
  setup.epSquare = canonicalEpSquare(pos);
  return makeFen(setup);
}

const libraryFen = (pos) => makeFen(pos.toSetup());

// Our own FEN strings, read back without checks.
const positionOf = (fen) => FogChess.fromSetupUnvalidated(parseFen(fen).unwrap());

// chessops keeps a castling right by its rook alone, even when the king is
// not on e1/e8. docs/rules.md refuses such a FEN; this adapter takes the
// other reading of that open question, as python-chess does
// (clean_castling_rights): it drops the right, so that it never holds a
// right no move can use.
function dropRightsWithoutKing(pos) {
  for (const colour of ['white', 'black']) {
    if (pos.board.kingOf(colour) !== (colour === 'white' ? 4 : 60)) pos.castles.discardColor(colour);
  }
}

// A FEN from the outside: chessops' parser and validation, except that the
// side not to move may be in check and a king may be missing.
function positionFromOutside(fen) {
  const impossible = enPassantFault(fen);
  if (impossible) throw badInput(`bad FEN "${fen}": ${impossible}`);
  const parsed = parseFen(fen);
  if (parsed.isErr) throw badInput(`bad FEN "${fen}": ${parsed.error.message}`);
  const setup = parsed.value;
  const validated = Chess.fromSetup(setup);
  if (validated.isErr) {
    const why = validated.error.message;
    const tooManyKings = ['white', 'black'].some((c) => setup.board.pieces(c, 'king').size() > 1);
    if (!(why === IllegalSetup.OppositeCheck || (why === IllegalSetup.Kings && !tooManyKings))) {
      throw badInput(`bad FEN "${fen}": ${why}`);
    }
  }
  return FogChess.fromSetupUnvalidated(setup);
}

// ---------------------------------------------------------------- moves

// Every fog move of the side to move (rules section 1), as chessops moves
// {from, to, promotion?}; castling is the king's two-square move.
function fogMoves(pos) {
  const moves = [];
  const us = pos.turn;
  for (const from of pos.board[us]) {
    const isPawn = pos.board.pawn.has(from);
    for (const to of pseudoDests(pos, from, NO_KING_CONTEXT)) {
      const rank = squareRank(to);
      if (isPawn && (rank === 0 || rank === 7)) {
        for (const promotion of PROMOTIONS) moves.push({ from, to, promotion });
      } else {
        moves.push({ from, to });
      }
    }
  }
  const home = us === 'white' ? 4 : 60; // e1, e8
  if (pos.board.kingOf(us) !== home) return moves;
  for (const [side, corner] of [['h', home + 3], ['a', home - 4]]) {
    const rook = pos.castles.rook[us][side];
    if (rook !== corner || pos.board.getRole(rook) !== 'rook' || pos.board.getColor(rook) !== us) continue;
    if (pos.castles.path[us][side].intersects(pos.board.occupied)) continue;
    moves.push({ from: home, to: kingCastlesTo(us, side) });
  }
  return moves;
}

// The square of the piece a move captures, or -1.
function capturedSquare(pos, move) {
  if (pos.board[opposite(pos.turn)].has(move.to)) return move.to;
  if (pos.board.pawn.has(move.from) && move.to === pos.epSquare) return move.to + (pos.turn === 'white' ? -8 : 8);
  return -1;
}

function makeFogMove(pos, move) {
  const them = opposite(pos.turn);
  const kingCaptured = pos.board.king.has(move.to) && pos.board[them].has(move.to);
  pos.play(move);
  // chessops never expects a king to be captured, so it keeps the castling
  // rights of a king taken on e1/e8; docs/rules.md: that capture removes both.
  if (kingCaptured) pos.castles.discardColor(them);
  return kingCaptured;
}

function hasFogMove(pos) {
  for (const from of pos.board[pos.turn]) if (pseudoDests(pos, from, NO_KING_CONTEXT).nonEmpty()) return true;
  return false; // castling needs an empty f1, which the king could step to
}

// ---------------------------------------------------------------- vision

// The squares `colour` sees (rules section 3): its own pieces, every
// destination of its pseudo-legal moves if it were to move (pseudoDests gives
// pawn pushes only onto empty squares and diagonals only onto enemies or the
// en passant square), and the pawn an en passant capture would take.
// Castling destinations are seen by the rook anyway.
// `hasMoves` tells whether `colour` has a move, which the no-moves ending
// needs when `colour` is to move.
function visionOf(pos, colour) {
  const savedTurn = pos.turn;
  const savedEp = pos.epSquare;
  if (colour !== pos.turn) {
    // pseudoDests works for the side to move: hand the turn over for a moment.
    // The en passant right belongs to the side to move only, so it goes too.
    pos.turn = colour;
    pos.epSquare = undefined;
  }
  try {
    let seen = pos.board[colour];
    let hasMoves = false;
    for (const from of pos.board[colour]) {
      const dests = pseudoDests(pos, from, NO_KING_CONTEXT);
      hasMoves ||= dests.nonEmpty();
      seen = seen.union(dests);
    }
    const ep = canonicalEpSquare(pos);
    if (ep !== undefined) seen = seen.with(ep).with(ep + (colour === 'white' ? -8 : 8));
    return { seen, hasMoves };
  } finally {
    pos.turn = savedTurn;
    pos.epSquare = savedEp;
  }
}

// ---------------------------------------------------------------- observation

// How the game ended after the move, as far as one board decides
// (docs/rules.md "Game end and observation"): '' when it did not.
// `toMoveHasMoves` is known when the caller already generated those moves.
function endingAfter(pos, kingCapturedBy, toMoveHasMoves = hasFogMove(pos)) {
  if (kingCapturedBy !== undefined) return `king-captured by ${kingCapturedBy}`;
  if (!toMoveHasMoves) return 'no-moves';
  if (pos.halfmoves >= 100) return 'fifty-moves';
  return '';
}

// What `colour` observes on `pos` after a move (rules section 3), but for
// the ending, which is the same for both colours (see play()); `captured` is
// the square of colour's piece the move took, or -1.
function observe(pos, colour, captured) {
  const { seen } = visionOf(pos, colour);
  const contents = [...seen].map((square) => [square, letterAt(pos.board, square)]);
  return { seen, contents, captured };
}

// A fast pre-filter for belief updates, on the board BEFORE a move: the
// squares seen in `truth` whose content differs there. A move changes at
// most four squares (castling), so a board with more mismatches cannot lead
// to `truth` (null), and a move must change every mismatched square.
function mismatchedSquares(pos, truth) {
  let mismatched = SquareSet.empty();
  for (const [square, letter] of truth.contents) {
    if (letterAt(pos.board, square) === letter) continue;
    if (mismatched.size() === 4) return null;
    mismatched = mismatched.with(square);
  }
  return mismatched;
}

function squaresChangedBy(pos, move) {
  let changed = SquareSet.fromSquare(move.from).with(move.to);
  if (pos.board.king.has(move.from) && Math.abs(move.to - move.from) === 2) {
    const side = move.to > move.from ? 'h' : 'a';
    changed = changed.with(pos.castles.rook[pos.turn][side]).with(move.to + (side === 'h' ? -1 : 1));
  }
  const captured = capturedSquare(pos, move);
  return captured >= 0 ? changed.with(captured) : changed;
}

// Whether `pos` (after a move) gives `colour` the observation `truth`. Cheap
// tests first: the contents of the squares seen on the true board, then
// vision and ending in full.
function sameObservation(pos, colour, kingCapturedBy, truth) {
  for (const [square, letter] of truth.contents) if (letterAt(pos.board, square) !== letter) return false;
  const { seen, hasMoves } = visionOf(pos, colour);
  if (!seen.equals(truth.seen)) return false;
  return endingAfter(pos, kingCapturedBy, pos.turn === colour ? hasMoves : undefined) === truth.ending;
}

function observationReply(obs) {
  const pieces = {};
  for (const [square, letter] of obs.contents) if (letter !== '.') pieces[makeSquare(square)] = letter;
  return {
    seen: obs.contents.map(([square]) => makeSquare(square)),
    pieces,
    captured: obs.captured < 0 ? null : makeSquare(obs.captured),
  };
}

// ---------------------------------------------------------------- the game

class FogGame extends FogSession {
  constructor(positionKey, beliefCap) {
    super(beliefCap, observationReply);
    this.positionKey = positionKey; // libraryFen or canonicalFen, never both
    this.load(makeFen(Chess.default().toSetup()));
  }

  load(fen) {
    const badField = fieldFault(fen);
    if (badField) throw badInput(`bad FEN "${fen}": ${badField}`);
    this.pos = positionFromOutside(fen); // the game
    dropRightsWithoutKing(this.pos);
    this.cached = {}; // answers about this.pos: FEN, fog moves, vision by colour
    this.forget();
  }

  keyOf(fen) {
    return this.positionKey(positionFromOutside(fen));
  }

  fen() {
    this.cached.fen ??= this.positionKey(this.pos);
    return this.cached.fen;
  }

  moves() {
    this.cached.moves ??= fogMoves(this.pos);
    return this.cached.moves.map(makeUci);
  }

  vision(colour) {
    this.cached[colour] ??= [...visionOf(this.pos, COLOUR_NAME[colour]).seen].map(makeSquare);
    return this.cached[colour];
  }

  play(uci) {
    const move = (this.cached.moves ?? fogMoves(this.pos)).find((m) => makeUci(m) === uci);
    if (move === undefined) throw badInput(`illegal move "${uci}" in ${this.fen()}`);
    const mover = this.pos.turn;
    const captured = capturedSquare(this.pos, move);
    const kingCapturedBy = makeFogMove(this.pos, move) ? mover : undefined;
    this.cached = {};
    const ending = endingAfter(this.pos, kingCapturedBy);
    const observation = {};
    for (const colour of ['w', 'b']) {
      const name = COLOUR_NAME[colour];
      observation[colour] = observe(this.pos, name, name === mover ? -1 : captured);
      observation[colour].ending = ending;
    }
    this.moved(uci, mover === 'white' ? 'w' : 'b', observation);
  }

  afterOwnMove(belief, uci, truth) {
    const next = new Set();
    for (const fen of belief.boards) {
      const pos = positionOf(fen);
      const move = fogMoves(pos).find((m) => makeUci(m) === uci);
      if (move === undefined) continue;
      if (belief.ownObservation) {
        const mismatched = mismatchedSquares(pos, truth);
        if (mismatched === null || !mismatched.subsetOf(squaresChangedBy(pos, move))) continue;
      }
      const kingCapturedBy = makeFogMove(pos, move) ? COLOUR_NAME[belief.colour] : undefined;
      if (!belief.ownObservation || sameObservation(pos, COLOUR_NAME[belief.colour], kingCapturedBy, truth)) {
        next.add(this.positionKey(pos));
      }
    }
    return next;
  }

  afterOpponentMove(belief, truth) {
    const next = new Set();
    const opponent = opposite(COLOUR_NAME[belief.colour]);
    for (const fen of belief.boards) {
      const pos = positionOf(fen);
      const mismatched = mismatchedSquares(pos, truth);
      if (mismatched === null) continue;
      for (const move of fogMoves(pos)) {
        if (capturedSquare(pos, move) !== truth.captured) continue;
        if (mismatched.nonEmpty() && !mismatched.subsetOf(squaresChangedBy(pos, move))) continue;
        const child = pos.clone();
        const kingCapturedBy = makeFogMove(child, move) ? opponent : undefined;
        if (sameObservation(child, COLOUR_NAME[belief.colour], kingCapturedBy, truth)) next.add(this.positionKey(child));
      }
    }
    return next;
  }
}

const keyMode = parseKeyMode(process.argv);
const positionKey = keyMode === 'xfen' ? canonicalFen : libraryFen;
serve(`chessops 0.15.1 fog adapter (--key ${keyMode})`, new FogGame(positionKey, beliefCapFrom(process.argv)));
