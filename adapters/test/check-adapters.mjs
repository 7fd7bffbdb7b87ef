// Checks the two adapters over the protocol, as fogproof diff would:
//
//   node adapters/test/check-adapters.mjs [--games N] [--seed S] [--plies P]
//        [--sample K] [--fogproof PATH | --no-reference] [--key xfen|library]
//
// 1. Rules section 6, the worked example, in both key modes of both adapters:
//    Black sees 14 squares with the canonical spelling, 12 once the position
//    went through the library's FEN writer.
// 2. N seeded random fog games (biased toward double pushes, en passant,
//    castling, promotions and king captures) and the real games of
//    ../shared/games, played in lockstep by the chess.js and chessops adapters
//    (--key xfen): moves, vision of both colours, the written FEN, both
//    observations and both beliefs (while P <= 200: the boards, and the truth
//    in P) must agree at every ply. The two adapters share no fog code but the
//    protocol loop, so they are two readings of the rules.
// 3. K positions per game against the fogproof CLI (the C++ reference):
//    moves, vision of both colours and the canonical FEN.
// Exit 0 when everything agrees, 1 on the first disagreement (printed).
//
// With --key library the lockstep part runs both adapters on their libraries'
// own FEN spelling, without the reference and without the truth-in-P check:
// the two libraries then agree with each other, and are both wrong (the
// incident's lesson: two implementations that agree only agree).

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { ADAPTERS_DIR, AdapterClient } from './client.mjs';

const REPO = `${ADAPTERS_DIR}../`;
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const STARTS = [
  START,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // Kiwipete
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  '5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29', // rules section 6, before g2g4
  '4k3/8/8/1B6/p1p1p1p1/8/PPPPPPPP/4K3 w - - 0 1', // double pushes beside enemy pawns
  '4k3/pppppppp/8/P1P1P1P1/1b6/8/8/4K3 b - - 0 1',
  'r3k2r/8/8/8/8/8/5q2/R3K2R w KQkq - 0 1', // castling through attack
  'r3k2r/5Q2/8/8/8/8/8/R3K2R b KQkq - 0 1',
  'r3k3/1P4P1/8/8/8/8/1p4p1/R3K2R w KQq - 0 1', // promotions, captures on the rook squares
  'k7/8/8/8/8/8/8/K6r b - - 0 1', // king capture at once
  '4k3/8/8/8/8/8/8/R3K3 w - - 98 80', // fifty-move rule
  '8/PPP2k2/8/8/8/8/2K2ppp/8 w - - 0 1',
];
const BELIEF_LIMIT = 200;

function options(argv) {
  const value = (name, fallback) => {
    const at = argv.indexOf(name);
    return at < 0 ? fallback : argv[at + 1];
  };
  return {
    games: Number(value('--games', 300)),
    seed: Number(value('--seed', 1)),
    plies: Number(value('--plies', 60)),
    sample: Number(value('--sample', 1)),
    key: value('--key', 'xfen'),
    fogproof: argv.includes('--no-reference') || value('--key', 'xfen') === 'library'
      ? null
      : value('--fogproof', `${REPO}build/release/tools/fogproof`),
  };
}

class Disagreement extends Error {}

function expectEqual(what, left, right) {
  const a = JSON.stringify(left);
  const b = JSON.stringify(right);
  if (a !== b) throw new Disagreement(`${what}\n  left:  ${a}\n  right: ${b}`);
}

const sorted = (list) => [...list].sort();

// A small seeded generator (mulberry32): the same seed plays the same games.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The piece letter on a square of a FEN's placement, or undefined.
function pieceAt(fen, square) {
  const rank = 8 - Number(square[1]);
  const row = fen.split(' ')[0].split('/')[rank];
  let file = 0;
  for (const ch of row) {
    if (/\d/.test(ch)) {
      file += Number(ch);
      continue;
    }
    if (file === square.charCodeAt(0) - 97) return ch;
    file += 1;
  }
  return undefined;
}

