// The load generator of the database comparison, run in its own process so it
// does not share the server's event loop: autocannon drives many connections,
// each request a random (session, path) pair from a browsing mix. Reads a
// MixPlan as JSON on stdin, prints a LoadResult as JSON on stdout.
import { createRequire } from 'node:module';
import type { LoadResult } from './load.js';

export interface MixPlan {
  name: string;
  base: string;
  seconds: number;
  connections: number;
  /** One entry per signed-in browser: its token and the paths it browses, weighted by repetition. */
  clients: Array<{ token: string; paths: string[] }>;
}

interface AutocannonRequest {
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

async function main(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const plan = JSON.parse(input) as MixPlan;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
  const r = await autocannon({
    url: plan.base,
    connections: plan.connections,
    duration: plan.seconds,
    requests: [
      {
        setupRequest: (req) => {
          const client = pick(plan.clients);
          return { ...req, path: pick(client.paths), headers: { 'x-token': client.token, 'accept-encoding': 'gzip' } };
        },
      },
    ],
  });
  const result: LoadResult = {
    name: plan.name,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    errors: r.errors,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
