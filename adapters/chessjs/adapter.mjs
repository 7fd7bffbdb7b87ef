// Fog-of-war chess over chess.js 1.4.0, speaking fogproof's protocol v1.
//
//   node adapters/chessjs/adapter.mjs --key library|xfen
//
// chess.js owns the board, the move mechanics and the FEN (parsing and
// writing). This file adds the fog rules (../../../shared/fow-rules.md):
// pseudo-legal moves (no check, king capture, castling through attack),
// vision, observation and the belief set P.
//
// chess.js 1.4.0 has no public pseudo-legal generator: the public moves()
// filters out moves that leave the king attacked, and move() only accepts
// those. So, like any author of a fog game over chess.js, this adapter calls
// the library's internal _moves({ legal: false }), _makeMove and _undoMove
// (plain JavaScript, present in the pinned version).
//
// The game itself is a live library board. Every position the adapter
// stores (each board of P) or writes (`fen`) is a FEN string written by one
// function chosen at start-up:
//   --key library  chess.fen(): the library's own spelling, which drops the en
//                  passant square when the capture is illegal in standard
//                  chess (the incident's bug);
//   --key xfen     canonicalFen(): the square exactly when a pawn of the side
//                  to move stands beside the pushed pawn (rules section 4).

import { Chess, validateFen } from 'chess.js';
import { fieldFault } from '../common/fields.mjs';
import { enPassantFault } from '../common/en_passant.mjs';
import { badInput, beliefCapFrom, parseKeyMode, serve } from '../common/protocol.mjs';
import { FogSession } from '../common/session.mjs';

// chess.js's internal move flags (its unexported BITS table in 1.4.0).
const BIG_PAWN = 4;
const EP_CAPTURE = 8;
const KSIDE_CASTLE = 32;
const QSIDE_CASTLE = 64;
const NULL_MOVE = 128;

// chess.js numbers squares 0x88-style: a8 = 0, h8 = 7, a7 = 16, ... h1 = 119.
const squareName = (x88) => 'abcdefgh'[x88 & 7] + (8 - (x88 >> 4));
const x88Of = (name) => (8 - Number(name[1])) * 16 + (name.charCodeAt(0) - 97);
const ALL_SQUARES = [];
for (let x88 = 0; x88 < 120; x88 += (x88 & 7) === 7 ? 9 : 1) ALL_SQUARES.push(x88);
const SQUARE_NAMES = ALL_SQUARES.map(squareName);
const X88_OF = Object.fromEntries(ALL_SQUARES.map((x88) => [squareName(x88), x88]));

const opposite = (colour) => (colour === 'w' ? 'b' : 'w');
const letterOf = (piece) => (piece.color === 'w' ? piece.type.toUpperCase() : piece.type);
const isPiece = (piece, colour, type) => piece !== undefined && piece.color === colour && piece.type === type;
const uciOf = (move) => squareName(move.from) + squareName(move.to) + (move.promotion ?? '');

// ---------------------------------------------------------------- FEN

// The en passant square of the canonical (xfen) spelling: the square after a
// double push, kept only if a pawn of the side to move stands beside the
// pushed pawn (same rank, adjacent file).
function canonicalEpSquare(chess, square) {
  if (square === '-') return '-';
  const us = chess.turn();
  const pushedRank = us === 'w' ? 5 : 4;
  const file = square.charCodeAt(0) - 97;
  for (const beside of [file - 1, file + 1]) {
    if (beside < 0 || beside > 7) continue;
    if (isPiece(chess.get(String.fromCharCode(97 + beside) + pushedRank), us, 'p')) return square;
  }
  return '-';
}

// The one function that writes a position in the canonical spelling.
function canonicalFen(chess) {
  // forceEnpassantSquare writes the square chess.js remembers, unfiltered.
  const fen = chess.fen({ forceEnpassantSquare: true });
  const fields = fen.split(' ');
  if (fields[3] === '-') return fen;
  fields[3] = canonicalEpSquare(chess, fields[3]);
  return fields.join(' ');
}

const libraryFen = (chess) => chess.fen();

// Loads a FEN with the library's own validation, except that a missing king
// is allowed: after a king capture the position must still be loadable.
function loadChecked(chess, fen) {
  const impossible = enPassantFault(fen);
  if (impossible) throw badInput(`bad FEN "${fen}": ${impossible}`);
  const { ok, error } = validateFen(fen);
  if (!ok && !/missing (white|black) king/.test(error)) throw badInput(`bad FEN "${fen}": ${error}`);
  chess.load(fen, { skipValidation: !ok });
}