// The kind of a move, and how much more often a random game picks it.
function kindOf(fen, uci) {
  const piece = pieceAt(fen, uci.slice(0, 2))?.toLowerCase();
  const target = pieceAt(fen, uci.slice(2, 4));
  if (target?.toLowerCase() === 'k') return 'king capture';
  if (uci.length === 5) return 'promotion';
  if (piece === 'k' && Math.abs(uci.charCodeAt(0) - uci.charCodeAt(2)) === 2) return 'castling';
  if (piece === 'p' && uci[0] !== uci[2] && target === undefined) return 'en passant';
  if (piece === 'p' && Math.abs(Number(uci[1]) - Number(uci[3])) === 2) return 'double push';
  return target === undefined ? 'quiet' : 'capture';
}

const WEIGHT = { 'king capture': 20, promotion: 6, castling: 10, 'en passant': 10, 'double push': 4, capture: 2, quiet: 1 };
const weight = (fen, uci) => WEIGHT[kindOf(fen, uci)];

function pick(rand, fen, moves) {
  const weights = moves.map((m) => weight(fen, m));
  let r = rand() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < moves.length; i++) {
    r -= weights[i];
    if (r < 0) return moves[i];
  }
  return moves[moves.length - 1];
}

// The real games: moves as the logs write them (castling as king takes rook,
// promotions as words), each turned into protocol UCI against the legal list.
function realGames() {
  const dir = `${REPO}../shared/games`;
  if (!existsSync(dir)) return [];
  const games = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = `${path}/${entry.name}`;
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.jsonl')) games.push(full);
    }
  };
  walk(dir);
  return games.sort().map((file) => ({
    source: file.slice(dir.length + 1),
    moves: readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line))
      .filter((event) => event.type === 'move-played')
      .map(({ move }) => move.from + move.to + ({ queen: 'q', rook: 'r', bishop: 'b', knight: 'n' }[move.promotion] ?? '')),
  }));
}

function protocolMove(uci, legal) {
  if (legal.includes(uci)) return uci;
  const castling = { e1h1: 'e1g1', e1a1: 'e1c1', e8h8: 'e8g8', e8a8: 'e8c8' }[uci];
  return castling !== undefined && legal.includes(castling) ? castling : undefined;
}

// ---------------------------------------------------------------- reference

function fogproofJson(binary, args) {
  return JSON.parse(execFileSync(binary, [...args, '--json'], { encoding: 'utf8' }));
}

function checkAgainstReference(binary, client, fen, state) {
  const where = `${fen} (${client.label} against fogproof)`;
  expectEqual(`moves of ${where}`, sorted(fogproofJson(binary, ['moves', fen]).moves), sorted(state.moves));
  for (const colour of ['w', 'b']) {
    expectEqual(`vision of ${colour} in ${where}`, sorted(fogproofJson(binary, ['vision', fen, colour]).squares),
      sorted(state.vision[colour]));
  }
  expectEqual(`canonical FEN of ${where}`, fogproofJson(binary, ['fen', fen, '--ep', 'xfen']).fen, state.fen);
}

// ---------------------------------------------------------------- lockstep

async function stateOf(client) {
  return {
    fen: (await client.ok({ cmd: 'fen' })).fen,
    moves: sorted((await client.ok({ cmd: 'moves' })).moves),
    vision: {
      w: sorted((await client.ok({ cmd: 'vision', colour: 'w' })).squares),
      b: sorted((await client.ok({ cmd: 'vision', colour: 'b' })).squares),
    },
  };
}

const hasBothKings = (fen) => /K/.test(fen.split(' ')[0]) && /k/.test(fen.split(' ')[0]);

