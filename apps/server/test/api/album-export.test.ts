import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumDocument } from '../../src/archive/album-document.js';
import { ZipReader } from '../../src/archive/zip-reader.js';
import type { User } from '../../src/db/schema.js';
import type { Viewer } from '../../src/policies/viewer.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { linkToken } from '../helpers/invitations.js';
import { serverWithSmtp } from '../helpers/mail-server.js';
import { waitFor } from '../helpers/wait.js';
import { signIn, type Client } from '../helpers/http.js';
import { rawZip } from '../helpers/raw-zip.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { fixture, uploadPicture } from '../helpers/upload.js';
import { nowSeconds } from '../../src/util/time.js';

let source: TestServer;
let target: TestServer;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-export-test-'));
beforeAll(async () => {
  source = await startServer();
  target = await startServer();
});
afterAll(async () => {
  await source.close();
  await target.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const TAKEN = 1_757_000_000;

/** The archive of a baby written to a file, as the CLI writes it. */
async function exportTo(
  server: TestServer,
  babyId: number,
  file: string,
  as: { user: User; viewer: Viewer } | null = null,
): Promise<string> {
  const plan = await server.ctx.services.exports.prepare(
    babyId,
    as ?? { user: null, viewer: null },
    'en',
    nowSeconds(),
  );
  await pipeline(Readable.from(server.ctx.services.exports.layout(plan).bytes()), fs.createWriteStream(file));
  return file;
}

async function documentOf(file: string): Promise<{ doc: AlbumDocument; names: string[]; sums: Map<string, string> }> {
  const zip = await ZipReader.open(file);
  const doc = JSON.parse(
    (
      await zip.read(
        zip.entries.find((e) => e.name === 'album.json')!,
        1e8,
      )
    ).toString(),
  );
  const { createHash } = await import('node:crypto');
  const sums = new Map<string, string>();
  for (const entry of zip.entries.filter((e) => e.name.startsWith('originals/'))) {
    const hash = createHash('sha256');
    for await (const chunk of await zip.stream(entry)) hash.update(chunk as Buffer);
    sums.set(entry.name, hash.digest('hex'));
  }
  const names = zip.entries.map((e) => e.name);
  await zip.close();
  return { doc, names, sums };
}

/**
 * The document with the ids of one Sprout taken out: every id becomes its row's place among its
 * kind (both Sprouts write in id order), users become their e-mail; and the times that are the
 * export's or the import's own (exported_at, updated_at).
 */
function normalised(doc: AlbumDocument): unknown {
  const place = (rows: Array<{ id: number }>) => new Map(rows.map((r, i) => [r.id, i + 1]));
  const events = place(doc.events);
  const moments = place(doc.moments);
  const tags = place(doc.tags);
  const values = place(doc.tag_values);
  const comments = place(doc.comments);
  const email = new Map(doc.members.map((m) => [m.user_id, m.email]));
  const user = (id: number) => email.get(id) ?? `not a member`;
  const target = (type: string, id: number) =>
    type === 'event' ? events.get(id) : type === 'moment' ? moments.get(id) : values.get(id);
  return {
    format: doc.format,
    format_version: doc.format_version,
    scope: doc.scope,
    baby: { ...doc.baby, id: 0, created_by: user(doc.baby.created_by) },
    members: doc.members
      .map((m) => ({ ...m, user_id: user(m.user_id) }))
      .sort((a, b) => a.user_id!.localeCompare(b.user_id!)),
    events: doc.events.map(({ updated_at: _, ...e }) => ({
      ...e,
      id: events.get(e.id),
      author_id: user(e.author_id),
      draft_visible_for: e.draft_visible_for.map(user).sort(),
    })),
    moments: doc.moments.map(({ updated_at: _, ...m }) => ({
      ...m,
      id: moments.get(m.id),
      event_id: events.get(m.event_id),
      author_id: user(m.author_id),
      visible_for: m.visible_for.map(user).sort(),
      original: m.original ? { ...m.original, path: `originals/${moments.get(m.id)}` } : null,
    })),
    tags: doc.tags.map((t) => ({ ...t, id: tags.get(t.id), created_by: user(t.created_by) })),
    taggings: doc.taggings.map((t) => ({
      ...t,
      tag_id: tags.get(t.tag_id),
      moment_id: moments.get(t.moment_id),
      user_id: user(t.user_id),
    })),
    tag_values: doc.tag_values.map(({ updated_at: _, ...v }) => ({
      ...v,
      id: values.get(v.id),
      tag_id: tags.get(v.tag_id),
      moment_id: v.moment_id === null ? null : moments.get(v.moment_id),
      user_id: user(v.user_id),
    })),
    comments: doc.comments.map(({ updated_at: _, ...c }) => ({
      ...c,
      id: comments.get(c.id),
      target_id: target(c.target_type, c.target_id),
      user_id: user(c.user_id),
    })),
    likes: doc.likes
      .map((l) => ({ ...l, target_id: target(l.target_type, l.target_id), user_id: user(l.user_id) }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  };
}

async function diary(client: Client, fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(Array.isArray(value) ? `${key}[]` : key, v);
  const res = await fetch(`${client.base}/api/${client.locale}/baby_contents`, {
    method: 'POST',
    headers: { 'x-token': client.token ?? '' },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

/** A family with every kind of post and every privacy, made over the API. */
async function richFamily(server: TestServer) {
  const f = await makeFamily(server.ctx, {
    dad: { relation: 'dad', permission: 'can_upload' },
    grandma: { relation: 'grandma', permission: 'can_view' },
    friend: { relation: 'friend', permission: 'can_view' },
  });
  const admin = await signIn(server.url, f.admin.email);
  const dad = await signIn(server.url, f.members.dad!.email);
  const grandma = await signIn(server.url, f.members.grandma!.email);
  const friend = await signIn(server.url, f.members.friend!.email);
  const baby = f.baby.id;
  const created = async (reply: Promise<{ status: number; body: unknown }>) => {
    const r = await reply;
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return (r.body as { moment: { id: number; event_id: number } }).moment;
  };
  const picture = await created(
    uploadPicture(admin, baby, fixture('photo-exif-gps.jpg'), { content: 'First smile', taken_at_gmt: TAKEN }),
  );
  const video = await created(
    uploadPicture(dad, baby, fixture('video-rotated.mp4'), {
      type: 'video',
      privacy: 'family_only',
      taken_at_gmt: TAKEN + 86_400,
    }),
  );
  const audio = await created(
    uploadPicture(admin, baby, fixture('audio.m4a'), {
      type: 'audio',
      privacy: 'private',
      taken_at_gmt: TAKEN + 2 * 86_400,
      picture_width: undefined,
      picture_height: undefined,
    }),
  );
  const text = await created(
    dad.post('/moments', {
      baby_id: baby,
      moment: {
        type: 'text',
        content: 'Just for grandma',
        taken_at_gmt: TAKEN + 3 * 86_400,
        privacy: 'custom',
        visible_for_ids: [f.members.dad!.id, f.members.grandma!.id],
        time_zone_offset: 0,
      },
    }),
  );
  await diary(dad, { baby_id: String(baby), content: 'A day at the park.', privacy: 'family_and_relatives' });
  await diary(admin, { baby_id: String(baby), content: 'Not finished yet', privacy: 'family_only', draft: 'true' });
  // Tags, and special tags' values: a height on the photo, a place on the video, a weight with no photo.
  const tagged = await admin.post('/tagging_records', {
    baby_id: baby,
    moments: [{ moment_id: picture.id, tagging_record: [{ tag_name: 'Park' }] }],
  });
  expect(tagged.status).toBe(200);
  const height = await admin.post<{ id: number }>('/baby_moment_tag_attrs', {
    baby_id: baby,
    moment_id: picture.id,
    tag_flag: 'height',
    value: '61.5',
    measured_on: '2025-09-05',
  });
  expect(height.status).toBe(201);
  expect(
    (
      await dad.post('/baby_moment_tag_attrs', {
        baby_id: baby,
        moment_id: video.id,
        tag_flag: 'footprint_map',
        place_name: 'Kyoto',
        latitude: 35.0116,
        longitude: 135.7681,
        measured_on: '2025-09-06',
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await admin.post('/baby_moment_tag_attrs', {
        baby_id: baby,
        tag_flag: 'weight',
        value: '6.2',
        measured_on: '2025-09-07',
      })
    ).status,
  ).toBe(201);
  // Comments and likes on a moment, an event and a value.
  expect((await grandma.post(`/moments/${picture.id}/comments`, { content: 'So sweet!' })).status).toBe(201);
  expect((await grandma.post(`/moments/${picture.id}/likes`, {})).status).toBe(200);
  expect((await friend.post(`/events/${picture.event_id}/likes`, {})).status).toBe(200);
  expect((await friend.post(`/events/${picture.event_id}/comments`, { content: 'Congrats' })).status).toBe(201);
  expect((await grandma.post(`/baby_moment_tag_attrs/${height.body.id}/likes`, {})).status).toBe(200);
  expect(
    (await grandma.post(`/baby_moment_tag_attrs/${height.body.id}/comments`, { content: 'Growing!' })).status,
  ).toBe(201);
  await server.ctx.worker.drain();
  return { f, admin, dad, grandma, friend, picture, video, audio, text };
}

describe('album export and import', () => {
  it('round-trips a whole family: export, import into a fresh Sprout, export again gives the same document and bytes', async () => {
    const { f } = await richFamily(source);
    const first = await exportTo(source, f.baby.id, path.join(dir, 'first.zip'));
    const a = await documentOf(first);
    expect(a.names.slice(0, 5)).toEqual(['album.json', 'index.html', 'viewer.css', 'viewer.js', 'album.js']);
    expect(a.doc.moments.map((m) => m.type).sort()).toEqual(['audio', 'picture', 'text', 'text', 'text', 'video']);
    expect(new Set(a.doc.moments.map((m) => m.privacy))).toEqual(
      new Set(['family_and_relatives', 'family_only', 'private', 'custom']),
    );
    expect(
      a.doc.events
        .filter((e) => e.layout === 'diary')
        .map((e) => e.draft)
        .sort(),
    ).toEqual([false, true]);
    for (const m of a.doc.moments.filter((x) => x.original))
      expect(a.sums.get(m.original!.path)).toBe(m.original!.sha256);

    // The fresh Sprout has accounts for two of the family already; the others are made.
    const owner = await makeUser(target.ctx, 'new_owner');
    await target.ctx.services.users.create({
      email: f.members.grandma!.email,
      password: 'correct horse 9',
      name: 'Granny',
    });
    // The operator's import (the CLI's): the archive's members are matched by address and added.
    const { baby } = await target.ctx.services.imports.importFile(first, owner, 'add');
    await target.ctx.worker.drain();
    const second = await exportTo(target, baby.id, path.join(dir, 'second.zip'));
    const b = await documentOf(second);

    const expected = normalised(a.doc) as { members: Array<{ user_id: string }> };
    const got = normalised(b.doc) as typeof expected;
    // The owner takes the Admin's place in the family; everyone else is the same address.
    const adminEmail = f.admin.email;
    const swap = (doc: unknown) => JSON.parse(JSON.stringify(doc).split(owner.email).join(adminEmail));
    const gotAsSource = swap(got);
    // An account that was here already keeps its own name (the owner's, grandma's); the rest is the archive's.
    for (const m of gotAsSource.members as Array<{ email: string; name: string }>) {
      if (m.email === adminEmail) m.name = f.admin.name;
      if (m.email === f.members.grandma!.email) m.name = f.members.grandma!.name;
    }
    const byEmail = (x: { user_id: string }, y: { user_id: string }) => x.user_id.localeCompare(y.user_id);
    gotAsSource.members.sort(byEmail);
    expected.members.sort(byEmail);
    expect(gotAsSource).toEqual(expected);
    expect([...b.sums.values()].sort()).toEqual([...a.sums.values()].sort());

    // The imported family sees what it saw: grandma (her own account) sees the custom text, the friend does not.
    const grandma = await signIn(target.url, f.members.grandma!.email);
    const events = await grandma.get<{ list: Array<{ moments: Array<{ content: string }> }> }>(
      `/events?baby_id=${baby.id}`,
    );
    expect(events.status).toBe(200);
    expect(events.body.list.flatMap((e) => e.moments.map((m) => m.content))).toContain('Just for grandma');
    const stored = await target.ctx.repos.babies.findById(baby.id);
    const sourceBaby = await source.ctx.repos.babies.findById(f.baby.id);
    expect(stored?.storage_bytes).toBe(sourceBaby?.storage_bytes);
  });

  it('gives a member who is not an Admin exactly their view, never more', async () => {
    const { f } = await richFamily(source);
    const friend = f.members.friend!;
    const viewer = await source.ctx.actorFor(friend).requireMember(f.baby.id);
    const { doc, sums } = await documentOf(
      await exportTo(source, f.baby.id, path.join(dir, 'friend.zip'), { user: friend, viewer }),
    );
    expect(doc.scope).toBe('member_view');
    // A friend is not close family: only what everyone sees.
    expect(new Set(doc.moments.map((m) => m.privacy))).toEqual(new Set(['family_and_relatives']));
    expect(doc.moments.map((m) => m.content).sort()).toEqual(['A day at the park.', 'First smile']);
    expect(doc.events.some((e) => e.draft)).toBe(false);
    expect(sums.size).toBe(1);
    // Nothing about the hidden posts: no comment, like, tag or value on them.
    const shown = new Set(doc.moments.map((m) => m.id));
    for (const v of doc.tag_values) expect(v.moment_id === null || shown.has(v.moment_id)).toBe(true);
    expect(doc.tag_values.some((v) => v.flag === 'footprint_map')).toBe(false);
    // Addresses only where the family page shows them: their own.
    expect(doc.members.filter((m) => m.email !== null).map((m) => m.email)).toEqual([friend.email]);
    const grandmaView = await documentOf(
      await exportTo(source, f.baby.id, path.join(dir, 'grandma.zip'), {
        user: f.members.grandma!,
        viewer: await source.ctx.actorFor(f.members.grandma!).requireMember(f.baby.id),
      }),
    );
    expect(grandmaView.doc.moments.map((m) => m.privacy).sort()).toEqual([
      'custom',
      'family_and_relatives',
      'family_and_relatives',
      'family_only',
    ]);
  });
});

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The operator CLI in its own process, against a running test server's data. */
async function cli(server: TestServer, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args, '--json'],
      { cwd: ROOT, env: server.env },
    );
    return { code: 0, json: JSON.parse(stdout) as Record<string, Record<string, unknown>>, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, json: failed.stdout ? JSON.parse(failed.stdout) : {}, stderr: failed.stderr };
  }
}

describe('album archives from the operator CLI', { timeout: 180_000 }, () => {
  it('exports a baby to a file and imports it on another Sprout; a hostile file exits 1 in words', async () => {
    const { f } = await richFamily(source);
    const out = path.join(dir, 'cli.zip');
    const exported = await cli(source, 'export', '--baby', String(f.baby.id), '--out', out);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.json.export).toMatchObject({ baby_id: f.baby.id, file: out, originals: 3 });
    expect(fs.statSync(out).size).toBe(exported.json.export?.bytes);
    expect(fs.existsSync(`${out}.partial`)).toBe(false);

    const owner = await makeUser(target.ctx, 'cli_owner');
    const imported = await cli(target, 'import', '--file', out, '--owner', owner.email);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.json.baby).toMatchObject({ name: 'Mia', owner: owner.email, moments: 6 });

    const evil = path.join(dir, 'cli-evil.zip');
    fs.writeFileSync(evil, rawZip([{ name: '../evil', data: Buffer.from('x') }]));
    const refused = await cli(target, 'import', '--file', evil, '--owner', owner.email);
    expect(refused.code).toBe(1);
    expect(refused.json.error).toMatchObject({ code: 'archive_hostile' });
    expect(refused.stderr).toContain('not allowed');
  });
});

describe('album archives over HTTP', () => {
  type ExportReply = {
    id: string;
    status: string;
    done_bytes: number;
    total_bytes: number;
    size: number | null;
    download_url: string | null;
  };

  it('prepares an export with progress, then downloads it whole and again from where it broke', async () => {
    const { f, admin, friend, dad } = await richFamily(source);
    // Another member's private post: the Admin cannot see it in the app, so not in their archive either.
    const dadsOwn = await dad.post('/moments', {
      baby_id: f.baby.id,
      moment: {
        type: 'text',
        content: 'Dad only',
        taken_at_gmt: TAKEN + 4 * 86_400,
        privacy: 'private',
        time_zone_offset: 0,
      },
    });
    expect(dadsOwn.status).toBe(201);
    const started = await admin.post<ExportReply>(`/babies/${f.baby.id}/album_exports`, {});
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'preparing', download_url: null });
    // Before the job ran the download is refused in words; another member cannot see it at all.
    const early = await admin.get<{ error: { code: string; message: string } }>(
      `/album_exports/${started.body.id}/download`,
    );
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('export_not_ready');
    expect((await friend.get(`/album_exports/${started.body.id}`)).status).toBe(404);
    // Someone outside the family cannot start one: the baby does not exist for them.
    const stranger = await signIn(source.url, (await makeUser(source.ctx, 'stranger')).email);
    expect((await stranger.post(`/babies/${f.baby.id}/album_exports`, {})).status).toBe(404);
    expect((await stranger.get(`/album_exports/${started.body.id}/download`)).status).toBe(404);
    await source.ctx.worker.drain();
    const ready = await admin.get<ExportReply>(`/album_exports/${started.body.id}`);
    expect(ready.body).toMatchObject({ status: 'ready' });
    expect(ready.body.done_bytes).toBe(ready.body.total_bytes);
    expect(ready.body.total_bytes).toBeGreaterThan(0);

    const url = `${source.url}${ready.body.download_url}`;
    const whole = await fetch(url, { headers: { 'x-token': admin.token! } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/zip');
    expect(whole.headers.get('content-disposition')).toContain('.zip');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe(ready.body.size);
    // A download that broke after 1000 bytes goes on from there, the same archive.
    const rest = await fetch(url, {
      headers: { 'x-token': admin.token!, range: 'bytes=1000-', 'if-range': whole.headers.get('etag')! },
    });
    expect(rest.status).toBe(206);
    expect(Buffer.concat([bytes.subarray(0, 1000), Buffer.from(await rest.arrayBuffer())]).equals(bytes)).toBe(true);
    // A stale validator gets the whole archive again, never a mixed one.
    const stale = await fetch(url, {
      headers: { 'x-token': admin.token!, range: 'bytes=1000-', 'if-range': '"other"' },
    });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
    const file = path.join(dir, 'downloaded.zip');
    fs.writeFileSync(file, bytes);
    const { doc } = await documentOf(file);
    // Every HTTP export is the requester's view, an Admin's too (issue 21): only the operator CLI takes the whole baby.
    expect(doc.scope).toBe('member_view');
    const contents = doc.moments.map((m) => m.content);
    expect(contents).not.toContain('Dad only');
    expect(contents).not.toContain('Just for grandma');
    expect(doc.moments.some((m) => m.privacy === 'custom')).toBe(false);
    // The Admin's own private post and own draft are theirs to see, so they are in it.
    const privates = doc.moments.filter((m) => m.privacy === 'private');
    expect(new Set(privates.map((m) => m.author_id))).toEqual(new Set([f.admin.id]));
    expect(privates.some((m) => m.type === 'audio')).toBe(true);
    expect(doc.events.some((e) => e.draft)).toBe(true);
    // Past its download days the daily sweep forgets it: its small files go, and the link answers 404.
    expect(await source.ctx.services.exportRuns.forgetExpired(nowSeconds())).toBe(0);
    expect(await source.ctx.services.exportRuns.forgetExpired(nowSeconds() + 3 * 86_400)).toBeGreaterThanOrEqual(1);
    expect((await admin.get(`/album_exports/${started.body.id}`)).status).toBe(404);
    expect((await fetch(url, { headers: { 'x-token': admin.token! } })).status).toBe(404);

    // Imported back by upload, as the web sends it.
    const owner = await makeUser(target.ctx, 'uploader');
    const uploader = await signIn(target.url, owner.email);
    const form = new FormData();
    form.append('archive', new Blob([new Uint8Array(bytes)]), 'album.zip');
    const imported = await fetch(`${target.url}/api/en/album_imports`, {
      method: 'POST',
      headers: { 'x-token': uploader.token! },
      body: form,
    });
    expect(imported.status).toBe(201);
    const made = (await imported.json()) as { baby_id: number; moments: number; invited: number };
    expect(made.moments).toBe(doc.moments.length);
    // The other members are invited by mail, not added: dad, grandma and the friend.
    expect(made.invited).toBe(3);
    expect(
      (
        await target.ctx.db.kysely
          .selectFrom('family_members')
          .select('user_id')
          .where('baby_id', '=', made.baby_id)
          .execute()
      ).map((m) => m.user_id),
    ).toEqual([owner.id]);
    const list = await uploader.get<{ list: unknown[] }>(`/events?baby_id=${made.baby_id}`);
    expect(list.status).toBe(200);
    expect(list.body.list.length).toBeGreaterThan(0);
  });

  it('refuses a hostile upload with its code and a message in the reader’s language', async () => {
    const owner = await makeUser(target.ctx, 'hostile_uploader');
    const client = await signIn(target.url, owner.email, undefined, 'ko');
    const form = new FormData();
    form.append(
      'archive',
      new Blob([new Uint8Array(rawZip([{ name: '../../evil', data: Buffer.from('x') }]))]),
      'album.zip',
    );
    const res = await fetch(`${target.url}/api/ko/album_imports`, {
      method: 'POST',
      headers: { 'x-token': client.token! },
      body: form,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('archive_hostile');
    expect(body.error.message).toContain('허용되지 않는');
  });
});

describe('an album imported over HTTP', () => {
  const mailed = serverWithSmtp();

  it('puts nobody but the importer in the family: a member it names is invited by mail and joins by the link', async () => {
    const { server } = mailed;
    const f = await makeFamily(server.ctx, { aunt: { relation: 'sister', permission: 'can_upload' } });
    const aunt = f.members.aunt!;
    const archive = await exportTo(server, f.baby.id, path.join(dir, `invite-${f.baby.id}.zip`));
    // Someone else uploads that archive, naming the aunt's existing account.
    const importer = await signIn(server.url, (await makeUser(server.ctx, 'archive_uploader')).email);
    const form = new FormData();
    form.append('archive', new Blob([new Uint8Array(fs.readFileSync(archive))]), 'album.zip');
    const res = await fetch(`${server.url}/api/en/album_imports`, {
      method: 'POST',
      headers: { 'x-token': importer.token! },
      body: form,
    });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { baby_id: number; invited: number };
    expect(made.invited).toBe(1);
    // She is not a member: the new baby does not exist for her.
    const auntClient = await signIn(server.url, aunt.email);
    expect((await auntClient.get(`/events?baby_id=${made.baby_id}`)).status).toBe(404);
    expect((await auntClient.get(`/babies/${made.baby_id}`)).status).toBe(404);
    // An invitation to her address, mailed to her, as the archive had her (capped at what the importer may grant).
    const invitation = await server.ctx.db.kysely
      .selectFrom('family_invitations')
      .innerJoin('family_invitation_babies', 'family_invitation_babies.invitation_id', 'family_invitations.id')
      .select(['email', 'accepted_at', 'relation', 'permission'])
      .where('family_invitation_babies.baby_id', '=', made.baby_id)
      .execute();
    expect(invitation).toEqual([
      { email: aunt.email, accepted_at: null, relation: 'sister', permission: 'can_upload' },
    ]);
    await server.ctx.worker.drain();
    await waitFor(async () => mailed.mails.some((m) => m.to.includes(aunt.email) && linkToken(m.raw) !== ''));
    const mail = mailed.mails.findLast((m) => m.to.includes(aunt.email))!;
    // Accepted from the link, she is a member like anyone invited.
    const accepted = await auntClient.post('/family_invitations/accept', { token: linkToken(mail.raw) });
    expect(accepted.status).toBe(200);
    expect((await auntClient.get(`/events?baby_id=${made.baby_id}`)).status).toBe(200);
    expect(await server.ctx.repos.family.findMembership(made.baby_id, aunt.id)).toMatchObject({
      relation: 'sister',
      permission: 'can_upload',
    });
  });
});

describe('album import refuses', () => {
  const good = async () => {
    const { f } = await richFamily(source);
    return exportTo(source, f.baby.id, path.join(dir, `good-${f.baby.id}.zip`));
  };
  const storedCount = async () => {
    let n = 0;
    for await (const _ of target.ctx.storage.list('originals/')) n += 1;
    return n;
  };

  it('each hostile, damaged or newer archive with its code, and stores nothing', async () => {
    const archive = await good();
    const whole = fs.readFileSync(archive);
    const { doc } = await documentOf(archive);
    const json = (d: unknown) => Buffer.from(JSON.stringify(d));
    const cases: Array<[string, Buffer, number, string]> = [
      ['truncated', whole.subarray(0, Math.floor(whole.length * 0.6)), 422, 'archive_damaged'],
      ['not a zip', Buffer.from('hello'), 422, 'archive_damaged'],
      [
        'dot-dot',
        rawZip([
          { name: 'album.json', data: json(doc) },
          { name: '../../etc/x', data: Buffer.from('x') },
        ]),
        422,
        'archive_hostile',
      ],
      [
        'absolute',
        rawZip([
          { name: 'album.json', data: json(doc) },
          { name: '/etc/x', data: Buffer.from('x') },
        ]),
        422,
        'archive_hostile',
      ],
      [
        'symlink',
        rawZip([
          { name: 'album.json', data: json(doc) },
          { name: 'originals/1.jpg', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
        ]),
        422,
        'archive_hostile',
      ],
      [
        'bomb',
        rawZip([{ name: 'album.json', data: Buffer.alloc(30 * 1024 ** 2, 32), method: 8 }]),
        413,
        'archive_too_large',
      ],
      [
        'newer',
        rawZip([{ name: 'album.json', data: json({ ...doc, format_version: 2 }) }]),
        422,
        'archive_version_unsupported',
      ],
      [
        'bad json',
        rawZip([{ name: 'album.json', data: Buffer.from('{"format_version": 1,') }]),
        422,
        'archive_damaged',
      ],
      // The document names originals the archive does not hold.
      ['missing originals', rawZip([{ name: 'album.json', data: json(doc) }]), 422, 'archive_damaged'],
    ];
    const owner = await makeUser(target.ctx, 'refused_owner');
    const babiesBefore = await target.ctx.db.kysely.selectFrom('babies').select('id').execute();
    const before = await storedCount();
    for (const [label, data, status, code] of cases) {
      const file = path.join(dir, `${label}.zip`);
      fs.writeFileSync(file, data);
      const error = await target.ctx.services.imports.importFile(file, owner, 'invite').then(
        () => null,
        (e: { status?: number; code?: string }) => e,
      );
      expect({ label, status: error?.status, code: error?.code }).toEqual({ label, status, code });
    }
    // An original whose bytes differ from its checksum: refused after some originals were stored, which go again.
    const { rows } = await tamper(archive);
    const file = path.join(dir, 'tampered.zip');
    fs.writeFileSync(file, rows);
    const error = await target.ctx.services.imports.importFile(file, owner, 'invite').then(
      () => null,
      (e: { code?: string }) => e,
    );
    expect(error?.code).toBe('archive_damaged');
    expect(await storedCount()).toBe(before);
    expect(await target.ctx.db.kysely.selectFrom('babies').select('id').execute()).toEqual(babiesBefore);
  });
});

/** The archive again with its last original's bytes changed (its CRC made right, so only the SHA-256 tells). */
async function tamper(file: string): Promise<{ rows: Buffer }> {
  const zip = await ZipReader.open(file);
  const entries = [];
  for (const entry of zip.entries) {
    const data = await zip.read(entry, 1e9);
    entries.push({ name: entry.name, data });
  }
  await zip.close();
  const last = entries.filter((e) => e.name.startsWith('originals/')).at(-1)!;
  last.data = Buffer.from(last.data);
  last.data[last.data.length - 1] = (last.data[last.data.length - 1] ?? 0) ^ 0xff;
  return { rows: rawZip(entries) };
}