// chess.js keeps every castling letter of a FEN, even one whose king or rook
// is not on its square. docs/rules.md refuses such a FEN; this adapter takes
// the other reading of that open question, as python-chess does
// (clean_castling_rights): it accepts the FEN and drops the right, so that
// it never holds a right no move can use.
function dropRightsTheBoardCannotHold(chess) {
  for (const colour of ['w', 'b']) {
    const rank = colour === 'w' ? '1' : '8';
    const rights = chess.getCastlingRights(colour);
    const kingHome = isPiece(chess.get(`e${rank}`), colour, 'k');
    const keep = {
      k: rights.k && kingHome && isPiece(chess.get(`h${rank}`), colour, 'r'),
      q: rights.q && kingHome && isPiece(chess.get(`a${rank}`), colour, 'r'),
    };
    if (keep.k !== rights.k || keep.q !== rights.q) chess.setCastlingRights(colour, { k: keep.k, q: keep.q });
  }
}

// ---------------------------------------------------------------- moves

// Every fog move of the side to move (rules section 1), as chess.js's
// internal move objects.
function fogMoves(chess) {
  // Drop chess.js's castling moves: it refuses to castle out of, through or
  // into attack; fog chess allows it, so castling is generated below.
  const moves = chess._moves({ legal: false }).filter((m) => !(m.flags & (KSIDE_CASTLE | QSIDE_CASTLE)));
  const us = chess.turn();
  const rank = us === 'w' ? '1' : '8';
  const rights = chess.getCastlingRights(us);
  if (!isPiece(chess.get(`e${rank}`), us, 'k')) return moves;
  const empty = (files) => [...files].every((f) => chess.get(f + rank) === undefined);
  const castle = (to, flags) => moves.push({ color: us, from: x88Of(`e${rank}`), to: x88Of(to + rank), piece: 'k', flags });
  if (rights.k && isPiece(chess.get(`h${rank}`), us, 'r') && empty('fg')) castle('g', KSIDE_CASTLE);
  if (rights.q && isPiece(chess.get(`a${rank}`), us, 'r') && empty('bcd')) castle('c', QSIDE_CASTLE);
  return moves;
}

// The fog move `uci` of the side to move, or undefined: only the moves of the
// piece on its from-square are generated.
function findFogMove(chess, uci) {
  const from = uci.slice(0, 2);
  const piece = chess.get(from);
  if (piece === undefined || piece.color !== chess.turn()) return undefined;
  const moves = piece.type === 'k' ? fogMoves(chess) : chess._moves({ legal: false, square: from });
  return moves.find((m) => uciOf(m) === uci);
}

// Whether the side to move has a fog move; stops at the first piece that has
// one (castling is never the only move: it needs the square beside the king
// empty, where the king could step).
function hasFogMove(chess) {
  for (const row of chess.board()) {
    for (const piece of row) {
      if (piece === null || piece.color !== chess.turn()) continue;
      if (chess._moves({ legal: false, square: piece.square }).length > 0) return true;
    }
  }
  return false;
}

// The square of the piece a move captures, or -1.
function capturedSquare(move) {
  if (move.flags & EP_CAPTURE) return move.color === 'w' ? move.to + 16 : move.to - 16;
  return move.captured ? move.to : -1;
}

function makeFogMove(chess, move) {
  chess._makeMove(move);
  // chess.js never expects a king to be captured, so it keeps the castling
  // rights of a king taken on e1/e8; docs/rules.md: that capture removes both.
  if (move.captured === 'k') chess.setCastlingRights(opposite(move.color), { k: false, q: false });
}

// The pseudo-legal moves `colour` would have if it were to move. chess.js
// generates for the side to move only, so the other side's turn is passed by
// a null move, which also drops the en passant right: that right belongs to
// the side to move only (rules section 3).
function movesIfToMove(chess, colour) {
  if (chess.turn() === colour) return chess._moves({ legal: false });
  chess._makeMove({ color: chess.turn(), from: 0, to: 0, piece: 'k', flags: NULL_MOVE });
  try {
    return chess._moves({ legal: false });
  } finally {
    chess._undoMove();
  }
}

// ---------------------------------------------------------------- vision

// The squares `colour` sees (rules section 3) as flags over 0x88 indices:
// its own pieces, every destination of its pseudo-legal moves (chess.js
// already generates pawn pushes only onto empty squares and diagonals only
// onto enemies or the en passant square), and the pawn an en passant capture
// would take. Castling destinations are seen by the rook anyway.
// `hasMoves` tells whether `colour` has a move, which the no-moves ending
// needs when `colour` is to move.
function visionOf(chess, colour) {
  const seen = new Uint8Array(128);
  for (const row of chess.board()) {
    for (const piece of row) if (piece !== null && piece.color === colour) seen[X88_OF[piece.square]] = 1;
  }
  const moves = movesIfToMove(chess, colour);
  for (const move of moves) {
    seen[move.to] = 1;
    if (move.flags & EP_CAPTURE) seen[capturedSquare(move)] = 1;
  }
  return { seen, hasMoves: moves.length > 0 };
}

