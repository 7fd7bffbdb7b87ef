// Loads ffish 0.7.10 (Fairy-Stockfish compiled to WebAssembly) in Node and
// defines the `fogofwar` variant with Fairy-Stockfish's own definition, the
// one pychess.org plays (Fairy-Stockfish src/variants.ini).
//
// ffish 0.7.10 is an old Emscripten build, and two of its habits would break
// a protocol child:
// - it fetches its .wasm with fetch() whenever fetch exists, which Node 18+
//   has, and fetch() cannot read a file path: fetch is hidden while it loads,
//   so it reads the file from disk;
// - Fairy-Stockfish prints FEN validation messages through console.log,
//   which would land on stdout between protocol replies: console.log is
//   pointed at stderr while the module binds its printer.
import { createRequire } from 'node:module';

// Fairy-Stockfish's own definition (src/variants.ini, "[fogofwar:chess]"):
// the king is a non-royal commoner that castles, and losing it loses the game.
export const FOGOFWAR_VARIANT = `[fogofwar:chess]
king = -
commoner = k
castlingKingPiece = k
extinctionValue = loss
extinctionPieceTypes = k
`;

export function loadFairyStockfish() {
  const require = createRequire(import.meta.url);
  const savedFetch = globalThis.fetch;
  const savedLog = console.log;
  delete globalThis.fetch;
  console.log = console.error;
  let ffish;
  try {
    ffish = require('ffish/ffish.js');
  } finally {
    globalThis.fetch = savedFetch;
    console.log = savedLog;
  }
  return new Promise((resolve) => {
    ffish.onRuntimeInitialized = () => {
      ffish.loadVariantConfig(FOGOFWAR_VARIANT);
      resolve(ffish);
    };
  });
}
