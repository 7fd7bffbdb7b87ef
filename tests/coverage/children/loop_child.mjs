// A tiny child for the Node shim's tests: each request line names a count
// ({"cmd":"load","n":N}); the child runs one loop N times and replies. Two
// counts above 0 run the same blocks, only more often; 0 skips the loop's
// body.
import { createInterface } from 'node:readline';

for await (const line of createInterface({ input: process.stdin })) {
  const n = JSON.parse(line).n ?? 0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += i % 3 === 0 ? 2 : 1;
  process.stdout.write(`${JSON.stringify({ ok: true, sum })}\n`);
}
