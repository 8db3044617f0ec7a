import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFamily } from '../helpers/family.js';
import { signIn, type Client } from '../helpers/http.js';
import { sample } from '../helpers/metrics-text.js';
import { makeTestEnv, startServer, type TestEnv, type TestServer } from '../helpers/server.js';
import { mailSubject, mailText, startSmtp } from '../helpers/smtp.js';
import { storedBytes } from '../helpers/stored.js';
import { fixture, uploadPicture } from '../helpers/upload.js';
import { waitFor } from '../helpers/wait.js';
import type { Manifest } from '../../src/backup/manifest.js';
import { sha256OfFile } from '../../src/util/sha256.js';
import { nowSeconds } from '../../src/util/time.js';

const WEEK = 7 * 24 * 3600;

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The operator CLI in its own process, with the server's environment. */
async function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args, '--json'],
      { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 },
    );
    return { code: 0, json: JSON.parse(stdout) as Record<string, Record<string, unknown>>, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return {
      code: failed.code,
      json: (failed.stdout ? JSON.parse(failed.stdout) : {}) as Record<string, Record<string, unknown>>,
      stderr: failed.stderr,
    };
  }
}

/** Every media address in a reply, without its version (`?v=`). */
function mediaPaths(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/media/')) out.add(value.split('?')[0]!);
  else if (Array.isArray(value)) for (const item of value) mediaPaths(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) mediaPaths(item, out);
  return out;
}

/** Every page of the timeline, as the web reads it. */
async function allEvents(client: Client, babyId: number): Promise<unknown[]> {
  const pages: unknown[] = [];
  let next: string | null = null;
  do {
    const reply: { status: number; body: { next_page?: string | null } } = await client.get<{
      next_page?: string | null;
    }>(`/events?baby_id=${babyId}${next ? `&next_page=${encodeURIComponent(next)}` : ''}`);
    expect(reply.status).toBe(200);
    pages.push(reply.body);
    next = reply.body.next_page ?? null;
  } while (next);
  return pages;
}

