#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, API tests (SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set, on disk and on S3 unless TEST_S3=off) and browser journeys. Every step runs even
// when an earlier one fails; the last line is `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureFfmpeg } from './system-tools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.tmp/results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0 };
const summary = [];

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  summary.push(`${failed === 0 ? 'ok  ' : 'FAIL'} ${name}: ${passed} passed, ${failed} failed`);
}

/** A step that is one check: it passes or fails as a whole. */
function check(name, cmd, args) {
  console.log(`\n== ${name}`);
  const ok = run(cmd, args);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
}

function vitest(name, projects, env = {}) {
  console.log(`\n== ${name}`);
  const out = path.join(results, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
  if (!report) return record(name, 0, 1);
  // A crashed file or an unhandled error fails the step even when every test passed.
  const extra = !ok && report.numFailedTests === 0 ? 1 : 0;
  record(name, report.numPassedTests, report.numFailedTests + extra);
}

function e2e() {
  const name = 'e2e (Chromium)';
  console.log(`\n== ${name}`);
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    return record(name, 0, 1);
  }
  if (!run('npm', ['run', 'build', '--silent'])) return record(`${name}: web build`, 0, 1);
  const out = path.join(results, 'e2e.json');
  const ok = run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
  if (!report) return record(name, 0, 1);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const extra = !ok && unexpected === 0 ? 1 : 0;
  record(name, expected + flaky, unexpected + extra);
}

check('typecheck', bin('tsc'), ['-b', 'packages/shared', 'apps/server', 'apps/web', 'e2e']);
check('lint', 'npm', ['run', '--silent', 'lint']); // ESLint, then Prettier's check: one format for the whole repo
vitest('unit', ['unit']);
const ffmpeg = ensureFfmpeg();
if (!ffmpeg.ok) console.error(ffmpeg.message);
vitest('api (SQLite)', ['api-sqlite']);
if (process.env.TEST_DATABASE_URL) {
  vitest('api (PostgreSQL)', ['api-pg']);
  // The hosted shape: PostgreSQL with media in an S3-compatible bucket (a loopback s3rver per test file).
  if (process.env.TEST_S3 !== 'off') vitest('api (PostgreSQL + S3)', ['api-pg-s3']);
  else summary.push('skip api (PostgreSQL + S3): TEST_S3=off');
} else summary.push('skip api (PostgreSQL): set TEST_DATABASE_URL to run the API suite on PostgreSQL (and on S3) too');
e2e();

console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