const visionNames = (seen) => ALL_SQUARES.filter((sq) => seen[sq]).map(squareName);

// ---------------------------------------------------------------- observation

// The halfmove clock after `move` (rules section 1), from the clock of the
// FEN it was played in: chess.js has no public getter for it.
const clockOf = (fen) => Number(fen.split(' ')[4]);
const clockAfter = (clockBefore, move) => (move.piece === 'p' || capturedSquare(move) >= 0 ? 0 : clockBefore + 1);

// How the game ended on `chess`, the board after `move`, as far as one board
// decides (docs/rules.md "Game end and observation"): '' when it did not.
// `toMoveHasMoves` is given when the caller already generated those moves.
function endingAfter(chess, move, clock, toMoveHasMoves) {
  if (move.captured === 'k') return `king-captured by ${move.color}`;
  if (!(toMoveHasMoves ?? hasFogMove(chess))) return 'no-moves';
  if (clock >= 100) return 'fifty-moves';
  return '';
}

// What `colour` observes after `move` was made on `chess` (rules section 3),
// but for the ending, which is the same for both colours (see play()).
// `captured` is the x88 square of colour's piece the move took, or -1.
function observe(chess, colour, captured) {
  const { seen } = visionOf(chess, colour);
  const contents = [];
  for (let i = 0; i < 64; i++) {
    if (!seen[ALL_SQUARES[i]]) continue;
    contents.push([SQUARE_NAMES[i], contentAt(chess, SQUARE_NAMES[i])]);
  }
  return { seen, contents, captured };
}

const contentAt = (chess, name) => {
  const piece = chess.get(name);
  return piece === undefined ? '.' : letterOf(piece);
};

// A fast pre-filter for belief updates, on the board BEFORE a move: the
// squares seen in `truth` whose content differs there. A move changes at
// most four squares (castling), so a board with more mismatches cannot lead
// to `truth` (null), and a move must change every mismatched square.
function mismatchedSquares(chess, truth) {
  const mismatched = [];
  for (const [name, letter] of truth.contents) {
    if (contentAt(chess, name) === letter) continue;
    if (mismatched.length === 4) return null;
    mismatched.push(name);
  }
  return mismatched;
}

function squaresChangedBy(move) {
  const changed = [squareName(move.from), squareName(move.to)];
  if (move.flags & KSIDE_CASTLE) changed.push(squareName(move.to + 1), squareName(move.to - 1));
  if (move.flags & QSIDE_CASTLE) changed.push(squareName(move.to - 2), squareName(move.to + 1));
  if (move.flags & EP_CAPTURE) changed.push(squareName(capturedSquare(move)));
  return changed;
}

const changesAll = (move, squares) => squares.length === 0 || squares.every((sq) => squaresChangedBy(move).includes(sq));

// Whether the board after `move` gives `colour` the observation `truth`.
// Cheap tests first: the captured square, then the contents of the squares
// seen on the true board, then vision and ending in full.
function sameObservation(chess, colour, move, captured, clock, truth) {
  if (captured !== truth.captured) return false;
  for (const [name, letter] of truth.contents) if (contentAt(chess, name) !== letter) return false;
  const { seen, hasMoves } = visionOf(chess, colour);
  for (const sq of ALL_SQUARES) if (seen[sq] !== truth.seen[sq]) return false;
  return endingAfter(chess, move, clock, chess.turn() === colour ? hasMoves : undefined) === truth.ending;
}

// Rules section 3 makes what `colour` sees depend on the board only through
// its own pieces and the occupancy of a few squares: the squares it sees and
// its pawns' push and diagonal squares. `chess` has the opponent to move;
// an opponent move that changes none of these squares, and is no double push
// (which may give `colour` an en passant capture), leaves `colour` seeing
// what it sees now, with the same contents and the same moves. Belief
// updates use this to check such moves once per board instead of once per
// move.
function sightOf(chess, colour) {
  const { seen, hasMoves } = visionOf(chess, colour);
  const relevant = seen.slice();
  const forward = colour === 'w' ? -16 : 16;
  const startRank = colour === 'w' ? 6 : 1; // 0x88 row of the pawns' first rank
  for (const row of chess.board()) {
    for (const piece of row) {
      if (piece === null || piece.color !== colour || piece.type !== 'p') continue;
      const from = X88_OF[piece.square];
      for (const sq of [from + forward, from + forward - 1, from + forward + 1]) if (!(sq & 0x88)) relevant[sq] = 1;
      if (from >> 4 === startRank) relevant[from + 2 * forward] = 1;
    }
  }
  return { seen, hasMoves, relevant };
}

