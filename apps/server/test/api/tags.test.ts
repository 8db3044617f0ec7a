import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MomentTagsReply, TaggedMomentsReply, TaggingRecordsReply, TagReply } from '@sprout/shared';
import type { AppContext } from '../../src/context.js';
import type { User } from '../../src/db/schema.js';
import { nowSeconds } from '../../src/util/time.js';
import { signIn, type Client } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { seedMoment } from '../helpers/seed.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const DAY = 86_400;
const BIRTH = Date.UTC(2025, 8, 1) / 1000;

/** A moment of a given type straight through the repositories (a picture marked ready, so it can be a cover). */
async function seedTyped(
  ctx: AppContext,
  author: User,
  babyId: number,
  takenAt: number,
  type: 'picture' | 'video' | 'text',
  privacy = 'family_and_relatives',
  visibleFor: number[] = [],
) {
  const { event, moment } = await seedMoment(ctx, author, babyId, takenAt, privacy, { visibleFor });
  if (type !== 'text')
    await ctx.db.kysely
      .updateTable('moments')
      .set({ type, picture_width: 10, picture_height: 10, thumb_key: 'x', large_key: 'x', updated_at: nowSeconds() })
      .where('id', '=', moment.id)
      .execute();
  return { event, moment };
}

/** POST /moment_tags as the web sends it: multipart. */
async function createTag(client: Client, babyId: number, name: string) {
  const form = new FormData();
  form.append('name', name);
  form.append('insurance', 'false');
  form.append('baby_id', String(babyId));
  const res = await fetch(`${client.base}/api/${client.locale}/moment_tags`, {
    method: 'POST',
    headers: { 'x-token': client.token ?? '' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as TagReply & { error?: { code: string; message: string } } };
}

const tagAll = (client: Client, babyId: number) =>
  client.get<MomentTagsReply>(`/moment_tags/all?baby_id=${babyId}&page=1`);
const tagging = (
  client: Client,
  babyId: number,
  momentId: number,
  records: Array<{ tag_id?: number; tag_name?: string }>,
) =>
  client.post<TaggingRecordsReply>('/tagging_records', {
    baby_id: babyId,
    moments: [{ moment_id: momentId, tagging_record: records }],
  });

async function family() {
  const f = await makeFamily(server.ctx, {
    friend: { relation: 'friend', permission: 'can_view' },
    sister: { relation: 'sister', permission: 'can_upload' },
    brother: { relation: 'brother', permission: 'can_upload' },
  });
  const as = async (user: User | undefined, locale = 'en') => signIn(server.url, user?.email ?? '', undefined, locale);
  return {
    f,
    admin: await as(f.admin),
    friend: await as(f.members.friend),
    sister: await as(f.members.sister),
    brother: await as(f.members.brother),
    as,
  };
}

describe('tags: counts and covers over what the viewer may see', () => {
  it('counts a private tagged moment for its author only, and family-only ones for close family', async () => {
    const { f, admin, friend, sister, brother } = await family();
    const brotherUser = f.members.brother as User;
    const open = await seedTyped(server.ctx, brotherUser, f.baby.id, BIRTH + DAY, 'picture');
    const video = await seedTyped(server.ctx, brotherUser, f.baby.id, BIRTH + 2 * DAY, 'video');
    const closeOnly = await seedTyped(server.ctx, brotherUser, f.baby.id, BIRTH + 3 * DAY, 'picture', 'family_only');
    const secret = await seedTyped(server.ctx, brotherUser, f.baby.id, BIRTH + 4 * DAY, 'picture', 'private');
    const diary = await seedTyped(server.ctx, brotherUser, f.baby.id, BIRTH + 5 * DAY, 'text');
    const tag = (await createTag(brother, f.baby.id, 'Bath time')).body;
    for (const m of [open, video, closeOnly, secret, diary])
      expect((await tagging(brother, f.baby.id, m.moment.id, [{ tag_id: tag.id }])).status).toBe(200);

    const countsFor = async (client: Client) => {
      const reply = await tagAll(client, f.baby.id);
      expect(reply.status).toBe(200);
      const found = reply.body.tags.find((t) => t.id === tag.id);
      return { ...found, covers: found?.covers.map((c) => c.moment_id) };
    };
    expect(await countsFor(brother)).toMatchObject({
      tag_id: tag.id,
      tag_name: 'Bath time',
      tag_flag: '',
      active: true,
      moments_count: 5,
      pictures_count: 3,
      videos_count: 1,
      records_count: 1,
      covers: [secret.moment.id, closeOnly.moment.id, video.moment.id],
    });
    expect(await countsFor(sister)).toMatchObject({
      moments_count: 4,
      pictures_count: 2,
      videos_count: 1,
      covers: [closeOnly.moment.id, video.moment.id, open.moment.id],
    });
    expect(await countsFor(admin)).toMatchObject({ moments_count: 4, pictures_count: 2 });
    expect(await countsFor(friend)).toMatchObject({
      moments_count: 3,
      pictures_count: 1,
      videos_count: 1,
      records_count: 1,
      covers: [video.moment.id, open.moment.id],
    });

    // The tag's moments follow the same rule, newest first, with the record that tags each.
    const listed = await friend.get<TaggedMomentsReply>(`/tagging_records?baby_id=${f.baby.id}&tag_id=${tag.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.moments.map((m) => m.id)).toEqual([diary.moment.id, video.moment.id, open.moment.id]);
    expect(listed.body.tag).toMatchObject({ id: tag.id, moments_count: 3 });
    expect(JSON.stringify(listed.body)).not.toContain(`"id":${secret.moment.id},`);
    const own = await brother.get<TaggedMomentsReply>(`/tagging_records?baby_id=${f.baby.id}&tag_id=${tag.id}`);
    expect(own.body.moments.map((m) => m.id)).toEqual([
      diary.moment.id,
      secret.moment.id,
      closeOnly.moment.id,
      video.moment.id,
      open.moment.id,
    ]);
    expect(own.body.moments.every((m) => typeof m.tagging_record_id === 'number')).toBe(true);
  });

  it('counts a custom post for the members it names, and stops counting what was deleted', async () => {
    const { f, friend, sister, brother } = await family();
    const friendUser = f.members.friend as User;
    const brotherUser = f.members.brother as User;
    const custom = await seedTyped(server.ctx, brotherUser, f.baby.id, BIRTH + DAY, 'picture', 'custom', [
      brotherUser.id,
      friendUser.id,
    ]);
    const gone = await seedTyped(server.ctx, brotherUser, f.baby.id, BIRTH + 2 * DAY, 'picture');
    const records = (await tagging(brother, f.baby.id, custom.moment.id, [{ tag_name: 'Park' }])).body.tagging_records;
    await tagging(brother, f.baby.id, gone.moment.id, [{ tag_id: records[0]?.tag_id ?? 0 }]);
    expect((await brother.delete(`/moments/${gone.moment.id}`)).status).toBe(204);
    const count = async (c: Client) =>
      (await tagAll(c, f.baby.id)).body.tags.find((t) => t.tag_name === 'Park')?.moments_count;
    expect(await count(friend)).toBe(1);
    expect(await count(sister)).toBe(0);
    expect(await count(brother)).toBe(1);
  });

  it('pages the tags list and the tagged moments', async () => {
    const { f, brother } = await family();
    const brotherUser = f.members.brother as User;
    // 101 tags: one more than a page.
    for (let i = 0; i < 101; i += 1)
      await server.ctx.repos.tags.insert({
        baby_id: f.baby.id,
        name: `Tag ${i}`,
        name_key: `tag ${i}`,
        flag: '',
        created_by: brotherUser.id,
        now: 1000 + i,
      });
    const first = await tagAll(brother, f.baby.id);
    expect(first.body.tags).toHaveLength(100);
    expect(first.body.tags[0]?.tag_name).toBe('Tag 100');
    expect(first.body.next_page).toBe(2);
    const second = await brother.get<MomentTagsReply>(`/moment_tags/all?baby_id=${f.baby.id}&page=2`);
    expect(second.body.tags.map((t) => t.tag_name)).toEqual(['Tag 0']);
    expect(second.body.next_page).toBeNull();

    const tagId = first.body.tags[0]?.id ?? 0;
    const made = [];
    for (let i = 0; i < 65; i += 1)
      made.push((await seedMoment(server.ctx, brotherUser, f.baby.id, BIRTH + i * 60)).moment.id);
    const body = {
      baby_id: f.baby.id,
      moments: made.slice(0, 50).map((moment_id) => ({ moment_id, tagging_record: [{ tag_id: tagId }] })),
    };
    expect((await brother.post('/tagging_records', body)).status).toBe(200);
    for (const id of made.slice(50)) await tagging(brother, f.baby.id, id, [{ tag_id: tagId }]);
    const page1 = await brother.get<TaggedMomentsReply>(`/tagging_records?baby_id=${f.baby.id}&tag_id=${tagId}`);
    expect(page1.body.moments).toHaveLength(60);
    const page2 = await brother.get<TaggedMomentsReply>(
      `/tagging_records?baby_id=${f.baby.id}&tag_id=${tagId}&next_page=${page1.body.next_page ?? ''}`,
    );
    expect(page2.body.next_page).toBeNull();
    expect([...page1.body.moments, ...page2.body.moments].map((m) => m.id)).toEqual([...made].reverse());
  });
});

describe('tags: making and tagging', () => {
  it('makes a tag from a trimmed name, unique per baby whatever its case', async () => {
    const { f, brother, admin } = await family();
    const made = await createTag(brother, f.baby.id, '  First Smile  ');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ tag_name: 'First Smile', moments_count: 0, covers: [] });
    const again = await createTag(admin, f.baby.id, 'first smile');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'tag_exists', message: 'This tag already exists.' });
    // Another baby may have the same name.
    const other = await makeFamily(server.ctx);
    expect((await createTag(await signIn(server.url, other.admin.email), other.baby.id, 'First smile')).status).toBe(
      201,
    );
    // A name of 30 characters is fine (CJK counts one per character).
    expect((await createTag(brother, f.baby.id, 'a'.repeat(30))).status).toBe(201);
    expect((await createTag(brother, f.baby.id, '生'.repeat(30))).status).toBe(201);
  });

  it.each([
    ['en', '', 'tag_name_empty', 'Please enter a tag name.'],
    ['de', '   ', 'tag_name_empty', 'Bitte geben Sie einen Tag ein'],
    ['en', '!!! ...', 'one_word_at_least', 'Please enter at least one word.'],
    ['fr', '?!', 'one_word_at_least', 'Veuillez saisir au moins un mot'],
    ['en', 'x'.repeat(31), 'tag_name_too_long', 'A tag name can have at most 30 characters.'],
    ['de', 'x'.repeat(31), 'tag_name_too_long', 'Ein Tag-Name darf höchstens 30 Zeichen haben.'],
  ])('refuses a bad name in %s: %j → %s', async (locale, name, code, message) => {
    const { f, as } = await family();
    const client = await as(f.members.brother, locale);
    const reply = await createTag(client, f.baby.id, name);
    expect(reply.status).toBe(422);
    expect(reply.body.error).toEqual({ code, message });
    // The same rules hold for a tag made by name while tagging.
    const moment = await seedMoment(server.ctx, f.members.brother as User, f.baby.id, BIRTH + DAY);
    const byName = await tagging(client, f.baby.id, moment.moment.id, [{ tag_name: name }]);
    expect(byName.status).toBe(422);
    expect((byName.body as unknown as { error: { code: string } }).error.code).toBe(code);
    expect((await tagAll(client, f.baby.id)).body.tags).toEqual([]);
  });

  it('tags idempotently, makes a tag from a name, and reuses a name whatever its case', async () => {
    const { f, sister, brother } = await family();
    const { moment } = await seedMoment(server.ctx, f.members.brother as User, f.baby.id, BIRTH + DAY);
    const first = await tagging(sister, f.baby.id, moment.id, [{ tag_name: ' Holiday ' }]);
    expect(first.status).toBe(200);
    const record = first.body.tagging_records[0];
    expect(record).toMatchObject({ tag_name: 'Holiday', moment_id: moment.id });
    const again = await tagging(brother, f.baby.id, moment.id, [
      { tag_name: 'HOLIDAY' },
      { tag_id: record?.tag_id ?? 0 },
    ]);
    expect(again.status).toBe(200);
    expect(again.body.tagging_records).toEqual([record]);
    const tags = (await tagAll(sister, f.baby.id)).body.tags;
    expect(tags.map((t) => [t.tag_name, t.moments_count])).toEqual([['Holiday', 1]]);
    const ofMoment = await sister.get<TaggingRecordsReply>(
      `/tagging_records?baby_id=${f.baby.id}&moment_id=${moment.id}`,
    );
    expect(ofMoment.body.tagging_records).toEqual([record]);

    // Untagging removes the record, once; the tag stays.
    expect((await sister.delete(`/tagging_records/${record?.id ?? 0}`)).status).toBe(204);
    expect((await sister.delete(`/tagging_records/${record?.id ?? 0}`)).status).toBe(404);
    expect((await tagAll(sister, f.baby.id)).body.tags.map((t) => [t.tag_name, t.moments_count])).toEqual([
      ['Holiday', 0],
    ]);
  });

  it('offers starter tags in the request language, without those the baby has', async () => {
    const { f, as } = await family();
    const ko = await as(f.admin, 'ko');
    const before = (await tagAll(ko, f.baby.id)).body.recommend_tags.map((t) => t.tag_name);
    expect(before).toContain('생일');
    expect((await createTag(ko, f.baby.id, '생일')).status).toBe(201);
    expect((await tagAll(ko, f.baby.id)).body.recommend_tags.map((t) => t.tag_name)).not.toContain('생일');
    const en = await as(f.admin, 'en');
    expect((await tagAll(en, f.baby.id)).body.recommend_tags.map((t) => t.tag_name)).toContain('Birthday');
  });
});

describe('tags: who may do what', () => {
  it('lets a view-only member look but not tag (403), and hides what they cannot see (404)', async () => {
    const { f, friend, brother } = await family();
    const brotherUser = f.members.brother as User;
    const open = await seedMoment(server.ctx, brotherUser, f.baby.id, BIRTH + DAY);
    const secret = await seedMoment(server.ctx, brotherUser, f.baby.id, BIRTH + 2 * DAY, 'private');
    const tag = (await createTag(brother, f.baby.id, 'Zoo')).body;
    const record = (await tagging(brother, f.baby.id, open.moment.id, [{ tag_id: tag.id }])).body.tagging_records[0];
    const secretRecord = (await tagging(brother, f.baby.id, secret.moment.id, [{ tag_id: tag.id }])).body
      .tagging_records[0];

    expect((await tagAll(friend, f.baby.id)).status).toBe(200);
    expect((await createTag(friend, f.baby.id, 'Mine')).status).toBe(403);
    expect((await tagging(friend, f.baby.id, open.moment.id, [{ tag_id: tag.id }])).status).toBe(403);
    expect((await tagging(friend, f.baby.id, secret.moment.id, [{ tag_id: tag.id }])).status).toBe(404);
    expect((await friend.delete(`/tagging_records/${record?.id ?? 0}`)).status).toBe(403);
    expect((await friend.delete(`/tagging_records/${secretRecord?.id ?? 0}`)).status).toBe(404);
    expect((await friend.get(`/tagging_records?baby_id=${f.baby.id}&moment_id=${secret.moment.id}`)).status).toBe(404);

    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await tagAll(stranger, f.baby.id)).status).toBe(404);
    expect((await stranger.get(`/tagging_records?baby_id=${f.baby.id}&tag_id=${tag.id}`)).status).toBe(404);
    expect((await createTag(stranger, f.baby.id, 'Mine')).status).toBe(404);
    expect((await tagging(stranger, f.baby.id, open.moment.id, [{ tag_id: tag.id }])).status).toBe(404);

    // A tag or moment of another baby is not found, even for its own family's uploader.
    const other = await makeFamily(server.ctx);
    const otherTag = (await createTag(await signIn(server.url, other.admin.email), other.baby.id, 'Elsewhere')).body;
    expect((await tagging(brother, f.baby.id, open.moment.id, [{ tag_id: otherTag.id }])).status).toBe(404);
    expect((await brother.get(`/tagging_records?baby_id=${f.baby.id}&tag_id=${otherTag.id}`)).status).toBe(404);
    expect((await tagging(brother, other.baby.id, open.moment.id, [{ tag_id: otherTag.id }])).status).toBe(404);
  });

  it('answers malformed input with 400, never 500', async () => {
    const { f, brother } = await family();
    for (const body of [
      {},
      { baby_id: f.baby.id },
      { baby_id: f.baby.id, moments: [] },
      { baby_id: f.baby.id, moments: [{ moment_id: 1, tagging_record: [{}] }] },
      { baby_id: 'x', moments: 'y' },
    ]) {
      expect((await brother.post('/tagging_records', body)).status).toBe(400);
    }
    for (const q of [
      '',
      `baby_id=${f.baby.id}`,
      `baby_id=${f.baby.id}&tag_id=1&moment_id=1`,
      `baby_id=${f.baby.id}&tag_id=abc`,
    ]) {
      expect((await brother.get(`/tagging_records?${q}`)).status).toBe(400);
    }
    expect((await brother.get(`/moment_tags/all?baby_id=${f.baby.id}&page=0`)).status).toBe(400);
    expect((await brother.get(`/tagging_records?baby_id=${f.baby.id}&tag_id=1&next_page=%%%`)).status).toBeLessThan(
      500,
    );
    expect((await brother.delete('/tagging_records/abc')).status).toBe(404);
  });
});
