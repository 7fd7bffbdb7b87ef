// Fog-of-war chess over ffish 0.7.10 (Fairy-Stockfish, WebAssembly) and
// Fairy-Stockfish's own `fogofwar` variant, speaking fogproof's protocol v1.
//
//   node adapters/ffish/adapter.mjs
//
// Every rule answer comes from Fairy-Stockfish: which FENs it accepts, the
// moves, what a move does, the FEN it writes, and when the game is over.
// Vision is Fairy-Stockfish's fog as pychess.org draws it (its
// Position::fog_area): a colour's own pieces and the destinations of its
// legal moves. This file decides only what the protocol asks and ffish
// cannot answer by itself:
// - the moves of the side NOT to move (for its vision): the same position
//   with the other side to move and no en passant square, since an en
//   passant right belongs to the side to move only;
// - the observation of a move (rules section 3): the vision after it, the
//   contents of those squares, and the own piece the move took;
// - P (rules section 5), kept as Fairy-Stockfish's own FEN strings.
// Where Fairy-Stockfish reads the rules differently from fogproof, the
// adapter does not correct it: adapters/ffish/known-findings.json lists
// those differences, and adapters/README.md says what pychess.org players
// see because of them.

import { badInput, beliefCapFrom, serve } from '../common/protocol.mjs';
import { FogSession } from '../common/session.mjs';
import { loadFairyStockfish } from './fairy_stockfish.mjs';

const VARIANT = 'fogofwar';
const FILES = 'abcdefgh';
const colourOfLetter = (letter) => (letter === letter.toUpperCase() ? 'w' : 'b');

// The FEN's placement as a map from square name to piece letter.
function piecesOf(fen) {
  const pieces = new Map();
  fen.split(' ')[0].split('/').forEach((row, index) => {
    let file = 0;
    for (const c of row) {
      if (/[1-9]/.test(c)) file += Number(c);
      else pieces.set(FILES[file++] + (8 - index), c);
    }
  });
  return pieces;
}

const sideOf = (fen) => fen.split(' ')[1];
const destination = (uci) => uci.slice(2, 4);

class FairyFog extends FogSession {
  constructor(ffish, beliefCap) {
    super(beliefCap, ({ seen, pieces, captured }) => ({ seen, pieces, captured }));
    this.ffish = ffish;
    this.board = new ffish.Board(VARIANT);
    // Boards reused for questions about other positions (belief updates ask
    // thousands): Fairy-Stockfish's setFen instead of a new board each.
    this.scratch = new ffish.Board(VARIANT);
    this.turned = new ffish.Board(VARIANT);
  }

  // A board of Fairy-Stockfish at `fen`, or a refusal in its words.
  boardAt(fen) {
    const verdict = this.ffish.validateFen(fen, VARIANT);
    if (verdict !== 1) throw badInput(`Fairy-Stockfish refuses the FEN "${fen}" (validateFen ${verdict})`);
    return new this.ffish.Board(VARIANT, fen);
  }

  load(fen) {
    const board = this.boardAt(fen);
    this.board.delete();
    this.board = board;
    this.forget();
  }

  fen() {
    return this.board.fen();
  }

  // The stored position of the board a FEN names, in any spelling:
  // Fairy-Stockfish's own FEN of it (P holds those), for belief_contains.
  keyOf(fen) {
    const verdict = this.ffish.validateFen(fen, VARIANT);
    if (verdict !== 1) throw badInput(`Fairy-Stockfish refuses the FEN "${fen}" (validateFen ${verdict})`);
    this.scratch.setFen(fen);
    return this.scratch.fen();
  }

  moves() {
    const text = this.board.legalMoves();
    return text === '' ? [] : text.split(' ');
  }

