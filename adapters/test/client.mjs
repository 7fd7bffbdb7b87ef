// Drives one adapter over protocol v1 from a test: spawn it, send a request
// line, await its reply line. A reply that is not JSON, or an adapter that
// exits, fails the test with what it said on stderr.

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ADAPTERS_DIR = fileURLToPath(new URL('..', import.meta.url));

export class AdapterClient {
  // library: 'chessjs' or 'chessops'; key: 'library' or 'xfen'.
  constructor(library, key, extraArgs = []) {
    this.label = `${library} --key ${key}`;
    this.child = spawn(process.execPath, [`${ADAPTERS_DIR}${library}/adapter.mjs`, '--key', key, ...extraArgs], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.stderr = '';
    this.child.stderr.on('data', (chunk) => { this.stderr = (this.stderr + chunk).slice(-4000); });
    this.waiting = [];
    this.exited = false;
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const waiter = this.waiting.shift();
      if (waiter === undefined) return;
      try {
        waiter.resolve(JSON.parse(line));
      } catch {
        waiter.reject(new Error(`${this.label}: reply is not JSON: ${line}`));
      }
    });
    this.child.on('exit', (code) => {
      this.exited = true;
      for (const waiter of this.waiting.splice(0)) {
        waiter.reject(new Error(`${this.label} exited (${code}); stderr:\n${this.stderr}`));
      }
    });
  }

  request(message) {
    if (this.exited) return Promise.reject(new Error(`${this.label} has exited; stderr:\n${this.stderr}`));
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.child.stdin.write(`${JSON.stringify(message)}\n`);
    });
  }

  // A request whose reply must not be an error.
  async ok(message) {
    const reply = await this.request(message);
    if (reply.error !== undefined) throw new Error(`${this.label}: ${JSON.stringify(message)} -> ${reply.error}`);
    return reply;
  }

  async close() {
    if (this.exited) return;
    const exited = new Promise((resolve) => this.child.on('exit', resolve));
    this.child.stdin.end(`${JSON.stringify({ cmd: 'quit' })}\n`);
    await exited;
  }
}
