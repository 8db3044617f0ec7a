import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EventReply,
  EventsReply,
  MomentReply,
  TaggedMomentsReply,
  TaggingRecordsReply,
  TagReply,
  UploadTokenReply,
} from '@sprout/shared';
import { signIn, type Client } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { fixture, tusUpload } from '../helpers/upload.js';
import { DENSE_TAG_RECORDS } from '../../src/repositories/tags.repo.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Failure = { error: { code: string; message: string } };
const TAKEN = 1_748_740_830;

async function family() {
  const f = await makeFamily(server.ctx, {
    grandma: { relation: 'grandma', permission: 'can_view' },
    sister: { relation: 'sister', permission: 'can_upload' },
  });
  const as = (email: string | undefined, locale = 'en') => signIn(server.url, email ?? '', undefined, locale);
  return {
    f,
    admin: await as(f.admin.email),
    grandma: await as(f.members.grandma?.email),
    sister: await as(f.members.sister?.email),
    as,
  };
}

const postText = (client: Client, babyId: number, content: string, extra: Record<string, unknown> = {}) =>
  client.post<{ moment: MomentReply; event_id: number } & Partial<Failure>>('/moments', {
    baby_id: babyId,
    ...extra,
    moment: { type: 'text', content, taken_at_gmt: TAKEN, privacy: 'family_and_relatives', time_zone_offset: -540 },
  });