async function bytesOf(client: Client, media: string): Promise<Buffer> {
  const res = await fetch(client.base + media, { headers: { 'x-token': client.token ?? '' } });
  expect(res.status, media).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Everything the environment held, gone: its data folder, its schema's tables, its bucket's objects. */
async function wipe(env: TestEnv): Promise<void> {
  const dataDir = env.env.DATA_DIR!;
  for (const name of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  if (env.env.DATABASE_URL) {
    const schema = /search_path=(\w+)/.exec(new URL(env.env.DATABASE_URL).searchParams.get('options') ?? '')![1]!;
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  if (env.s3) {
    const listed = await env.s3.client.send(new ListObjectsV2Command({ Bucket: env.s3.bucket }));
    for (const object of listed.Contents ?? [])
      await env.s3.client.send(new DeleteObjectCommand({ Bucket: env.s3.bucket, Key: object.Key }));
  }
}

async function settled(server: TestServer): Promise<void> {
  await waitFor(async () => {
    const counts = await server.ctx.repos.jobs.countsByKindAndStatus();
    return !counts.some((c) => (c.status === 'queued' || c.status === 'running') && c.kind.endsWith('derivatives'));
  }, 60_000);
}

describe('backup, restore, verify', { timeout: 600_000 }, () => {
  it('backs up while 10 uploads run, copies only new objects the second time, and restores every event and byte', async () => {
    const env = await makeTestEnv();
    let server = await startServer(env, { worker: true });
    cleanups.push(() => server.close());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-backup-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const f = await makeFamily(server.ctx);
    let admin = await signIn(server.url, f.admin.email);
    const photo = fixture('photo-exif-gps.jpg');
    for (let i = 0; i < 3; i += 1) expect((await uploadPicture(admin, f.baby.id, photo)).status).toBe(201);
    await settled(server);

    // The backup, and ten uploads one after another while its process starts and runs.
    const backingUp = cli(server.env, 'backup', '--out', dir);
    for (let i = 0; i < 10; i += 1) expect((await uploadPicture(admin, f.baby.id, photo)).status).toBe(201);
    const first = await backingUp;
    expect(first.code, first.stderr).toBe(0);
    const firstManifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    // Every object the manifest names is in the folder with its checksum.
    for (const object of firstManifest.objects)
      expect((await sha256OfFile(path.join(dir, 'media', object.key))).sha256).toBe(object.sha256);
    const firstCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-backup-first-'));
    cleanups.push(async () => fs.rmSync(firstCopy, { recursive: true, force: true }));
    fs.cpSync(dir, firstCopy, { recursive: true });

    // One more after it: the next backup has new objects to copy.
    expect((await uploadPicture(admin, f.baby.id, photo)).status).toBe(201);
    await settled(server);
    const recorded = new Map<string, string>();
    for await (const page of server.ctx.repos.storedObjects.all())
      for (const row of page) recorded.set(row.key, row.sha256);
    const already = firstManifest.objects.filter((o) => recorded.get(o.key) === o.sha256).length;
    const second = await cli(server.env, 'backup', '--out', dir);
    expect(second.code, second.stderr).toBe(0);
    // Only what the first backup did not hold is copied.
    expect(second.json.backup).toMatchObject({
      objects: recorded.size,
      unchanged: already,
      copied: recorded.size - already,
      missing: [],
      changed: [],
    });
    // The three pictures and their six derivatives made before the first backup, then at least the last picture's three.
    expect(already).toBeGreaterThanOrEqual(9);
    expect(recorded.size - already).toBeGreaterThanOrEqual(3);

    const events = await allEvents(admin, f.baby.id);
    const media = [...mediaPaths(events)];
    expect(media.length).toBeGreaterThanOrEqual(26);
    const bytes = new Map<string, Buffer>();
    for (const m of media) bytes.set(m, await bytesOf(admin, m));

    await server.stop();
    await wipe(env);
    const restored = await cli(server.env, 'restore', '--from', dir);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.json.restore).toMatchObject({ objects: recorded.size, missing: [], changed: [] });
    // A second restore finds the target full, and says so.
    const again = await cli(server.env, 'restore', '--from', dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('refusing to restore over existing data');

    server = await startServer(env, { worker: true });
    admin = await signIn(server.url, f.admin.email);
    expect(await allEvents(admin, f.baby.id)).toEqual(events);
    for (const m of media) expect((await bytesOf(admin, m)).equals(bytes.get(m)!), m).toBe(true);
    const verified = await cli(server.env, 'verify');
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.json.verify).toMatchObject({ checked: recorded.size, missing: [], changed: [] });

    // The backup made while the uploads ran restores whole: whatever its database names is there.
    await server.stop();
    await wipe(env);
    const early = await cli(server.env, 'restore', '--from', firstCopy);
    expect(early.code, early.stderr).toBe(0);
    server = await startServer(env, { worker: true });
    await settled(server);
    admin = await signIn(server.url, f.admin.email);
    const earlyMedia = [...mediaPaths(await allEvents(admin, f.baby.id))];
    expect(earlyMedia.length).toBeGreaterThanOrEqual(9);
    for (const m of earlyMedia.filter((m) => m.endsWith('/original')))
      expect((await bytesOf(admin, m)).equals(bytes.get(m)!), m).toBe(true);
    for (const m of earlyMedia) await bytesOf(admin, m);
    const earlyVerified = await cli(server.env, 'verify');
    expect(earlyVerified.code, earlyVerified.stderr).toBe(0);
  });

  it('verify reports a changed original and a missing one; the weekly job mails the operator and sets the metric', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const env = await makeTestEnv();
    const server = await startServer(env);
    cleanups.push(() => server.close());
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
      ids.push((reply.body as { moment: { id: number } }).moment.id);
    }
    await server.ctx.worker.drain();
    const [changedKey, missingKey] = await Promise.all(
      ids.slice(0, 2).map(async (id) => (await server.ctx.repos.moments.findById(id))!.original_key!),
    );
    // An object stored before checksums were recorded is recorded at its first check, as it is then.
    const thirdKey = (await server.ctx.repos.moments.findById(ids[2]!))!.original_key!;
    const third = await server.ctx.repos.storedObjects.find(thirdKey);
    await server.ctx.repos.storedObjects.removed(thirdKey);
    const clean = await cli(server.env, 'verify');
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.json.verify).toMatchObject({ missing: [], changed: [], recorded: 1 });
    expect(await server.ctx.repos.storedObjects.find(thirdKey)).toEqual(third);

    const stored = storedBytes(server);
    await stored.placeObject(changedKey!, Buffer.from('not the picture that was sent'), 0);
    if (server.s3)
      await server.s3.client.send(new DeleteObjectCommand({ Bucket: server.s3.bucket, Key: `sprout/${missingKey}` }));
    else fs.rmSync(path.join(server.env.DATA_DIR!, 'media', missingKey!));

    const verified = await cli(server.env, 'verify');
    expect(verified.code).toBe(1);
    expect(verified.json.verify).toMatchObject({ missing: [missingKey], changed: [changedKey] });
    expect(verified.stderr).toContain('1 object(s) missing, 1 changed');

    const operator = { ...server.env, SMTP_URL: smtp.url, OPERATOR_EMAIL: 'operator@example.com' };
    const job = await cli(operator, 'jobs', 'run', 'storage.verify');
    expect(job.code, job.stderr).toBe(0);
    expect(job.json.job).toMatchObject({ kind: 'storage.verify', status: 'done' });
    expect(job.stderr).toContain('verify: stored objects are missing or changed');
    await waitFor(async () => smtp.mails.length > 0);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(['operator@example.com']);
    expect(mailSubject(mail.raw)).toBe('Sprout: stored files are missing or changed');
    const text = mailText(mail.raw);
    expect(text).toContain(missingKey);
    expect(text).toContain(changedKey);

    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(sample(metrics, 'sprout_verify_problems', { kind: 'missing' })).toBe(1);
    expect(sample(metrics, 'sprout_verify_problems', { kind: 'changed' })).toBe(1);
    expect(sample(metrics, 'sprout_verify_last_run_timestamp_seconds')).toBeGreaterThan(0);
  });

  it('is queued a week ahead by a starting worker, not at every start, and a week after each run', async () => {
    const server = await startServer();
    cleanups.push(() => server.close());
    const { ctx } = server;
    const checks = () =>
      ctx.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', 'storage.verify').orderBy('id').execute();
    ctx.worker.start();
    await ctx.worker.stop();
    const [queued] = await checks();
    expect(queued).toMatchObject({ status: 'queued', dedupe_key: 'every:storage.verify' });
    expect(queued?.run_at).toBeGreaterThanOrEqual(nowSeconds() + WEEK - 60);
    // A second start leaves it where it is.
    ctx.worker.start();
    await ctx.worker.stop();
    expect(await checks()).toEqual([queued]);

    await ctx.db.kysely.updateTable('jobs').set({ run_at: 0 }).where('id', '=', queued!.id).execute();
    await ctx.worker.drain();
    const [done, next] = await checks();
    expect(done).toMatchObject({ id: queued!.id, status: 'done' });
    expect(next).toMatchObject({ status: 'queued', dedupe_key: 'every:storage.verify' });
    expect(next?.run_at).toBeGreaterThanOrEqual(nowSeconds() + WEEK - 60);
  });
});
