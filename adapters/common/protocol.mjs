// fogproof's external protocol v1 (docs/protocol.md), shared by the adapters:
// one JSON request per stdin line, exactly one JSON reply line on stdout
// (none for "quit"), logs on stderr. This file knows nothing about chess; it
// checks the request's fields and hands them to the adapter's game object,
// which owns the board, the fog rules and the beliefs.
//
// A game object provides:
//   load(fen)  fen()  moves()  vision(colour)  play(uci)  observation(colour)
//   beliefStart(colour, ownObservation)  belief(colour, limit)
//   beliefContains(colour, fens)  beliefSample(colour, count, seed)
// and throws an Error (its message becomes the reply's "error") on bad input.

import { createInterface } from 'node:readline';

// Beliefs larger than this are frozen (no longer updated, and said so):
// see README "Belief size".
const DEFAULT_BELIEF_CAP = 300;

const COLOURS = new Set(['w', 'b']);
const SUPPORTS = ['fen', 'moves', 'vision', 'play', 'observation', 'belief', 'belief_contains', 'belief_sample'];

// Why the request is unusable: a reply {"error": message}, never a crash.
class RequestError extends Error {}

// `--key library|xfen`: how every stored position is written (README).
export function parseKeyMode(argv) {
  const at = argv.indexOf('--key');
  const mode = at >= 0 ? argv[at + 1] : undefined;
  if (mode !== 'library' && mode !== 'xfen') {
    process.stderr.write('usage: adapter.mjs --key library|xfen\n');
    process.exit(2);
  }
  return mode;
}

// `--belief-cap N`: the P size above which a belief is frozen (an adapter
// slower per board than chess.js passes its own default).
export function beliefCapFrom(argv, defaultCap = DEFAULT_BELIEF_CAP) {
  const at = argv.indexOf('--belief-cap');
  if (at < 0) return defaultCap;
  const cap = Number(argv[at + 1]);
  if (!Number.isInteger(cap) || cap < 1) {
    process.stderr.write('--belief-cap needs a positive integer\n');
    process.exit(2);
  }
  return cap;
}

function field(request, name, check, expected) {
  const value = request[name];
  if (!check(value)) {
    throw new RequestError(`"${request.cmd}": field "${name}" must be ${expected}, got ${JSON.stringify(value)}`);
  }
  return value;
}

const isString = (v) => typeof v === 'string';
const isColour = (v) => COLOURS.has(v);
const isLimit = (v) => Number.isInteger(v) && v >= 0;
const isFenList = (v) => Array.isArray(v) && v.every(isString);
const colourOf = (request) => field(request, 'colour', isColour, '"w" or "b"');

function dispatch(request, name, game) {
  switch (request.cmd) {
    case 'hello':
      // belief_contains and belief_sample need the adapter's own key of a
      // board (FogSession.keyOf): an adapter without one does not claim
      // them, and fogproof checks its large P by size only.
      return { name, protocol: 1, supports: typeof game.keyOf === 'function' ? SUPPORTS : SUPPORTS.slice(0, -2) };
    case 'load':
      game.load(field(request, 'fen', isString, 'a FEN string'));
      return { ok: true };
    case 'fen':
      return { fen: game.fen() };
    case 'moves':
      return { moves: game.moves() };
    case 'vision':
      return { squares: game.vision(colourOf(request)) };
    case 'play':
      game.play(field(request, 'move', isString, 'a UCI move string'));
      return { ok: true };
    case 'observation':
      return game.observation(colourOf(request));
    case 'belief_start': {
      const own = request.own_observation === undefined
        ? true
        : field(request, 'own_observation', (v) => typeof v === 'boolean', 'true or false');
      game.beliefStart(colourOf(request), own);
      return { ok: true };
    }
    case 'belief':
      return game.belief(colourOf(request), field(request, 'limit', isLimit, 'a non-negative integer'));
    case 'belief_contains':
      return game.beliefContains(colourOf(request), field(request, 'fens', isFenList, 'a list of FEN strings'));
    case 'belief_sample':
      return game.beliefSample(colourOf(request), field(request, 'count', isLimit, 'a non-negative integer'),
        field(request, 'seed', isLimit, 'a non-negative integer'));
    default:
      return { error: 'unknown command', cmd: request.cmd };
  }
}

// The reply to one request line; undefined for "quit".
function reply(line, name, game) {
  let request;
  try {
    request = JSON.parse(line);
  } catch (e) {
    return { error: `request is not JSON: ${e.message}` };
  }
  if (request === null || typeof request !== 'object' || Array.isArray(request)) {
    return { error: 'request is not a JSON object' };
  }
  if (typeof request.cmd !== 'string') return { error: 'request has no string field "cmd"' };
  if (request.cmd === 'quit') return undefined;
  try {
    return dispatch(request, name, game);
  } catch (e) {
    // Bad input (RequestError, or an Error thrown by the game) is the
    // caller's to fix; anything else is our bug, so its stack goes to stderr.
    if (!(e instanceof RequestError) && !e.badInput) process.stderr.write(`${e.stack}\n`);
    return { error: e.message };
  }
}

export function serve(name, game) {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let quit = false; // lines already read after "quit" are not served
  lines.on('line', (line) => {
    if (quit) return;
    const answer = reply(line, name, game);
    if (answer === undefined) {
      quit = true;
      lines.close();
      return;
    }
    process.stdout.write(`${JSON.stringify(answer)}\n`);
  });
  // Let Node exit by itself once stdin is closed, so no reply is cut off.
  lines.on('close', () => process.stdin.destroy());
}

// An Error the game throws for a request it must refuse (illegal move, bad
// FEN, belief not started): replied as {"error"}, not logged as a bug.
export function badInput(message) {
  const e = new Error(message);
  e.badInput = true;
  return e;
}