async function makeTag(client: Client, babyId: number, name: string): Promise<TagReply> {
  const form = new FormData();
  form.append('name', name);
  form.append('insurance', 'false');
  form.append('baby_id', String(babyId));
  const res = await fetch(`${client.base}/api/${client.locale}/moment_tags`, {
    method: 'POST',
    headers: { 'x-token': client.token ?? '' },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as TagReply;
}

/** A picture upload as the web queue sends it, with the batch's tags. */
async function uploadTagged(client: Client, babyId: number, tagIds: number[], raiseOnDuplication = false) {
  const token = await client.get<UploadTokenReply>(`/moments/new?baby_id=${babyId}`);
  const path = await tusUpload(token.body.endpoint, token.body.sts_token, fixture('photo-exif-gps.jpg'));
  return client.post<{ moment: MomentReply; duplicate: boolean } & Partial<Failure>>('/moments', {
    baby_id: babyId,
    raise_on_dupilcation: raiseOnDuplication,
    tag_ids: tagIds,
    moment: {
      type: 'picture',
      service: 'tus',
      path,
      taken_at_gmt: TAKEN,
      privacy: 'family_and_relatives',
      picture_width: 4032,
      picture_height: 3024,
      time_zone_offset: -540,
    },
  });
}

const taggedIds = async (client: Client, babyId: number, tagId: number) =>
  (await client.get<TaggedMomentsReply>(`/tagging_records?baby_id=${babyId}&tag_id=${tagId}`)).body.moments.map(
    (m) => m.id,
  );

describe('text moments (POST /moments type "text")', () => {
  it("makes a text moment in the batch's event, shown to the family on the timeline", async () => {
    const { f, sister, grandma } = await family();
    const made = await postText(sister, f.baby.id, '  First time at the sea!  ');
    expect(made.status).toBe(201);
    expect(made.body.moment).toMatchObject({
      type: 'text',
      content: 'First time at the sea!',
      privacy: 'family_and_relatives',
    });
    const timeline = await grandma.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`);
    const event = timeline.body.list.find((e) => e.id === made.body.event_id);
    expect(event?.moments.map((m) => [m.type, m.content])).toEqual([['text', 'First time at the sea!']]);
    expect(event?.counts.texts).toBe(1);
  });

  it("checks the words as a diary's, with its messages in the request's language", async () => {
    const { f, sister, as } = await family();
    const empty = await postText(sister, f.baby.id, '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.error).toEqual({ code: 'some_words', message: 'Please write something first.' });
    const long = await postText(sister, f.baby.id, 'word '.repeat(1001));
    expect(long.status).toBe(422);
    expect(long.body.error).toEqual({ code: 'too_many_words', message: 'Please keep it to 1,000 words or fewer.' });
    expect((await postText(sister, f.baby.id, 'word '.repeat(1000))).status).toBe(201);
    const german = await as(f.members.sister?.email, 'de');
    expect((await postText(german, f.baby.id, '')).body.error).toEqual({
      code: 'some_words',
      message: 'Bitte schreiben Sie etwas',
    });
    expect((await postText(german, f.baby.id, 'wort '.repeat(1001))).body.error).toEqual({
      code: 'too_many_words',
      message: 'Höchstens 1000 Wörter',
    });
  });

  it('is for uploaders: 403 for view-only, 404 for a stranger; a custom audience must hold its author', async () => {
    const { f, grandma, sister } = await family();
    expect((await postText(grandma, f.baby.id, 'Hello')).status).toBe(403);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await postText(stranger, f.baby.id, 'Hello')).status).toBe(404);
    const custom = await sister.post<Failure>('/moments', {
      baby_id: f.baby.id,
      moment: {
        type: 'text',
        content: 'Secret',
        taken_at_gmt: TAKEN,
        privacy: 'custom',
        visible_for_ids: [f.admin.id],
      },
    });
    expect(custom.status).toBe(422);
    expect(custom.body.error.code).toBe('must_choose_yourself');
  });
});

describe("uploading from a tag's page: tag_ids on POST /moments", () => {
  it('tags every new moment of the batch as it is made, pictures and texts alike', async () => {
    const { f, sister, grandma } = await family();
    const beach = await makeTag(sister, f.baby.id, 'Beach');
    const picture = await uploadTagged(sister, f.baby.id, [beach.id]);
    expect(picture.status).toBe(201);
    const text = await postText(sister, f.baby.id, 'Sand everywhere', { tag_ids: [beach.id] });
    expect(text.status).toBe(201);
    expect((await taggedIds(grandma, f.baby.id, beach.id)).sort()).toEqual(
      [picture.body.moment.id, text.body.moment.id].sort(),
    );
    const records = await sister.get<TaggingRecordsReply>(
      `/tagging_records?baby_id=${f.baby.id}&moment_id=${picture.body.moment.id}`,
    );
    expect(records.body.tagging_records.map((r) => r.tag_name)).toEqual(['Beach']);
  });

  it('puts the tag on the earlier moment when the upload is a duplicate', async () => {
    const { f, sister } = await family();
    const first = await uploadTagged(sister, f.baby.id, []);
    const park = await makeTag(sister, f.baby.id, 'Park');
    const again = await uploadTagged(sister, f.baby.id, [park.id], true);
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect(await taggedIds(sister, f.baby.id, park.id)).toEqual([first.body.moment.id]);
  });

  it('refuses a tag of another baby (404) and makes no moment', async () => {
    const { f, sister } = await family();
    const other = await makeFamily(server.ctx);
    const otherAdmin = await signIn(server.url, other.admin.email);
    const foreign = await makeTag(otherAdmin, other.baby.id, 'Elsewhere');
    const refused = await postText(sister, f.baby.id, 'Hello', { tag_ids: [foreign.id] });
    expect(refused.status).toBe(404);
    const timeline = await sister.get<EventsReply>(`/events?baby_id=${f.baby.id}&style=best_12`);
    expect(timeline.body.list).toEqual([]);
  });
});

describe('untagging: DELETE /tagging_records/{id}', () => {
  it('lets uploaders and Admins take a tag off; view-only 403, stranger 404; the tag stays', async () => {
    const { f, sister, grandma, admin } = await family();
    const tag = await makeTag(sister, f.baby.id, 'Bath');
    const made = await postText(sister, f.baby.id, 'Splash', { tag_ids: [tag.id] });
    const records = await sister.get<TaggingRecordsReply>(
      `/tagging_records?baby_id=${f.baby.id}&moment_id=${made.body.moment.id}`,
    );
    const recordId = records.body.tagging_records[0]?.id;
    expect(recordId).toBeDefined();
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await stranger.delete(`/tagging_records/${recordId}`)).status).toBe(404);
    expect((await grandma.delete(`/tagging_records/${recordId}`)).status).toBe(403);
    expect((await admin.delete(`/tagging_records/${recordId}`)).status).toBe(204);
    expect((await admin.delete(`/tagging_records/${recordId}`)).status).toBe(404);
    expect(await taggedIds(sister, f.baby.id, tag.id)).toEqual([]);
    const all = await sister.get<{ tags: TagReply[] }>(`/moment_tags/all?baby_id=${f.baby.id}&page=1`);
    expect(all.body.tags.map((t) => t.tag_name)).toContain('Bath');
  });
});

/** POST /baby_contents as the web sends it: multipart, ids as `moment_ids[]`. */
async function writeDiary(client: Client, fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(Array.isArray(value) ? `${key}[]` : key, v);
  }
  const res = await fetch(`${client.base}/api/${client.locale}/baby_contents`, {
    method: 'POST',
    headers: { 'x-token': client.token ?? '' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as EventReply & Partial<Failure> };
}

/** A picture sent through the queue as the diary editor sends it: private until the entry takes it. */
async function privatePicture(client: Client, babyId: number, width = 4032) {
  const token = await client.get<UploadTokenReply>(`/moments/new?baby_id=${babyId}`);
  const data = await (
    await import('sharp')
  )
    .default({ create: { width: 40, height: 30, channels: 3, background: { r: width % 255, g: 90, b: 10 } } })
    .jpeg()
    .toBuffer();
  const path = await tusUpload(token.body.endpoint, token.body.sts_token, data);
  const made = await client.post<{ moment: MomentReply; event_id: number }>('/moments', {
    baby_id: babyId,
    moment: {
      type: 'picture',
      service: 'tus',
      path,
      taken_at_gmt: TAKEN - 86_400,
      privacy: 'private',
      picture_width: 40,
      picture_height: 30,
    },
  });
  expect(made.status).toBe(201);
  return made.body;
}

const eventIds = async (client: Client, babyId: number) =>
  (await client.get<EventsReply>(`/events?baby_id=${babyId}&style=best_12`)).body.list.map((e) => e.id);

describe('media in diary entries (moment_ids on POST /baby_contents and PUT /events/{id})', () => {
  it("makes the author's uploads part of a draft, hidden until it is published, then seen with the entry's audience", async () => {
    const { f, sister, grandma } = await family();
    const photo = await privatePicture(sister, f.baby.id);
    const entry = await writeDiary(sister, {
      baby_id: String(f.baby.id),
      content: 'At the zoo',
      privacy: 'family_and_relatives',
      draft: 'true',
      moment_ids: [String(photo.moment.id)],
    });
    expect(entry.status).toBe(201);
    expect(entry.body.moments.map((m) => m.type).sort()).toEqual(['picture', 'text']);
    // The post the photo came in is gone; the entry is the author's alone while a draft.
    expect(await eventIds(sister, f.baby.id)).toEqual([entry.body.id]);
    expect(await eventIds(grandma, f.baby.id)).toEqual([]);
    expect((await grandma.get(`/moments/${photo.moment.id}`)).status).toBe(404);
    // The entry stays on its own day, whenever the photo was taken.
    const published = await sister.put<EventReply>(`/events/${entry.body.id}`, { draft: false });
    expect(published.status).toBe(200);
    const seen = await grandma.get<EventReply>(`/events/${entry.body.id}.json`);
    expect(seen.status).toBe(200);
    expect(seen.body.moments.map((m) => [m.type, m.privacy]).sort()).toEqual([
      ['picture', 'family_and_relatives'],
      ['text', 'family_and_relatives'],
    ]);
    // More media later (JSON as well as multipart); they take the entry's audience at once.
    const second = await privatePicture(sister, f.baby.id, 77);
    const more = await sister.put<EventReply>(`/events/${entry.body.id}`, { moment_ids: [second.moment.id] });
    expect(more.status).toBe(200);
    expect(more.body.moments.filter((m) => m.type === 'picture')).toHaveLength(2);
    expect((await grandma.get<MomentReply>(`/moments/${second.moment.id}`)).body.privacy).toBe('family_and_relatives');
  });

  it("takes only the author's own media of this baby, not yet in an entry", async () => {
    const { f, sister, admin } = await family();
    const adminsPhoto = await privatePicture(admin, f.baby.id);
    const notMine = await writeDiary(sister, {
      baby_id: String(f.baby.id),
      content: 'Hello',
      privacy: 'family_and_relatives',
      moment_ids: [String(adminsPhoto.moment.id)],
    });
    expect(notMine.status).toBe(404);
    const other = await makeFamily(server.ctx);
    const otherAdmin = await signIn(server.url, other.admin.email);
    const elsewhere = await privatePicture(otherAdmin, other.baby.id);
    expect(
      (
        await writeDiary(sister, {
          baby_id: String(f.baby.id),
          content: 'Hello',
          privacy: 'family_and_relatives',
          moment_ids: [String(elsewhere.moment.id)],
        })
      ).status,
    ).toBe(404);
    const mine = await privatePicture(sister, f.baby.id);
    const first = await writeDiary(sister, {
      baby_id: String(f.baby.id),
      content: 'One',
      privacy: 'family_and_relatives',
      moment_ids: [String(mine.moment.id)],
    });
    expect(first.status).toBe(201);
    const again = await writeDiary(sister, {
      baby_id: String(f.baby.id),
      content: 'Two',
      privacy: 'family_and_relatives',
      moment_ids: [String(mine.moment.id)],
    });
    expect(again.status).toBe(422);
    // Someone else's photo they can see is refused as not theirs.
    const shared = await uploadTagged(admin, f.baby.id, []);
    const refused = await writeDiary(sister, {
      baby_id: String(f.baby.id),
      content: 'Three',
      privacy: 'family_and_relatives',
      moment_ids: [String(shared.body.moment.id)],
    });
    expect(refused.status).toBe(403);
    // An Admin may edit the entry's text but not add media to another's entry.
    const adminPhoto = await privatePicture(admin, f.baby.id, 12);
    expect((await admin.put(`/events/${first.body.id}`, { moment_ids: [adminPhoto.moment.id] })).status).toBe(403);
  });
});

describe('tag answers are cached per viewer and follow every change (ADR 0019)', () => {
  it('counts again after tagging, untagging, a new tag and a privacy change, and answers 304 to a known ETag', async () => {
    const { f, sister, grandma } = await family();
    const countOf = async (client: Client, name: string) =>
      (await client.get<{ tags: TagReply[] }>(`/moment_tags/all?baby_id=${f.baby.id}&page=1`)).body.tags.find(
        (t) => t.tag_name === name,
      )?.moments_count;
    const tag = await makeTag(sister, f.baby.id, 'Snow');
    expect(await countOf(grandma, 'Snow')).toBe(0);
    const made = await postText(sister, f.baby.id, 'First snow', { tag_ids: [tag.id] });
    expect(await countOf(grandma, 'Snow')).toBe(1);
    const first = await grandma.get(`/moment_tags/all?baby_id=${f.baby.id}&page=1`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${server.url}/api/en/moment_tags/all?baby_id=${f.baby.id}&page=1`, {
      headers: { 'x-token': grandma.token ?? '', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    // The poster makes it private: the grandparent's count drops, the poster's stays.
    expect((await sister.put(`/moments/${made.body.moment.id}`, { privacy: 'private' })).status).toBe(200);
    expect(await countOf(grandma, 'Snow')).toBe(0);
    expect(await countOf(sister, 'Snow')).toBe(1);
    const records = await sister.get<TaggingRecordsReply>(
      `/tagging_records?baby_id=${f.baby.id}&moment_id=${made.body.moment.id}`,
    );
    expect((await sister.delete(`/tagging_records/${records.body.tagging_records[0]?.id}`)).status).toBe(204);
    expect(await countOf(sister, 'Snow')).toBe(0);
    expect(await taggedIds(sister, f.baby.id, tag.id)).toEqual([]);
    await makeTag(sister, f.baby.id, 'Rain');
    expect(await countOf(grandma, 'Rain')).toBe(0);
  });
});

describe("a dense tag (its moments read newest first from the baby's moments, ADR 0019)", () => {
  it('pages and covers exactly what each viewer may see, newest first, as a sparse tag would', async () => {
    const f = await makeFamily(server.ctx, { friend: { relation: 'friend', permission: 'can_view' } });
    const admin = await signIn(server.url, f.admin.email);
    const friend = await signIn(server.url, f.members.friend?.email ?? '');
    const db = server.ctx.db.kysely;
    const now = Math.floor(Date.now() / 1000);
    const event = await db
      .insertInto('events')
      .values({
        baby_id: f.baby.id,
        author_id: f.admin.id,
        batch_id: null,
        local_date: '2025-10-01',
        taken_at_gmt: TAKEN,
        layout: 'default',
        caption: '',
        active: 1,
        likes_count: 0,
        comments_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const total = Math.ceil(DENSE_TAG_RECORDS * 1.6);
    // Some share a time (the id breaks the tie); some private, some close family only, one text; every 3rd untagged.
    const rows = Array.from({ length: total }, (_, i) => ({
      event_id: Number(event.id),
      baby_id: f.baby.id,
      author_id: f.admin.id,
      type: i === 7 ? 'text' : 'picture',
      content: '',
      taken_at_gmt: TAKEN - Math.floor(i / 2) * 60,
      privacy: i % 11 === 0 ? 'private' : i % 5 === 0 ? 'family_only' : 'family_and_relatives',
      service: 'test',
      client_id: null,
      original_key: 'x',
      original_mime: 'image/jpeg',
      original_bytes: 0,
      content_sha256: null,
      picture_width: 10,
      picture_height: 10,
      duration: null,
      thumb_key: 'x',
      large_key: 'x',
      media_state: 'ready',
      active: 1,
      likes_count: 0,
      comments_count: 0,
      created_at: now,
      updated_at: now,
    }));
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 200)
      ids.push(
        ...(
          await db
            .insertInto('moments')
            .values(rows.slice(i, i + 200))
            .returning('id')
            .execute()
        ).map((r) => Number(r.id)),
      );
    const tag = await makeTag(admin, f.baby.id, 'Everything');
    const untagged = (i: number) => i % 3 === 2;
    const taggedIdx = ids.map((_, i) => i).filter((i) => !untagged(i));
    expect(taggedIdx.length).toBeGreaterThanOrEqual(DENSE_TAG_RECORDS);
    await db
      .insertInto('tagging_records')
      .values(
        taggedIdx.map((i) => ({
          baby_id: f.baby.id,
          tag_id: tag.id,
          moment_id: ids[i]!,
          user_id: f.admin.id,
          created_at: now,
        })),
      )
      .execute();
    const newestFirst = (idx: number[]) =>
      idx
        .map((i) => ({ id: ids[i]!, t: rows[i]!.taken_at_gmt }))
        .sort((a, b) => b.t - a.t || b.id - a.id)
        .map((m) => m.id);
    const pages = async (client: Client) => {
      const seen: number[] = [];
      let next: string | null = null;
      do {
        const page: { body: TaggedMomentsReply } = await client.get<TaggedMomentsReply>(
          `/tagging_records?baby_id=${f.baby.id}&tag_id=${tag.id}${next ? `&next_page=${encodeURIComponent(next)}` : ''}`,
        );
        seen.push(...page.body.moments.map((m) => m.id));
        next = page.body.next_page;
      } while (next);
      return seen;
    };
    // The Admin is the author (sees private too); the friend sees only what is for family and relatives.
    expect(await pages(admin)).toEqual(newestFirst(taggedIdx));
    const friendSees = newestFirst(taggedIdx.filter((i) => rows[i]!.privacy === 'family_and_relatives'));
    expect(await pages(friend)).toEqual(friendSees);
    const friendTag = (
      await friend.get<{ tags: TagReply[] }>(`/moment_tags/all?baby_id=${f.baby.id}&page=1`)
    ).body.tags.find((t) => t.id === tag.id);
    const pictures = friendSees.filter((id) => rows[ids.indexOf(id)]!.type === 'picture');
    expect(friendTag?.covers.map((c) => c.moment_id)).toEqual(pictures.slice(0, 3));
    expect(friendTag?.moments_count).toBe(friendSees.length);
  });
});