const leavesSightAlone = (move, sight) => !(move.flags & BIG_PAWN)
  && squaresChangedBy(move).every((name) => !sight.relevant[X88_OF[name]]);

function observationReply(obs) {
  const pieces = {};
  for (const [name, letter] of obs.contents) if (letter !== '.') pieces[name] = letter;
  return {
    seen: obs.contents.map(([name]) => name),
    pieces,
    captured: obs.captured < 0 ? null : squareName(obs.captured),
  };
}

// ---------------------------------------------------------------- the game

class FogGame extends FogSession {
  constructor(positionKey, beliefCap) {
    super(beliefCap, observationReply);
    this.positionKey = positionKey; // libraryFen or canonicalFen, never both
    this.board = new Chess(); // the game
    this.scratch = new Chess(); // for belief updates
    this.load(this.board.fen());
  }

  load(fen) {
    const badField = fieldFault(fen);
    if (badField) throw badInput(`bad FEN "${fen}": ${badField}`);
    loadChecked(this.board, fen);
    dropRightsTheBoardCannotHold(this.board);
    this.cached = {}; // answers about this.board: FEN, fog moves, vision by colour
    this.forget();
  }

  fen() {
    this.cached.fen ??= this.positionKey(this.board);
    return this.cached.fen;
  }

  moves() {
    this.cached.moves ??= fogMoves(this.board);
    return this.cached.moves.map(uciOf);
  }

  vision(colour) {
    this.cached[colour] ??= visionNames(visionOf(this.board, colour).seen);
    return this.cached[colour];
  }

  play(uci) {
    const move = (this.cached.moves ?? fogMoves(this.board)).find((m) => uciOf(m) === uci);
    if (move === undefined) throw badInput(`illegal move "${uci}" in ${this.fen()}`);
    const captured = capturedSquare(move);
    const clock = clockAfter(clockOf(this.fen()), move);
    makeFogMove(this.board, move);
    this.cached = {};
    const ending = endingAfter(this.board, move, clock);
    const observation = {};
    for (const colour of ['w', 'b']) {
      observation[colour] = observe(this.board, colour, colour === move.color ? -1 : captured);
      observation[colour].ending = ending;
    }
    this.moved(uci, move.color, observation);
  }

  keyOf(fen) {
    loadChecked(this.scratch, fen);
    return this.positionKey(this.scratch);
  }

  afterOwnMove(belief, uci, truth) {
    const next = new Set();
    for (const fen of belief.boards) {
      this.scratch.load(fen, { skipValidation: true });
      const move = findFogMove(this.scratch, uci);
      if (move === undefined) continue;
      if (belief.ownObservation) {
        const mismatched = mismatchedSquares(this.scratch, truth);
        if (mismatched === null || !changesAll(move, mismatched)) continue;
      }
      makeFogMove(this.scratch, move);
      if (!belief.ownObservation
        || sameObservation(this.scratch, belief.colour, move, -1, clockAfter(clockOf(fen), move), truth)) {
        next.add(this.positionKey(this.scratch));
      }
    }
    return next;
  }

  afterOpponentMove(belief, truth) {
    const { colour } = belief;
    const next = new Set();
    for (const fen of belief.boards) {
      this.scratch.load(fen, { skipValidation: true });
      const mismatched = mismatchedSquares(this.scratch, truth);
      if (mismatched === null) continue;
      const clock = clockOf(fen);
      const sight = sightOf(this.scratch, colour);
      const sightMatches = mismatched.length === 0 && ALL_SQUARES.every((sq) => sight.seen[sq] === truth.seen[sq]);
      for (const move of fogMoves(this.scratch)) {
        const captured = capturedSquare(move);
        if (captured !== truth.captured || !changesAll(move, mismatched)) continue;
        if (leavesSightAlone(move, sight)) {
          // Same sight as on this board; only the ending can still differ.
          const ending = !sight.hasMoves ? 'no-moves' : clockAfter(clock, move) >= 100 ? 'fifty-moves' : '';
          if (!sightMatches || ending !== truth.ending) continue;
          makeFogMove(this.scratch, move);
          next.add(this.positionKey(this.scratch));
        } else {
          makeFogMove(this.scratch, move);
          if (sameObservation(this.scratch, colour, move, captured, clockAfter(clock, move), truth)) {
            next.add(this.positionKey(this.scratch));
          }
        }
        this.scratch._undoMove();
      }
    }
    return next;
  }
}

const keyMode = parseKeyMode(process.argv);
const positionKey = keyMode === 'xfen' ? canonicalFen : libraryFen;
serve(`chess.js 1.4.0 fog adapter (--key ${keyMode})`, new FogGame(positionKey, beliefCapFrom(process.argv)));
