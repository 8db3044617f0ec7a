import pino from 'pino';
import { boot, StartupError } from './boot.js';
import { buildApp } from './http/app.js';
import { DEMO, seedDemo } from './demo/seed.js';
import { avToolsAvailable } from './media/av.js';
import { shutDown, type Running } from './shutdown.js';

/** SIGTERM (an orchestrator, systemd) and SIGINT (Ctrl-C) both drain; a second signal changes nothing. */
function onTerminate(running: Running): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void shutDown(running, signal).then((code) => process.exit(code));
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}

/** SPROUT_ROLE=worker: runs jobs and serves nothing, beside API processes started with SPROUT_ROLE=api. */
function runWorkerOnly(ctx: Awaited<ReturnType<typeof boot>>): void {
  ctx.worker.start();
  process.stdout.write(`sprout: job worker ${ctx.worker.name} started\n`);
  onTerminate({
    app: null,
    worker: ctx.worker,
    db: ctx.db,
    log: pino({ level: ctx.config.logLevel }),
    timeoutMs: ctx.config.shutdownTimeoutMs,
  });
}

async function main(): Promise<void> {
  const demo = process.argv.includes('--demo');
  // The demo prints its URL and logins; request logs would bury them.
  if (demo) process.env.LOG_LEVEL ??= 'warn';
  const ctx = await boot();
  if (demo) await seedDemo(ctx);
  if (ctx.config.role === 'worker') return runWorkerOnly(ctx);
  const app = await buildApp(ctx);
  if (ctx.config.inProcessWorker) ctx.worker.start();
  if (!(await avToolsAvailable())) {
    app.log.warn(
      'ffmpeg/ffprobe not found: video and audio uploads will be refused until they are installed (apt-get install ffmpeg, or set FFMPEG_PATH and FFPROBE_PATH)',
    );
  }
  onTerminate({ app, worker: ctx.worker, db: ctx.db, log: app.log, timeoutMs: ctx.config.shutdownTimeoutMs });
  try {
    await app.listen({ port: ctx.config.port, host: ctx.config.host });
    const url =
      ctx.config.publicUrl ??
      `http://${ctx.config.host.includes(':') ? `[${ctx.config.host}]` : ctx.config.host}:${ctx.config.port}`;
    ctx.listeningAt = url;
    if (demo) {
      process.stdout.write(
        [
          '',
          `Sprout demo is running at ${url}`,
          `  parent (Admin):      ${DEMO.parent.email} / ${DEMO.parent.password}`,
          `  grandparent (view):  ${DEMO.grandparent.email} / ${DEMO.grandparent.password}`,
          `  data: ${ctx.config.dataDir}`,
          '',
        ].join('\n') + '\n',
      );
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(
      code === 'EADDRINUSE'
        ? `port ${ctx.config.port} on ${ctx.config.host} is already in use: stop the other server or set PORT`
        : `cannot listen on ${ctx.config.host}:${ctx.config.port}: ${(error as Error).message}`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    process.stderr.write(`sprout: ${error.message}\n`);
  } else {
    process.stderr.write(
      `sprout: unexpected start-up failure: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
