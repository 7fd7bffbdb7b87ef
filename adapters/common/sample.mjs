// A seeded uniform sample of a belief's boards (belief_sample,
// docs/protocol.md): `count` distinct indices below `size`, every subset
// equally likely, the same for the same seed. fogproof only needs the
// boards to be distinct and of P; seeding makes a finding replay.

// mulberry32 over the seed's low 32 bits, mixed with its high bits: JSON
// numbers are exact up to 2^53, which is all a seed can carry here.
function random(seed) {
  let state = (seed % 4294967296) ^ Math.floor(seed / 4294967296);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Floyd's algorithm: `count` draws, without touching the other indices.
export function sampleIndices(size, count, seed) {
  const next = random(seed);
  const chosen = new Set();
  for (let j = size - Math.min(count, size); j < size; j++) {
    const t = Math.floor(next() * (j + 1));
    chosen.add(chosen.has(t) ? j : t);
  }
  return [...chosen].sort((a, b) => a - b);
}
