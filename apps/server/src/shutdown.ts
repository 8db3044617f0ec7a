import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';
import type { Worker } from './jobs/worker.js';

export interface Running {
  /** The HTTP server, or null in a worker-only process. */
  app: FastifyInstance | null;
  worker: Worker;
  db: Db;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  timeoutMs: number;
}

/** How often connections that finished their last answer are closed while the server drains. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops taking requests and finishes those in flight. Closing the listener
 * refuses new connections at once; a keep-alive connection that comes back
 * idle after its answer is closed too (Node closes only those idle at the
 * moment of close()), so the server ends as soon as its last answer is sent.
 */
async function drainHttp(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

/**
 * The SIGTERM sequence (ADR 0031): at once, no new connections and no new
 * job claims; then wait for the requests in flight (a tus PATCH included) and
 * the jobs running, both of which still need the database; then close the
 * database. Answers the exit code: 0 when everything finished, 1 when
 * `timeoutMs` ran out first (what was cut off comes back: a tus client resumes
 * from the offset stored, a job's lease ends and it runs again).
 */
export async function shutDown(running: Running, signal: string): Promise<number> {
  const { app, worker, db, log, timeoutMs } = running;
  log.info({ signal, timeoutMs }, 'shutting down: finishing the requests and jobs in flight');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const drained = (async () => {
    await Promise.all([app ? drainHttp(app) : undefined, worker.stop()]);
    await db.close();
    return 'drained' as const;
  })();
  const outcome = await Promise.race([drained, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    log.error({ timeoutMs }, 'shutdown timed out: requests or jobs were still running; exiting anyway');
    app?.server.closeAllConnections();
    return 1;
  }
  log.info({}, 'shut down cleanly');
  return 0;
}