// Plays one game on both clients; `choose(fen, moves, ply)` gives the next
// move or undefined to stop. Returns the number of plies played.
async function lockstep(clients, startFen, choose, { beliefs, ownObservation, samplePlies, fogproof, counts, truthInP }) {
  for (const client of clients) await client.ok({ cmd: 'load', fen: startFen });
  let tracking = beliefs;
  if (tracking) {
    for (const client of clients) {
      for (const colour of ['w', 'b']) await client.ok({ cmd: 'belief_start', colour, own_observation: ownObservation });
    }
  }
  let over = false; // a king was captured, or the halfmove clock reached 100
  for (let ply = 0; ; ply++) {
    const states = [];
    for (const client of clients) states.push(await stateOf(client));
    expectEqual(`state at ply ${ply} from ${startFen}`, states[0], states[1]);
    counts.states += 1;
    if (over) return ply;
    if (fogproof && samplePlies.has(ply) && hasBothKings(states[0].fen)) {
      checkAgainstReference(fogproof, clients[0], states[0].fen, states[0]);
      checkAgainstReference(fogproof, clients[1], states[1].fen, states[1]);
      counts.reference += 1;
    }
    if (tracking) {
      for (const colour of ['w', 'b']) {
        const replies = [];
        for (const client of clients) replies.push(await client.ok({ cmd: 'belief', colour, limit: BELIEF_LIMIT }));
        expectEqual(`|P| of ${colour} at ply ${ply} from ${startFen}`, replies[0].size, replies[1].size);
        if (replies[0].fens) {
          expectEqual(`P of ${colour} at ply ${ply} from ${startFen}`, sorted(replies[0].fens), sorted(replies[1].fens));
          if (truthInP && !replies[0].fens.includes(states[0].fen)) {
            throw new Disagreement(`the truth ${states[0].fen} is not in P of ${colour} at ply ${ply} from ${startFen}`);
          }
          counts.beliefs += 1;
        } else {
          tracking = false; // as fogproof diff: stop once P passes the limit
        }
      }
    }
    const move = choose(states[0].fen, states[0].moves, ply);
    if (move === undefined) return ply;
    const kind = kindOf(states[0].fen, move);
    counts.kinds[kind] = (counts.kinds[kind] ?? 0) + 1;
    for (const client of clients) await client.ok({ cmd: 'play', move });
    const observations = [];
    for (const client of clients) {
      const both = {};
      for (const colour of ['w', 'b']) {
        const { seen, pieces, captured } = await client.ok({ cmd: 'observation', colour });
        both[colour] = { seen: sorted(seen), pieces: Object.entries(pieces).sort(), captured };
      }
      observations.push(both);
    }
    expectEqual(`observations after ${move} at ply ${ply} from ${startFen}`, observations[0], observations[1]);
    // the game ends at a king capture, or by the fifty-move rule; the position
    // after it is still compared
    over = kind === 'king capture' || Number(states[0].fen.split(' ')[4]) >= 99;
  }
}

// ---------------------------------------------------------------- section 6

async function checkWorkedExample(findings) {
  const before = '5k2/2Q4p/P2Qp3/4N3/5p2/B7/4PPPP/RN2KB1R w KQ - 0 29';
  const seen14 = sorted(['f8', 'h7', 'e6', 'f4', 'e8', 'g8', 'e7', 'f7', 'g7', 'h6', 'h5', 'f3', 'g3', 'g4']);
  const seen12 = seen14.filter((sq) => sq !== 'g3' && sq !== 'g4');
  const blackSees = async (client) => {
    const vision = sorted((await client.ok({ cmd: 'vision', colour: 'b' })).squares);
    const { moves } = await client.ok({ cmd: 'moves' });
    return { vision, canTakeEnPassant: moves.includes('f4g3') };
  };
  for (const library of ['chessjs', 'chessops']) {
    for (const key of ['xfen', 'library']) {
      const client = new AdapterClient(library, key);
      try {
        await client.ok({ cmd: 'load', fen: before });
        await client.ok({ cmd: 'play', move: 'g2g4' });
        const { fen } = await client.ok({ cmd: 'fen' });
        const observed = sorted((await client.ok({ cmd: 'observation', colour: 'b' })).seen);
        // The game itself is right in both modes ...
        expectEqual(`${client.label}: Black after g2g4`, await blackSees(client), { vision: seen14, canTakeEnPassant: true });
        expectEqual(`${client.label}: Black's observation of g2g4`, observed, seen14);
        // ... but the position it writes keeps g3 only with the canonical
        // spelling, and a trip through the written FEN loses two squares.
        const canonical = key === 'xfen';
        expectEqual(`${client.label}: en passant field after g2g4`, fen.split(' ')[3], canonical ? 'g3' : '-');
        await client.ok({ cmd: 'load', fen });
        const afterTrip = await blackSees(client);
        findings.push(`${client.label}: after g2g4 writes "${fen}"; read back, Black sees ${afterTrip.vision.length} squares`);
        expectEqual(`${client.label}: Black after a trip through the written FEN`, afterTrip,
          { vision: canonical ? seen14 : seen12, canTakeEnPassant: canonical });
      } finally {
        await client.close();
      }
    }
  }
}

