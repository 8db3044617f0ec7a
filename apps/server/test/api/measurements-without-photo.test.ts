import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  utcDatePlus,
  type CommentReply,
  type MomentTagsReply,
  type TagAttrLikeReply,
  type TagAttrReply,
  type TagAttrsReply,
} from '@sprout/shared';
import type { User } from '../../src/db/schema.js';
import { signIn, type Client } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { seedMoment } from '../helpers/seed.js';
import { startServer, type TestServer } from '../helpers/server.js';

/** A height, weight or head circumference recorded from the growth page with no photo (issue 23, ADR 0033). */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

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
    stranger: await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email),
  };
}

const addValue = (client: Client, body: Record<string, unknown>) =>
  client.post<TagAttrReply & ErrorBody>('/baby_moment_tag_attrs', body);
const listed = async (client: Client, babyId: number, query = '') =>
  (await client.get<TagAttrsReply & ErrorBody>(`/baby_moment_tag_attrs?baby_id=${babyId}${query}`)).body.tag_attrs;

describe('a height or weight with no photo', () => {
  it('is recorded by who may upload, on the baby’s special tag, and listed for every member beside the photos’ values', async () => {
    const { f, admin, sister, grandma, friend } = await family();
    const made = await addValue(sister, {
      baby_id: f.baby.id,
      tag_flag: 'height',
      value: '61.04',
      measured_on: '2025-11-20',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      tag_flag: 'height',
      moment_id: null,
      tagging_record_id: null,
      value: 61,
      unit: 'cm',
      measured_on: '2025-11-20',
      place: null,
      user: { id: f.members.sister?.id },
      abilities: { edit: true, delete: true },
    });
    const weight = await addValue(admin, {
      baby_id: f.baby.id,
      tag_flag: 'weight',
      value: 5.8254,
      measured_on: '2025-11-20',
    });
    expect(weight.status).toBe(201);
    expect(weight.body).toMatchObject({ moment_id: null, value: 5.825, unit: 'kg' });

    // A height on a photo goes to the same tag; the list runs by day across both.
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 30 * DAY_S);
    const onPhoto = await addValue(admin, {
      baby_id: f.baby.id,
      moment_id: moment.id,
      tag_flag: 'height',
      value: 55,
      measured_on: '2025-10-01',
    });
    expect(onPhoto.body.tag_id).toBe(made.body.tag_id);
    const heights = await listed(grandma, f.baby.id, '&tag_flag=height');
    expect(heights.map((a) => [a.measured_on, a.value, a.moment_id])).toEqual([
      ['2025-10-01', 55, moment.id],
      ['2025-11-20', 61, null],
    ]);
    // Not close family, view-only: still the family's measurement.
    expect((await listed(friend, f.baby.id, `&tag_id=${made.body.tag_id}`)).map((a) => a.id)).toEqual([
      onPhoto.body.id,
      made.body.id,
    ]);
    expect((await grandma.get<TagAttrReply>(`/baby_moment_tag_attrs/${made.body.id}`)).body.abilities).toEqual({
      edit: false,
      delete: false,
    });
    // The tag is the baby's Height tag, as made for a photo.
    const tags = (await admin.get<MomentTagsReply>(`/moment_tags/all?baby_id=${f.baby.id}`)).body.tags;
    expect(tags.find((t) => t.id === made.body.tag_id)).toMatchObject({ tag_name: 'Height', tag_flag: 'height' });
  });

  it('answers 403 to view-only members and 404 outside the family, for writing and for reading', async () => {
    const { f, sister, grandma, friend, stranger } = await family();
    const body = { baby_id: f.baby.id, tag_flag: 'weight', value: 4.2, measured_on: '2025-10-15' };
    const refused = await addValue(grandma, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await addValue(stranger, body)).status).toBe(404);
    expect((await addValue(stranger, { ...body, baby_id: 999_999_999 })).status).toBe(404);

    const value = (await addValue(sister, body)).body;
    expect((await stranger.get(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(404);
    expect((await stranger.get(`/baby_moment_tag_attrs?baby_id=${f.baby.id}`)).status).toBe(404);
    expect((await stranger.post(`/baby_moment_tag_attrs/${value.id}/likes`, {})).status).toBe(404);
    expect((await stranger.post(`/baby_moment_tag_attrs/${value.id}/comments`, { content: 'hi' })).status).toBe(404);
    expect((await stranger.put(`/baby_moment_tag_attrs/${value.id}`, { value: 4.3 })).status).toBe(404);
    expect((await stranger.delete(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(404);
    expect((await grandma.put(`/baby_moment_tag_attrs/${value.id}`, { value: 4.3 })).status).toBe(403);
    expect((await grandma.delete(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(403);

    // Every member likes and comments on it.
    const liked = await friend.post<TagAttrLikeReply>(`/baby_moment_tag_attrs/${value.id}/likes`, {});
    expect(liked.body).toEqual({ baby_moment_tag_attr_is_like: true, baby_moment_tag_attr_likes_count: 1 });
    const comment = await grandma.post<CommentReply>(`/baby_moment_tag_attrs/${value.id}/comments`, {
      content: 'Growing well!',
    });
    expect(comment.status).toBe(201);
    expect((await grandma.get<TagAttrReply>(`/baby_moment_tag_attrs/${value.id}`)).body).toMatchObject({
      baby_moment_tag_attr_likes_count: 1,
      comments_count: 1,
    });
    expect((await grandma.delete(`/comments/${comment.body.id}`)).status).toBe(204);

    // Who may upload changes and removes it.
    const changed = await sister.put<TagAttrReply>(`/baby_moment_tag_attrs/${value.id}`, { value: 4.35 });
    expect(changed.body).toMatchObject({ value: 4.35, measured_on: '2025-10-15', moment_id: null });
    expect((await sister.delete(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(204);
    expect((await sister.get(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(404);
    expect(await listed(sister, f.baby.id)).toEqual([]);
  });

  it.each([
    [
      { tag_flag: 'height', value: 19, measured_on: '2025-10-01' },
      'height_out_of_range',
      'Die Größe muss zwischen 20 und 200 cm liegen.',
    ],
    [{ tag_flag: 'weight', measured_on: '2025-10-01' }, 'tag_attr_value_required', 'Bitte gib einen Wert ein.'],
    [{ tag_flag: 'weight', value: 5 }, 'measured_on_invalid', 'Bitte wähle ein gültiges Datum.'],
    [
      { tag_flag: 'weight', value: 5, measured_on: 'future' },
      'measured_on_future',
      'Das Datum darf nicht in der Zukunft liegen.',
    ],
    [
      { tag_flag: 'weight', value: 5, measured_on: '2025-08-31' },
      'measured_on_before_birth',
      'Das Datum darf nicht vor dem Geburtstag des Babys liegen.',
    ],
    [
      { tag_flag: 'footprint_map', place_name: 'Beach' },
      'place_needs_photo',
      'Ein Ort wird an einem Foto festgehalten. Wähle zuerst das Foto.',
    ],
  ])('%j → 422 %s, in the request’s language', async (input, code, de) => {
    const { f, as } = await family();
    const body = {
      baby_id: f.baby.id,
      ...input,
      ...('measured_on' in input && input.measured_on === 'future' ? { measured_on: utcDatePlus(new Date(), 2) } : {}),
    };
    const res = await addValue(await as(f.admin, 'de'), body);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code, message: de });
    expect(await listed(await as(f.admin), f.baby.id)).toEqual([]);
  });

  it('refuses a malformed body with 400 (an unknown kind, a value that is no number)', async () => {
    const { f, admin } = await family();
    for (const body of [
      { baby_id: f.baby.id, tag_flag: 'head', value: 40, measured_on: '2025-10-01' },
      { baby_id: f.baby.id, tag_flag: 'height', value: 'tall', measured_on: '2025-10-01' },
    ]) {
      const res = await addValue(admin, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('bad_request');
    }
  });
});

describe('a head circumference with no photo', () => {
  it('is recorded by who may upload on the baby’s Head circumference tag, in cm to 0.1, listed for every member', async () => {
    const { f, admin, sister, grandma } = await family();
    const made = await addValue(sister, {
      baby_id: f.baby.id,
      tag_flag: 'head_circumference',
      value: '38.46',
      measured_on: '2025-10-15',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      tag_flag: 'head_circumference',
      moment_id: null,
      tagging_record_id: null,
      value: 38.5,
      unit: 'cm',
      measured_on: '2025-10-15',
      abilities: { edit: true, delete: true },
    });
    const later = await addValue(admin, {
      baby_id: f.baby.id,
      tag_flag: 'head_circumference',
      value: 40.2,
      measured_on: '2025-12-01',
    });
    expect(later.body.tag_id).toBe(made.body.tag_id);
    // On a photo, as a height is: the same tag, the list by day across both.
    const { moment } = await seedMoment(server.ctx, f.admin, f.baby.id, BIRTH + 10 * DAY_S);
    const onPhoto = await addValue(admin, {
      baby_id: f.baby.id,
      moment_id: moment.id,
      tag_flag: 'head_circumference',
      value: 36.2,
      measured_on: '2025-09-11',
    });
    expect(onPhoto.status).toBe(201);
    expect(onPhoto.body).toMatchObject({ tag_id: made.body.tag_id, moment_id: moment.id, unit: 'cm' });
    const heads = await listed(grandma, f.baby.id, '&tag_flag=head_circumference');
    expect(heads.map((a) => [a.measured_on, a.value])).toEqual([
      ['2025-09-11', 36.2],
      ['2025-10-15', 38.5],
      ['2025-12-01', 40.2],
    ]);
    // A height's list is not mixed with it.
    expect(await listed(grandma, f.baby.id, '&tag_flag=height')).toEqual([]);
    const tags = (await admin.get<MomentTagsReply>(`/moment_tags/all?baby_id=${f.baby.id}`)).body.tags;
    expect(tags.find((t) => t.id === made.body.tag_id)).toMatchObject({
      tag_name: 'Head circumference',
      tag_flag: 'head_circumference',
    });

    const changed = await sister.put<TagAttrReply>(`/baby_moment_tag_attrs/${made.body.id}`, { value: 38.94 });
    expect(changed.body).toMatchObject({ value: 38.9, measured_on: '2025-10-15' });
    const tooBig = await sister.put<ErrorBody>(`/baby_moment_tag_attrs/${made.body.id}`, { value: 75 });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.error.code).toBe('head_circumference_out_of_range');
    expect((await sister.delete(`/baby_moment_tag_attrs/${made.body.id}`)).status).toBe(204);
    expect((await listed(grandma, f.baby.id, '&tag_flag=head_circumference')).map((a) => a.id)).toEqual([
      onPhoto.body.id,
      later.body.id,
    ]);
  });

  it('names the tag in the language of who first records one', async () => {
    const { f, as } = await family();
    const made = await addValue(await as(f.admin, 'fr'), {
      baby_id: f.baby.id,
      tag_flag: 'head_circumference',
      value: 36,
      measured_on: '2025-09-10',
    });
    const tags = (await (await as(f.admin)).get<MomentTagsReply>(`/moment_tags/all?baby_id=${f.baby.id}`)).body.tags;
    expect(tags.find((t) => t.id === made.body.tag_id)?.tag_name).toBe('Périmètre crânien');
  });

  it.each([
    [19.9, 'Der Kopfumfang muss zwischen 20 und 60 cm liegen.'],
    [60.1, 'Der Kopfumfang muss zwischen 20 und 60 cm liegen.'],
  ])('refuses %d cm with 422 head_circumference_out_of_range, in the request’s language', async (value, de) => {
    const { f, as } = await family();
    const res = await addValue(await as(f.admin, 'de'), {
      baby_id: f.baby.id,
      tag_flag: 'head_circumference',
      value,
      measured_on: '2025-10-01',
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'head_circumference_out_of_range', message: de });
    expect(await listed(await as(f.admin), f.baby.id)).toEqual([]);
  });

  it('answers 403 to a view-only relative and 404 outside the family', async () => {
    const { f, sister, grandma, stranger } = await family();
    const body = { baby_id: f.baby.id, tag_flag: 'head_circumference', value: 39, measured_on: '2025-10-15' };
    const refused = await addValue(grandma, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await addValue(stranger, body)).status).toBe(404);
    const value = (await addValue(sister, body)).body;
    expect((await grandma.put(`/baby_moment_tag_attrs/${value.id}`, { value: 39.5 })).status).toBe(403);
    expect((await grandma.delete(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(403);
    expect((await stranger.get(`/baby_moment_tag_attrs/${value.id}`)).status).toBe(404);
  });
});

const DAY_S = 86_400;
