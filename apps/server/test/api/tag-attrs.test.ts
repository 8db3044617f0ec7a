import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  utcDatePlus,
  type CommentReply,
  type CommentsReply,
  type MomentTagsReply,
  type TagAttrLikeReply,
  type TagAttrReply,
  type TagAttrsReply,
  type TaggedMomentsReply,
} from '@sprout/shared';
import type { User } from '../../src/db/schema.js';
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
// makeFamily's baby, Mia, is born on 2025-09-01.
const BIRTH = Date.UTC(2025, 8, 1) / 1000;

type ErrorBody = { error: { code: string; message: string } };

async function family() {
  const f = await makeFamily(server.ctx, {
    grandma: { relation: 'grandma', permission: 'can_view' },
    sister: { relation: 'sister', permission: 'can_upload' },
    friend: { relation: 'friend', permission: 'can_view' },
  });
  const as = async (user: User | undefined, locale = 'en') => signIn(server.url, user?.email ?? '', undefined, locale);
  return {
    f,
    as,
    admin: await as(f.admin),
    grandma: await as(f.members.grandma),
    sister: await as(f.members.sister),
    friend: await as(f.members.friend),
  };
}

const addValue = (client: Client, body: Record<string, unknown>) =>
  client.post<TagAttrReply & ErrorBody>('/baby_moment_tag_attrs', body);

describe('special tag values: making them', () => {
  it('tags the moment with the baby’s height tag (made once, in the family’s language) and stores the value', async () => {
    const { f, sister, admin } = await family();
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 30 * DAY);
    const { moment: later } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 60 * DAY);

    const made = await addValue(sister, {
      baby_id: f.baby.id,
      moment_id: moment.id,
      tag_flag: 'height',
      value: '54.75',
      measured_on: '2025-10-01',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      tag_flag: 'height',
      moment_id: moment.id,
      value: 54.8,
      unit: 'cm',
      measured_on: '2025-10-01',
      place: null,
      baby_moment_tag_attr_is_like: false,
      baby_moment_tag_attr_likes_count: 0,
      comments_count: 0,
      abilities: { edit: true, delete: true },
    });
    // The same tag serves the next height; a weight gets a tag of its own.
    const second = await addValue(admin, {
      baby_id: f.baby.id,
      moment_id: later.id,
      tag_flag: 'height',
      value: 58.1,
      measured_on: '2025-11-01',
    });
    expect(second.body.tag_id).toBe(made.body.tag_id);
    const weight = await addValue(admin, {
      baby_id: f.baby.id,
      moment_id: later.id,
      tag_flag: 'weight',
      value: 5.4,
      measured_on: '2025-11-01',
    });
    expect(weight.status).toBe(201);
    expect(weight.body).toMatchObject({ unit: 'kg', value: 5.4 });
    expect(weight.body.tag_id).not.toBe(made.body.tag_id);

    const tags = await admin.get<MomentTagsReply>(`/moment_tags/all?baby_id=${f.baby.id}`);
    expect(
      tags.body.tags
        .filter((t) => t.tag_flag !== '')
        .map((t) => [t.tag_name, t.tag_flag, t.moments_count])
        .sort(),
    ).toEqual([
      ['Height', 'height', 2],
      ['Weight', 'weight', 1],
    ]);
    const tagged = await admin.get<TaggedMomentsReply>(
      `/tagging_records?baby_id=${f.baby.id}&tag_id=${made.body.tag_id}`,
    );
    expect(tagged.body.moments.map((m) => m.id)).toEqual([later.id, moment.id]);

    // The chart's read: a baby's heights by measuring day.
    const heights = await admin.get<TagAttrsReply>(`/baby_moment_tag_attrs?baby_id=${f.baby.id}&tag_flag=height`);
    expect(heights.body.tag_attrs.map((a) => [a.measured_on, a.value])).toEqual([
      ['2025-10-01', 54.8],
      ['2025-11-01', 58.1],
    ]);

    // One value per tagged moment: a second is refused, the first can be changed.
    const again = await addValue(admin, {
      baby_id: f.baby.id,
      moment_id: moment.id,
      tag_flag: 'height',
      value: 55,
      measured_on: '2025-10-01',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('tag_attr_exists');
    const changed = await sister.put<TagAttrReply>(`/baby_moment_tag_attrs/${made.body.id}`, { value: 55.2 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ value: 55.2, measured_on: '2025-10-01' });
  });

  it('turns a family’s own plain tag of that name into the special one, keeping its moments', async () => {
    const { f, admin } = await family();
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 10 * DAY);
    const { moment: other } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 11 * DAY);
    const plain = await admin.post<{ tagging_records: Array<{ tag_id: number }> }>('/tagging_records', {
      baby_id: f.baby.id,
      moments: [{ moment_id: other.id, tagging_record: [{ tag_name: 'weight' }] }],
    });
    const made = await addValue(admin, {
      baby_id: f.baby.id,
      moment_id: moment.id,
      tag_flag: 'weight',
      value: 4.1,
      measured_on: '2025-09-11',
    });
    expect(made.body.tag_id).toBe(plain.body.tagging_records[0]?.tag_id);
    const tags = await admin.get<MomentTagsReply>(`/moment_tags/all?baby_id=${f.baby.id}`);
    expect(tags.body.tags.find((t) => t.id === made.body.tag_id)).toMatchObject({
      tag_flag: 'weight',
      moments_count: 2,
    });
  });

  it('names the special tag in the language of the request that makes it', async () => {
    const { f, as } = await family();
    const ko = await as(f.admin, 'ko');
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 10 * DAY);
    const made = await addValue(ko, {
      baby_id: f.baby.id,
      moment_id: moment.id,
      tag_flag: 'height',
      value: 52,
      measured_on: '2025-09-11',
    });
    const tags = await ko.get<MomentTagsReply>(`/moment_tags/all?baby_id=${f.baby.id}`);
    expect(tags.body.tags.find((t) => t.id === made.body.tag_id)?.tag_name).toBe('키');
  });

  it('keeps a footprint_map place', async () => {
    const { f, admin } = await family();
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 10 * DAY);
    const made = await addValue(admin, {
      baby_id: f.baby.id,
      moment_id: moment.id,
      tag_flag: 'footprint_map',
      place_name: '  Kyoto ',
      latitude: 35.0116,
      longitude: 135.7681,
      measured_on: '2025-09-11',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      value: null,
      unit: null,
      place: { name: 'Kyoto', latitude: 35.0116, longitude: 135.7681 },
    });
    // An edit changes what it names; null clears the point, and the name stays.
    const moved = await admin.put<TagAttrReply>(`/baby_moment_tag_attrs/${made.body.id}`, {
      latitude: 34.9671,
      longitude: 135.7727,
    });
    expect(moved.body.place).toEqual({ name: 'Kyoto', latitude: 34.9671, longitude: 135.7727 });
    const cleared = await admin.put<TagAttrReply>(`/baby_moment_tag_attrs/${made.body.id}`, {
      latitude: null,
      longitude: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.place).toEqual({ name: 'Kyoto', latitude: null, longitude: null });
    expect((await admin.get<TagAttrReply>(`/baby_moment_tag_attrs/${made.body.id}`)).body.place).toEqual({
      name: 'Kyoto',
      latitude: null,
      longitude: null,
    });
  });
});

