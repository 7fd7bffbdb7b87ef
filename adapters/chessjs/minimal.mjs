// The smallest adapter: chess.js's public API behind protocol v1, with only
// the three commands a first diff needs. Run:
//   fogproof diff --against "node adapters/chessjs/minimal.mjs"
// It fails at once, and that is the lesson: chess.js's legal moves are
// standard chess moves (no king left attacked), not fog moves.
import { createInterface } from 'node:readline';
import { Chess } from 'chess.js';

let board = new Chess();

function answer(request) {
  switch (request.cmd) {
    case 'hello':
      return { name: 'chess.js minimal', protocol: 1, supports: ['fen', 'moves', 'play'] };
    case 'load':
      try { board = new Chess(request.fen); return { ok: true }; } catch (e) { return { error: e.message }; }
    case 'fen':
      return { fen: board.fen() };
    case 'moves':
      return { moves: board.moves({ verbose: true }).map((m) => m.from + m.to + (m.promotion ?? '')) };
    case 'play':
      try { board.move(request.move); return { ok: true }; } catch (e) { return { error: e.message }; }
    default:
      return { error: `unknown command ${request.cmd}` };
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  const request = JSON.parse(line);
  if (request.cmd === 'quit') break;
  process.stdout.write(JSON.stringify(answer(request)) + '\n');
}
