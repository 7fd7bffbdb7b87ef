const savedFetch = globalThis.fetch; delete globalThis.fetch;
const ffish = require('ffish/ffish.js');
globalThis.fetch = savedFetch;
ffish.onRuntimeInitialized = () => {
  ffish.loadVariantConfig('[fogofwar:chess]\nking = -\ncommoner = k\ncastlingKingPiece = k\nextinctionValue = loss\nextinctionPieceTypes = k\n');
  console.log(ffish.startingFen('fogofwar'));
  const b2 = new ffish.Board('fogofwar', '5k2/8/8/8/5pP1/8/8/4K3 b - g3 0 1');
  console.log(b2.fen(), '|', b2.legalMoves());
  for (const f of ['5k2/8/8/8/5pP1/8/8/4K3 b - g3 0 1','5k2/8/8/8/5pP1/8/8/4K3 b - g3','5k2/8/8/8/5p2/8/8/4K3 b - g3 0 1', '5k2/8/8/8/5p2/8/8/4K3 b - - -3 1', 'xx', '5k2/8/8/8/5p2/8/8/4K3 b - - 0 1', '5k2/8/8/8/5p2/8/8/4K3 b - - 0 0', '5k2/8/8/8/5p2/8/8/4KK2 b - - 0 1','5k2/8/8/8/5p2/8/8/8 b - - 0 1'])
    console.log(f, ffish.validateFen(f,'fogofwar'));
  const b3 = new ffish.Board('fogofwar', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  console.log(b3.push('e2e4'), b3.push('zz'), b3.fen(), b3.isGameOver(), b3.result());
  const b4 = new ffish.Board('fogofwar', '4k3/8/8/8/8/8/8/4K2R w K - 0 1'); console.log(b4.legalMoves());
  const b5 = new ffish.Board('fogofwar', '4k3/8/8/8/8/8/4r3/4K2R w K - 0 1'); console.log(b5.legalMoves(), b5.isGameOver());
  b5.push('e1e2'); console.log(b5.fen(), b5.isGameOver(), b5.result(), JSON.stringify(b5.legalMoves()));
};
