const savedFetch = globalThis.fetch; delete globalThis.fetch;
const ffish = require('ffish/ffish.js');
globalThis.fetch = savedFetch;
ffish.onRuntimeInitialized = () => {
console.log(ffish.info());
try { console.log(ffish.variants().length) } catch (e) { console.log("variants:", e.message) }
const b = new ffish.Board('fogofwar');
console.log(b.fen(), b.legalMoves());
const b2 = new ffish.Board('fogofwar', '5k2/8/8/8/5pP1/8/8/4K3 b - g3 0 1');
console.log(b2.fen(), b2.legalMoves());
for (const f of ['5k2/8/8/8/5pP1/8/8/4K3 b - g3 0 1','5k2/8/8/8/5pP1/8/8/4K3 b - g3','5k2/8/8/8/5p2/8/8/4K3 b - g3 0 1', '5k2/8/8/8/5p2/8/8/4K3 b - - -3 1', 'xx', '5k2/8/8/8/5p2/8/8/4K3 b - - 0 1'])
  console.log(f, ffish.validateFen(f,'fogofwar'));
};
