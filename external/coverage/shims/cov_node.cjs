// Preloaded into a Node child for `fogproof diff --coverage`:
//
//   fogproof cov node SCRIPT [ARGS...]    (node --require cov_node.cjs SCRIPT ...)
//
// Starts V8's precise block coverage in the child's own process
// (node:inspector). When a request that begins a ply or a game reaches
// the child (play, load, hello: external/coverage/side_channel_lines.hpp),
// before the child reads it, takes what ran since the last take (a take
// resets the counts), and writes it as 32-bit ids in hex on the side pipe
// fogproof names in FOGPROOF_COVERAGE_FD, just before the next reply line;
// every other reply line gets an empty one. A take costs far more than a
// reply, so one a ply rather than one a reply is most of the shim's cost.
// Each id stands for a (script, block, ran or not) of a function that ran
// since the last take; a block counted 0 is an id too: a branch not taken
// is part of the path. No hit counts: a loop run once more is the same
// path, and with them most games looked new to the search (about 80% of
// chess.js's were kept). Without that variable the child runs unmeasured.
'use strict';
const fs = require('node:fs');
const inspector = require('node:inspector');
const { pathToFileURL } = require('node:url');

const sideFd = Number(process.env.FOGPROOF_COVERAGE_FD);
delete process.env.FOGPROOF_COVERAGE_FD; // not for the child's own children

function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function blockId(scriptHash, start, end, ran) {
  let h = Math.imul(scriptHash ^ start, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15) ^ end, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ ran, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

if (Number.isInteger(sideFd) && sideFd >= 0) {
  const session = new inspector.Session();
  session.connect();
  // The in-process session answers synchronously: each callback has run
  // when post returns.
  session.post('Profiler.enable');
  session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  const ownUrl = pathToFileURL(__filename).href;
  const scriptHashes = new Map();

  const take = () => {
    let scripts = [];
    session.post('Profiler.takePreciseCoverage', (error, answer) => {
      if (error) throw new Error(`fogproof cov node: takePreciseCoverage: ${error.message}`);
      scripts = answer.result;
    });
    const ids = new Set();
    for (const script of scripts) {
      // The child's own files: not Node's internals, not this shim.
      if (!script.url.startsWith('file:') || script.url === ownUrl) continue;
      let scriptHash = scriptHashes.get(script.url);
      if (scriptHash === undefined) scriptHashes.set(script.url, (scriptHash = fnv1a(script.url)));
      for (const fn of script.functions) {
        // Not run since the last take: neither called, nor resumed (an
        // async function waiting in a loop counts 0 for itself, its blocks
        // not).
        if (!fn.ranges.some((r) => r.count > 0)) continue;
        for (const r of fn.ranges) ids.add(blockId(scriptHash, r.startOffset, r.endOffset, r.count > 0 ? 1 : 0));
      }
    }
    return [...ids].map((id) => id.toString(16)).join(' ');
  };

  fs.writeSync(sideFd, 'fogproof-coverage 2 node\n');
  // A request beginning a ply or a game comes when the child has answered
  // every request before it, so it is the first line of what arrives.
  const begins = /^\{"cmd":"(play|load|hello)"/;
  let taken = '';
  const emit = process.stdin.emit.bind(process.stdin);
  process.stdin.emit = (event, ...args) => {
    if (event === 'data') {
      const chunk = args[0];
      const head = typeof chunk === 'string' ? chunk.slice(0, 16) : Buffer.from(chunk).subarray(0, 16).toString('latin1');
      if (begins.test(head)) taken = take();
    }
    return emit(event, ...args);
  };
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, encoding, callback) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('latin1');
    let linesEnded = 0;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) linesEnded++;
    if (linesEnded > 0) {
      fs.writeSync(sideFd, `${taken}\n${'\n'.repeat(linesEnded - 1)}`);
      taken = '';
    }
    return write(chunk, encoding, callback);
  };
}
