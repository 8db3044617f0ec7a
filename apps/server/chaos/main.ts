/**
 * npm run test:chaos: Sprout's crash and fault drill. Against a real server
 * process on loopback, on SQLite and (when TEST_DATABASE_URL is set)
 * PostgreSQL, it kills the server with SIGKILL mid-upload, mid-POST /moments
 * and mid-job, drops its database connections, fills its disk, and checks
 * after each restart that nothing acknowledged was lost. The last line is
 * `N passed, N failed`; the exit code is non-zero on any failure.
 */
import { ChaosRun, type Dialect } from './scenario.js';
import { Tally } from './tally.js';

/** Both databases' runs together stay within a few minutes, or the drill fails. */
const BUDGET_MS = 8 * 60_000;

async function main(): Promise<void> {
  const tally = new Tally();
  const timer = setTimeout(() => {
    tally.check('the chaos run ends within its time budget', false, `${BUDGET_MS / 60_000} minutes passed`);
    process.stdout.write(`${tally.summary()}\n`);
    process.exit(1);
  }, BUDGET_MS);
  timer.unref();
  const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  if (!process.env.TEST_DATABASE_URL)
    tally.note('skip postgres: set TEST_DATABASE_URL to run the drill on PostgreSQL too');
  for (const dialect of dialects) await new ChaosRun(dialect, tally).run();
  clearTimeout(timer);
  process.stdout.write(`${tally.summary()}\n`);
  process.exit(tally.failed === 0 && tally.passed > 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  process.stdout.write(
    `chaos run crashed: ${error instanceof Error ? error.stack : String(error)}\n0 passed, 1 failed\n`,
  );
  process.exit(1);
});