  // The moves `colour` has on `fen` (a FEN Fairy-Stockfish accepted or
  // wrote); for the side not to move, on the same position with it to move
  // and no en passant square.
  movesOf(fen, colour) {
    let asked = fen;
    if (sideOf(fen) !== colour) {
      const fields = fen.split(' ');
      fields[1] = colour;
      fields[3] = '-';
      asked = fields.join(' ');
    }
    this.turned.setFen(asked);
    const text = this.turned.legalMoves();
    return text === '' ? [] : text.split(' ');
  }

  // Fairy-Stockfish's fog: own pieces and the destinations of legal moves.
  visionAt(fen, colour) {
    const seen = new Set();
    for (const [square, letter] of piecesOf(fen)) if (colourOfLetter(letter) === colour) seen.add(square);
    for (const move of this.movesOf(fen, colour)) seen.add(destination(move));
    return [...seen].sort();
  }

  vision(colour) {
    return this.visionAt(this.fen(), colour);
  }

  // What `colour` observes on `after` after a move from `before`.
  observationAt(before, after, colour) {
    const seen = this.visionAt(after, colour);
    const piecesAfter = piecesOf(after);
    const pieces = {};
    for (const square of seen) if (piecesAfter.has(square)) pieces[square] = piecesAfter.get(square);
    let captured = null;
    for (const [square, letter] of piecesOf(before)) {
      const mover = sideOf(before);
      if (colourOfLetter(letter) !== colour || colour === mover) continue;
      const now = piecesAfter.get(square);
      if (now === undefined || colourOfLetter(now) !== colour) captured = square;
    }
    return { seen, pieces, captured };
  }

  play(uci) {
    if (!this.moves().includes(uci)) throw badInput(`illegal move "${uci}" in ${this.fen()}`);
    const before = this.fen();
    this.board.push(uci);
    const after = this.fen();
    const ending = this.endingOf(this.board);
    const observation = {};
    for (const colour of ['w', 'b']) observation[colour] = { ...this.observationAt(before, after, colour), ending };
    this.moved(uci, sideOf(before), observation);
  }

  // How Fairy-Stockfish says the game on `board` ended, '' while it goes on.
  endingOf(board) {
    return board.isGameOver() ? board.result() : '';
  }

  // The board of P after `uci` from `fen`, and what `colour` observes; null
  // when the move is not legal there.
  after(fen, uci, colour) {
    this.scratch.setFen(fen);
    if (!this.scratch.push(uci)) return null;
    const next = this.scratch.fen();
    const ending = this.endingOf(this.scratch);
    return { fen: next, observation: { ...this.observationAt(fen, next, colour), ending } };
  }

  afterOwnMove(belief, uci, truth) {
    const next = new Set();
    for (const fen of belief.boards) {
      const result = this.after(fen, uci, belief.colour);
      if (result !== null && (!belief.ownObservation || sameObservation(result.observation, truth))) {
        next.add(result.fen);
      }
    }
    return next;
  }

  afterOpponentMove(belief, truth) {
    const next = new Set();
    for (const fen of belief.boards) {
      for (const uci of this.movesOf(fen, sideOf(fen))) {
        const result = this.after(fen, uci, belief.colour);
        if (result !== null && sameObservation(result.observation, truth)) next.add(result.fen);
      }
    }
    return next;
  }
}

function sameObservation(a, b) {
  if (a.captured !== b.captured || a.ending !== b.ending || a.seen.length !== b.seen.length) return false;
  if (a.seen.some((square, i) => square !== b.seen[i])) return false;
  return a.seen.every((square) => a.pieces[square] === b.pieces[square]);
}

const ffish = await loadFairyStockfish();
serve(`ffish 0.7.10 (Fairy-Stockfish ${ffish.info().split(' ')[1]}, variant fogofwar)`,
  // Frozen above 200 boards, not the chess.js adapter's 300: each board
  // costs Fairy-Stockfish several setFen/push round trips through WASM, and
  // updating 300 boards outlasted fogproof's 10 s reply timeout on a loaded
  // 2-core machine.
  new FairyFog(ffish, beliefCapFrom(process.argv, 200)));