// ---------------------------------------------------------------- bad input

// Every bad request gets {"error"} and the adapter keeps serving.
async function checkBadInput() {
  const bad = [
    'not json', '[1,2]', '{"nocmd":1}', '{"cmd":"nope"}', '{"cmd":"vision"}', '{"cmd":"vision","colour":"x"}',
    '{"cmd":"load"}', '{"cmd":"load","fen":"8/8/8/8 w - - 0 1"}',
    '{"cmd":"play","move":"e2e5"}', '{"cmd":"play","move":42}', '{"cmd":"observation","colour":"w"}',
    '{"cmd":"belief","colour":"w","limit":5}', '{"cmd":"belief","colour":"w"}',
    '{"cmd":"belief_start","colour":"w","own_observation":"yes"}',
  ];
  for (const library of ['chessjs', 'chessops']) {
    const client = new AdapterClient(library, 'xfen');
    try {
      for (const line of bad) {
        const reply = await new Promise((resolve, reject) => {
          client.waiting.push({ resolve, reject });
          client.child.stdin.write(`${line}\n`);
        });
        if (typeof reply.error !== 'string') throw new Disagreement(`${client.label}: ${line} -> ${JSON.stringify(reply)}, not an error`);
      }
      expectEqual(`${client.label}: hello after bad input`, (await client.ok({ cmd: 'hello' })).protocol, 1);
    } finally {
      await client.close();
    }
  }
}

// ---------------------------------------------------------------- main

async function main() {
  const opts = options(process.argv);
  if (opts.fogproof && !existsSync(opts.fogproof)) {
    process.stderr.write(`no fogproof binary at ${opts.fogproof} (build it, or pass --no-reference)\n`);
    process.exit(2);
  }
  const findings = [];
  const counts = { games: 0, plies: 0, states: 0, beliefs: 0, reference: 0, kinds: {} };
  const started = Date.now();
  await checkWorkedExample(findings);
  await checkBadInput();
  const clients = [new AdapterClient('chessjs', opts.key), new AdapterClient('chessops', opts.key)];
  const truthInP = opts.key === 'xfen';
  try {
    const rand = random(opts.seed);
    for (let game = 0; game < opts.games; game++) {
      const start = STARTS[game % STARTS.length];
      // random games are often short (king captures): sample early plies
      const early = Math.min(opts.plies, 12);
      const samplePlies = new Set(Array.from({ length: opts.sample }, () => Math.floor(rand() * early)));
      counts.plies += await lockstep(clients, start,
        (fen, moves, ply) => (ply >= opts.plies || moves.length === 0 ? undefined : pick(rand, fen, moves)),
        { beliefs: true, ownObservation: game % 3 !== 2, samplePlies, fogproof: opts.fogproof, counts, truthInP });
      counts.games += 1;
      if ((game + 1) % 50 === 0) process.stderr.write(`${game + 1} random games\n`);
    }
    for (const { source, moves } of realGames()) {
      const samplePlies = new Set(Array.from({ length: opts.sample }, () => Math.floor(rand() * moves.length)));
      counts.plies += await lockstep(clients, START, (fen, legal, ply) => {
        if (ply >= moves.length) return undefined;
        const move = protocolMove(moves[ply], legal);
        if (move === undefined) throw new Disagreement(`${source}: move ${ply + 1} ${moves[ply]} is not among ${legal}`);
        return move;
      }, { beliefs: false, ownObservation: true, samplePlies, fogproof: opts.fogproof, counts, truthInP });
      counts.games += 1;
    }
  } finally {
    for (const client of clients) await client.close();
  }
  for (const line of findings) console.log(line);
  console.log(`${clients[0].label} and ${clients[1].label} agreed: ${counts.games} games, ${counts.plies} plies, ${counts.states} states compared, `
    + `${counts.beliefs} belief pairs, ${counts.reference} positions against fogproof`
    + `${opts.fogproof ? '' : ' (--no-reference)'}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`moves played by kind: ${JSON.stringify(counts.kinds)}`);
}

main().catch((e) => {
  console.error(e instanceof Disagreement ? `DISAGREEMENT: ${e.message}` : e.stack);
  process.exit(1);
});
