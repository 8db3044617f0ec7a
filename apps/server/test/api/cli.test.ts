import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyRelationsReply, UserReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { uniqueEmail } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { storedBytes } from '../helpers/stored.js';
import { nowSeconds } from '../../src/util/time.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** Runs the operator CLI in its own process against the running server's data. */
async function cli(...args: string[]): Promise<{ code: number; json: Record<string, unknown>; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args, '--json'],
      { cwd: ROOT, env: server.env },
    );
    return { code: 0, json: JSON.parse(stdout), stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, json: failed.stdout ? JSON.parse(failed.stdout) : {}, stderr: failed.stderr };
  }
}

// Each call starts a process that compiles the CLI with tsx: seconds apiece, many more on a busy machine.
describe('operator CLI', { timeout: 180_000 }, () => {
  it('creates a user, a baby and a family member while the server runs', async () => {
    const parent = uniqueEmail('parent');
    const grandpa = uniqueEmail('grandpa');
    expect((await cli('user', 'create', '--email', parent, '--password', 'abcdefg1', '--name', 'Pat')).code).toBe(0);
    expect((await cli('user', 'create', '--email', grandpa, '--password', 'abcdefg1', '--name', 'Gus')).code).toBe(0);
    const baby = await cli(
      'baby',
      'create',
      '--owner',
      parent,
      '--name',
      'Leo',
      '--birthday',
      '2025-01-02',
      '--gender',
      'boy',
      '--relation',
      'dad',
    );
    expect(baby.code).toBe(0);
    const babyId = (baby.json.baby as { id: number }).id;
    const added = await cli(
      'family',
      'add',
      '--baby',
      String(babyId),
      '--email',
      grandpa,
      '--relation',
      'grandpa',
      '--permission',
      'can_view',
    );
    expect(added.code).toBe(0);

    const owner = await signIn(server.url, parent, 'abcdefg1');
    const mine = await owner.get<FamilyRelationsReply>('/family_relations');
    expect(mine.body.user.timeline_family_ids).toEqual([babyId]);
    expect(mine.body.list[0]).toMatchObject({
      relation: 'dad',
      permission: 'can_manage',
      with_user: { id: babyId, name: 'Leo' },
    });
    const viewer = await signIn(server.url, grandpa, 'abcdefg1');
    const theirs = await viewer.get<FamilyRelationsReply>('/family_relations');
    expect(theirs.body.list[0]).toMatchObject({
      relation: 'grandpa',
      permission: 'can_view',
      abilities: { upload: false, view: true },
    });
  });

  it('changes what the running server answers, though the server keeps sessions and memberships in memory', async () => {
    const parent = uniqueEmail('cached');
    const viewerEmail = uniqueEmail('cached-viewer');
    await cli('user', 'create', '--email', parent, '--password', 'abcdefg1');
    await cli('user', 'create', '--email', viewerEmail, '--password', 'abcdefg1');
    const owner = await signIn(server.url, parent, 'abcdefg1');
    expect((await owner.get<UserReply>('/user')).body.linked_baby_id).toBeNull();
    const baby = await cli(
      'baby',
      'create',
      '--owner',
      parent,
      '--name',
      'Ada',
      '--birthday',
      '2025-03-04',
      '--gender',
      'girl',
    );
    const babyId = (baby.json.baby as { id: number }).id;
    await cli(
      'family',
      'add',
      '--baby',
      String(babyId),
      '--email',
      viewerEmail,
      '--relation',
      'family',
      '--permission',
      'can_view',
    );
    const viewer = await signIn(server.url, viewerEmail, 'abcdefg1');
    expect((await viewer.get(`/events?baby_id=${babyId}&style=best_12`)).status).toBe(200);

    expect(
      (
        await cli(
          'family',
          'add',
          '--baby',
          String(babyId),
          '--email',
          viewerEmail,
          '--relation',
          'family',
          '--permission',
          'can_upload',
        )
      ).code,
    ).toBe(0);
    // Another process's writes are looked for once a second (SQLite's data_version).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await owner.get<UserReply>('/user')).body.linked_baby_id).toBe(babyId);
    const relations = await viewer.get<FamilyRelationsReply>('/family_relations');
    expect(relations.body.list[0]).toMatchObject({ permission: 'can_upload' });
    const navigation = await viewer.get(`/navigations.json?baby_id=${babyId}`);
    expect(navigation.status).toBe(200);
  });

  it('validates like the API: a correct email and a password of 8 with letters and numbers', async () => {
    const bad = await cli('user', 'create', '--email', 'nope', '--password', 'abcdefg1');
    expect(bad.code).toBe(1);
    expect(bad.json).toEqual({ error: { code: 'invalid_email', message: 'Please enter a valid email address.' } });
    const weak = await cli('user', 'create', '--email', uniqueEmail('weak'), '--password', '12345678');
    expect((weak.json.error as { code: string }).code).toBe('invalid_password');
    const badDate = await cli(
      'baby',
      'create',
      '--owner',
      'nobody@example.com',
      '--name',
      'X',
      '--birthday',
      '2025-02-30',
      '--gender',
      'boy',
    );
    expect(badDate.code).toBe(1);
  });

  it('runs a recurring job now: the orphan sweep clears an hour-old temp file, and its next run is a day later', async () => {
    const stored = storedBytes(server);
    const tmp = `derivatives/1/2025/${randomUUID()}-thumb.jpg.${randomUUID()}.tmp`;
    await stored.placeObject(tmp, Buffer.alloc(4096, 1), 2 * 3600);
    const before = nowSeconds();

    const ran = await cli('jobs', 'run', 'orphans.sweep');
    expect(ran.code).toBe(0);
    expect(ran.json.job).toMatchObject({ kind: 'orphans.sweep', status: 'done' });
    expect(await stored.hasObject(tmp)).toBe(false);
    const next = await server.ctx.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'orphans.sweep')
      .where('status', '=', 'queued')
      .execute();
    expect(next).toHaveLength(1);
    expect(next[0]?.run_at).toBeGreaterThanOrEqual(before + 24 * 3600 - 60);

    const wrong = await cli('jobs', 'run', 'picture.derivatives');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('orphans.sweep');
  });

  it('explains its usage and a wrong flag without a stack trace', async () => {
    const unknown = await cli('user', 'create', '--colour', 'red');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
  });
});