describe('special tag values: validation, with messages in the request’s language', () => {
  const tomorrowPlusOne = () => utcDatePlus(new Date(), 2);
  it.each([
    [
      { tag_flag: 'height', value: 19.9, measured_on: '2025-10-01' },
      'height_out_of_range',
      'A height must be between 20 and 200 cm.',
      'Die Größe muss zwischen 20 und 200 cm liegen.',
    ],
    [
      { tag_flag: 'height', value: 201, measured_on: '2025-10-01' },
      'height_out_of_range',
      'A height must be between 20 and 200 cm.',
      'Die Größe muss zwischen 20 und 200 cm liegen.',
    ],
    [
      { tag_flag: 'weight', value: 0.2, measured_on: '2025-10-01' },
      'weight_out_of_range',
      'A weight must be between 0.3 and 100 kg.',
      'Das Gewicht muss zwischen 0,3 und 100 kg liegen.',
    ],
    [
      { tag_flag: 'weight', measured_on: '2025-10-01' },
      'tag_attr_value_required',
      'Please enter a value.',
      'Bitte gib einen Wert ein.',
    ],
    [
      { tag_flag: 'weight', value: 6, measured_on: '2025-02-30' },
      'measured_on_invalid',
      'Please choose a valid date.',
      'Bitte wähle ein gültiges Datum.',
    ],
    [
      { tag_flag: 'weight', value: 6, measured_on: 'future' },
      'measured_on_future',
      'The date cannot be in the future.',
      'Das Datum darf nicht in der Zukunft liegen.',
    ],
    [
      { tag_flag: 'weight', value: 6, measured_on: '2025-08-31' },
      'measured_on_before_birth',
      "The date cannot be before the baby's birthday.",
      'Das Datum darf nicht vor dem Geburtstag des Babys liegen.',
    ],
    [
      { tag_flag: 'footprint_map', place_name: ' ' },
      'place_required',
      'Please enter a place.',
      'Bitte gib einen Ort ein.',
    ],
  ])('%j → 422 %s', async (input, code, en, de) => {
    const { f, as } = await family();
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 10 * DAY);
    const body = {
      baby_id: f.baby.id,
      moment_id: moment.id,
      ...input,
      ...('measured_on' in input && input.measured_on === 'future' ? { measured_on: tomorrowPlusOne() } : {}),
    };
    for (const [locale, message] of [
      ['en', en],
      ['de', de],
    ] as const) {
      const res = await addValue(await as(f.admin, locale), body);
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({ code, message });
    }
  });

  it('accepts tomorrow (UTC), as a family east of UTC may already be there, and refuses a malformed body with 400', async () => {
    const { f, admin } = await family();
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 10 * DAY);
    expect(
      (
        await addValue(admin, {
          baby_id: f.baby.id,
          moment_id: moment.id,
          tag_flag: 'weight',
          value: 6,
          measured_on: utcDatePlus(new Date(), 1),
        })
      ).status,
    ).toBe(201);
    expect(
      (await addValue(admin, { baby_id: f.baby.id, moment_id: moment.id, tag_flag: 'shoe_size', value: 6 })).status,
    ).toBe(400);
    expect(
      (
        await addValue(admin, {
          baby_id: f.baby.id,
          moment_id: moment.id,
          tag_flag: 'weight',
          value: 'heavy',
          measured_on: '2025-10-01',
        })
      ).status,
    ).toBe(400);
  });

  it('checks a change by the same rules', async () => {
    const { f, admin, as } = await family();
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 10 * DAY);
    const made = await addValue(admin, {
      baby_id: f.baby.id,
      moment_id: moment.id,
      tag_flag: 'height',
      value: 52,
      measured_on: '2025-09-11',
    });
    const ja = await as(f.admin, 'ja');
    const bad = await ja.put<ErrorBody>(`/baby_moment_tag_attrs/${made.body.id}`, { value: 500 });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toEqual({
      code: 'height_out_of_range',
      message: '身長は20〜200cmの範囲で入力してください。',
    });
  });
});

