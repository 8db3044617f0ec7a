import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestEnv } from '../helpers/server.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stderr } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
      cwd: ROOT,
      env,
    });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

/** pg_dump is PostgreSQL's own tool: a backup on PostgreSQL needs one that can read the server. */
describe('backup on PostgreSQL', { timeout: 180_000 }, () => {
  it('says which pg_dump to install when the one on PATH is older than the server', async () => {
    const env = await makeTestEnv();
    cleanups.push(() => env.cleanup());
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-old-pg-'));
    cleanups.push(async () => fs.rmSync(bin, { recursive: true, force: true }));
    // An older client, as a host with postgresql-client-12 would have it.
    fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 12.22"\n', { mode: 0o755 });
    const dir = path.join(bin, 'out');
    const answer = await cli({ ...env.env, PATH: `${bin}:${process.env.PATH}` }, 'backup', '--out', dir);
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(/pg_dump \(PostgreSQL\) 12\.22 is older than the PostgreSQL \d+/);
    expect(answer.stderr).toMatch(/install postgresql-client-\d+/);
    expect(fs.existsSync(path.join(dir, 'manifest.json'))).toBe(false);
  });
});
