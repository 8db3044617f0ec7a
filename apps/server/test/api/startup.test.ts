import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

async function start(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', ...env },
      timeout: 30_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('start-up with bad configuration', () => {
  it('stops with one line when DATA_DIR is not writable', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-')), 'a-file');
    fs.writeFileSync(file, 'x');
    const result = await start({ DATA_DIR: path.join(file, 'data') });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/DATA_DIR .* is not writable/);
  });

  it('stops with one line when the database cannot be reached', async () => {
    const result = await start({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-')),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/cannot open the PostgreSQL database/);
  });

  it('stops with one line when the bucket of STORAGE_URL cannot be reached', async () => {
    const result = await start({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-')),
      STORAGE_URL: 's3://family-album/sprout',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /STORAGE_URL s3:\/\/family-album\/sprout cannot be written at http:\/\/127\.0\.0\.1:1/,
    );
  });

  it('stops with one line on a malformed setting', async () => {
    const result = await start({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-')), PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^sprout: PORT must be a whole number/);
  });
});