describe('special tag values: who may do what', () => {
  it('lets uploaders and Admins write, view-only members like and comment, and hides a private moment’s value (404)', async () => {
    const { f, admin, grandma, sister, friend } = await family();
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 10 * DAY);
    const { moment: secret } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 12 * DAY, 'private');
    const { moment: closeOnly } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 14 * DAY, 'family_only');
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);

    // Writing: view-only 403, outsider 404, a moment one cannot see 404 (before any 403).
    const body = { baby_id: f.baby.id, moment_id: moment.id, tag_flag: 'height', value: 52, measured_on: '2025-09-11' };
    expect((await addValue(grandma, body)).status).toBe(403);
    expect((await addValue(stranger, body)).status).toBe(404);
    expect((await addValue(sister, { ...body, moment_id: secret.id })).status).toBe(404);
    expect((await addValue(grandma, { ...body, moment_id: secret.id })).status).toBe(404);
    const value = (await addValue(sister, body)).body;
    const hidden = (await addValue(admin, { ...body, moment_id: secret.id })).body;
    const close = (await addValue(admin, { ...body, moment_id: closeOnly.id })).body;

    expect((await grandma.put(`/baby_moment_tag_attrs/${value.id}`, { value: 53 })).status).toBe(403);
    expect((await grandma.delete(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(403);
    expect((await sister.put(`/baby_moment_tag_attrs/${hidden.id}`, { value: 53 })).status).toBe(404);
    expect((await stranger.get(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(404);
    expect((await grandma.get<TagAttrReply>(`/baby_moment_tag_attrs/${value.id}`)).body.abilities).toEqual({
      edit: false,
      delete: false,
    });

    // Lists follow the moment's audience: the friend (not close family) misses the family-only value, nobody else's private one shows.
    const ids = async (client: Client) =>
      (await client.get<TagAttrsReply>(`/baby_moment_tag_attrs?baby_id=${f.baby.id}`)).body.tag_attrs
        .map((a) => a.id)
        .sort();
    expect(await ids(admin)).toEqual([value.id, hidden.id, close.id].sort());
    expect(await ids(grandma)).toEqual([value.id, close.id].sort());
    expect(await ids(friend)).toEqual([value.id]);
    expect((await stranger.get(`/baby_moment_tag_attrs?baby_id=${f.baby.id}`)).status).toBe(404);

    // Likes: view-only members like; counts and the viewer's own flag; idempotent.
    const like = (client: Client, id: number) =>
      client.post<TagAttrLikeReply>(`/baby_moment_tag_attrs/${id}/likes`, {});
    expect((await like(grandma, value.id)).body).toEqual({
      baby_moment_tag_attr_is_like: true,
      baby_moment_tag_attr_likes_count: 1,
    });
    expect((await like(grandma, value.id)).body).toEqual({
      baby_moment_tag_attr_is_like: true,
      baby_moment_tag_attr_likes_count: 1,
    });
    expect((await like(friend, value.id)).body.baby_moment_tag_attr_likes_count).toBe(2);
    expect((await friend.delete<TagAttrLikeReply>(`/baby_moment_tag_attrs/${value.id}/likes`)).body).toEqual({
      baby_moment_tag_attr_is_like: false,
      baby_moment_tag_attr_likes_count: 1,
    });
    expect((await grandma.get<TagAttrReply>(`/baby_moment_tag_attrs/${value.id}`)).body).toMatchObject({
      baby_moment_tag_attr_is_like: true,
      baby_moment_tag_attr_likes_count: 1,
    });
    expect((await like(grandma, hidden.id)).status).toBe(404);
    expect((await like(friend, close.id)).status).toBe(404);
    expect((await like(stranger, value.id)).status).toBe(404);

    // Comments: view-only members comment; authors and Admins delete through DELETE /comments/{id}.
    const say = (client: Client, id: number, content: string) =>
      client.post<CommentReply>(`/baby_moment_tag_attrs/${id}/comments`, { content });
    const grandmaSays = await say(grandma, value.id, 'So tall already!');
    expect(grandmaSays.status).toBe(201);
    expect(grandmaSays.body).toMatchObject({ content: 'So tall already!', abilities: { delete: true } });
    const friendSays = (await say(friend, value.id, 'Wow')).body;
    expect((await say(grandma, hidden.id, 'peek')).status).toBe(404);
    expect((await say(stranger, value.id, 'hi')).status).toBe(404);
    expect((await friend.post(`/baby_moment_tag_attrs/${value.id}/comments`, { content: '   ' })).status).toBe(400);
    const listed = await sister.get<CommentsReply>(`/baby_moment_tag_attrs/${value.id}/comments`);
    expect(listed.body.list.map((c) => [c.content, c.abilities.delete])).toEqual([
      ['So tall already!', false],
      ['Wow', false],
    ]);
    expect((await admin.get<TagAttrReply>(`/baby_moment_tag_attrs/${value.id}`)).body.comments_count).toBe(2);
    expect((await sister.delete(`/comments/${grandmaSays.body.id}`)).status).toBe(403);
    expect((await stranger.delete(`/comments/${grandmaSays.body.id}`)).status).toBe(404);
    expect((await grandma.delete(`/comments/${grandmaSays.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/comments/${friendSays.id}`)).status).toBe(204);
    expect((await admin.get<CommentsReply>(`/baby_moment_tag_attrs/${value.id}/comments`)).body.list).toEqual([]);
    expect((await admin.get<TagAttrReply>(`/baby_moment_tag_attrs/${value.id}`)).body.comments_count).toBe(0);

    // Removing: the value goes, the tag stays on the moment; untagging removes a value with its record.
    expect((await sister.delete(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(204);
    expect((await admin.get(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(404);
    expect(
      (
        await admin.get<TaggedMomentsReply>(`/tagging_records?baby_id=${f.baby.id}&tag_id=${value.tag_id}`)
      ).body.moments.map((m) => m.id),
    ).toContain(moment.id);
    expect((await admin.delete(`/tagging_records/${close.tagging_record_id}`)).status).toBe(204);
    expect((await admin.get(`/baby_moment_tag_attrs/${close.id}`)).status).toBe(404);
  });

  it('hides a value once its moment goes to the trash', async () => {
    const { f, admin } = await family();
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 10 * DAY);
    const value = (
      await addValue(admin, {
        baby_id: f.baby.id,
        moment_id: moment.id,
        tag_flag: 'weight',
        value: 4,
        measured_on: '2025-09-11',
      })
    ).body;
    expect((await admin.delete(`/moments/${moment.id}`)).status).toBeLessThan(300);
    expect((await admin.get<TagAttrsReply>(`/baby_moment_tag_attrs?baby_id=${f.baby.id}`)).body.tag_attrs).toEqual([]);
    expect((await admin.get(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(404);
  });
});
