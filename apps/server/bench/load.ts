import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MixPlan } from './mix-client.js';

const run = promisify(execFile);
const BIN = path.resolve(import.meta.dirname, '../../../node_modules/.bin');
const AUTOCANNON = path.join(BIN, 'autocannon');

export interface LoadResult {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
  requests: number;
}

/**
 * Drives one URL with autocannon in its own process (so the load generator
 * does not share the server's event loop) and reads its JSON summary.
 */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 50,
): Promise<LoadResult> {
  const args = [
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ];
  const { stdout } = await run(AUTOCANNON, args, { maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(stdout) as {
    latency: { p50: number; p99: number };
    requests: { average: number; total: number };
    errors: number;
    non2xx: number;
  };
  return {
    name,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    errors: r.errors,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

/** Drives a browsing mix (many sessions, many paths) from mix-client.ts in its own process. */
export function loadMix(plan: MixPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(BIN, 'tsx'), [path.join(import.meta.dirname, 'mix-client.ts')], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(out) as LoadResult);
      else reject(new Error(`mix-client exited with ${code}`));
    });
    child.stdin.end(JSON.stringify(plan));
  });
}
