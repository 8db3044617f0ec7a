import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateMomentReply, EventsReply, MomentDuplicatesReply, UploadTokenReply } from '@sprout/shared';
import { Client, signIn } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { createPictureMoment, fixture, tusUpload, uploadPicture } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const PHOTO = fixture('photo-exif-gps.jpg');
const PHOTO_SHA = createHash('sha256').update(PHOTO).digest('hex');
const OTHER_SHA = createHash('sha256').update('not uploaded').digest('hex');

const family = () =>
  makeFamily(server.ctx, {
    dad: { relation: 'dad', permission: 'can_upload' },
    grandma: { relation: 'grandma', permission: 'can_view' },
  });

const ask = (client: Client, body: unknown) =>
  client.post<MomentDuplicatesReply & { error: { code: string; message: string } }>('/moments/duplicates', body);

async function uploaded(client: Client, babyId: number, data: Buffer): Promise<string> {
  const token = await client.get<UploadTokenReply>(`/moments/new?baby_id=${babyId}`);
  return tusUpload(token.body.endpoint, token.body.sts_token, data);
}

async function momentCount(client: Client, babyId: number): Promise<number> {
  const { body } = await client.get<EventsReply>(`/events?baby_id=${babyId}&style=best_12`);
  return body.list.reduce((n, event) => n + event.moments.length, 0);
}

describe('POST /moments/duplicates', () => {
  it('tells the second of two uploaders that the picture is there, and POST /moments makes no second moment', async () => {
    const f = await family();
    const mum = await signIn(server.url, f.admin.email);
    const dad = await signIn(server.url, f.members.dad?.email ?? '');
    expect((await ask(dad, { baby_id: f.baby.id, sha256s: [PHOTO_SHA] })).body).toEqual({ duplicates: [] });

    const first = await uploadPicture(mum, f.baby.id, PHOTO, { privacy: 'family_and_relatives' });
    expect(first.status).toBe(201);
    const firstId = (first.body as CreateMomentReply).moment.id;

    const asked = await ask(dad, { baby_id: f.baby.id, sha256s: [OTHER_SHA, PHOTO_SHA, PHOTO_SHA] });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ duplicates: [{ sha256: PHOTO_SHA, moment_id: firstId }] });

    // A client that sends anyway (or asked before mum's upload landed) is caught by content.
    const second = await createPictureMoment(dad, f.baby.id, await uploaded(dad, f.baby.id, PHOTO), {
      privacy: 'family_only',
    });
    const reply = second.body as CreateMomentReply;
    expect(second.status).toBe(201); // raise_on_dupilcation false: a second moment on purpose
    expect(reply.duplicate).toBe(false);

    const third = await dad.post<CreateMomentReply>('/moments', {
      baby_id: f.baby.id,
      raise_on_dupilcation: true,
      moment: {
        type: 'picture',
        service: 'tus',
        path: await uploaded(dad, f.baby.id, PHOTO),
        taken_at_gmt: 1_748_740_830,
        privacy: 'family_only',
        picture_width: 1,
        picture_height: 1,
      },
    });
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({ duplicate: true, moment: { id: firstId } });
    expect(await momentCount(mum, f.baby.id)).toBe(2);
  });

  it('makes one moment when two uploaders send the same picture at the same instant', async () => {
    const f = await family();
    const mum = await signIn(server.url, f.admin.email);
    const dad = await signIn(server.url, f.members.dad?.email ?? '');
    const ids = await Promise.all([uploaded(mum, f.baby.id, PHOTO), uploaded(dad, f.baby.id, PHOTO)]);
    const post = (client: Client, path: string) =>
      client.post<CreateMomentReply>('/moments', {
        baby_id: f.baby.id,
        raise_on_dupilcation: true,
        moment: {
          type: 'picture',
          service: 'tus',
          path,
          taken_at_gmt: 1_748_740_830,
          privacy: 'family_and_relatives',
          picture_width: 1,
          picture_height: 1,
        },
      });
    const replies = await Promise.all([post(mum, ids[0] ?? ''), post(dad, ids[1] ?? '')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 201]);
    const made = replies.find((r) => r.status === 201)?.body.moment.id;
    const told = replies.find((r) => r.status === 200)?.body;
    expect(told).toMatchObject({ duplicate: true, moment: { id: made } });
    expect(await momentCount(mum, f.baby.id)).toBe(1);
    // The refused upload's bytes are gone, and only one original is stored.
    expect(await server.ctx.uploads.receivedBytes(ids[0] ?? '')).toBeNull();
    expect(await server.ctx.uploads.receivedBytes(ids[1] ?? '')).toBeNull();
    const originals: string[] = [];
    for await (const key of server.ctx.storage.list(`originals/${f.baby.id}/`)) originals.push(key);
    expect(originals).toHaveLength(1);
  });

  it('never names a moment hidden from the asker; their own upload of the same content becomes their moment', async () => {
    const f = await family();
    const mum = await signIn(server.url, f.admin.email);
    const dad = await signIn(server.url, f.members.dad?.email ?? '');
    const hidden = await uploadPicture(mum, f.baby.id, PHOTO, { privacy: 'private' });
    expect(hidden.status).toBe(201);
    const hiddenId = (hidden.body as CreateMomentReply).moment.id;

    expect((await ask(dad, { baby_id: f.baby.id, sha256s: [PHOTO_SHA] })).body).toEqual({ duplicates: [] });
    expect((await ask(mum, { baby_id: f.baby.id, sha256s: [PHOTO_SHA] })).body).toEqual({
      duplicates: [{ sha256: PHOTO_SHA, moment_id: hiddenId }],
    });

    const dadsOwn = await dad.post<CreateMomentReply>('/moments', {
      baby_id: f.baby.id,
      raise_on_dupilcation: true,
      moment: {
        type: 'picture',
        service: 'tus',
        path: await uploaded(dad, f.baby.id, PHOTO),
        taken_at_gmt: 1_748_740_830,
        privacy: 'family_and_relatives',
        picture_width: 1,
        picture_height: 1,
      },
    });
    expect(dadsOwn.status).toBe(201);
    expect(dadsOwn.body.duplicate).toBe(false);
    expect(dadsOwn.body.moment.id).not.toBe(hiddenId);
    // From now on dad's visible copy is the answer for everyone who may see it.
    expect((await ask(dad, { baby_id: f.baby.id, sha256s: [PHOTO_SHA] })).body.duplicates).toEqual([
      { sha256: PHOTO_SHA, moment_id: dadsOwn.body.moment.id },
    ]);

    // A deleted moment is no duplicate either.
    expect((await dad.delete(`/moments/${dadsOwn.body.moment.id}`)).status).toBe(204);
    expect((await ask(dad, { baby_id: f.baby.id, sha256s: [PHOTO_SHA] })).body).toEqual({ duplicates: [] });
  });

  it('answers uploaders only: 403 for a viewer, 404 outside the family, 401 signed out', async () => {
    const f = await family();
    const body = { baby_id: f.baby.id, sha256s: [PHOTO_SHA] };
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const denied = await ask(grandma, body);
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('forbidden');
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await ask(stranger, body)).status).toBe(404);
    expect((await ask(stranger, { ...body, baby_id: 99_999_999 })).status).toBe(404);
    expect((await ask(new Client(server.url), body)).status).toBe(401);
  });

  it('refuses anything but 1 to 50 lowercase hex SHA-256 values with 422 invalid_checksums', async () => {
    const f = await family();
    const mum = await signIn(server.url, f.admin.email);
    const bad: unknown[] = [
      [],
      Array.from({ length: 51 }, () => OTHER_SHA),
      [PHOTO_SHA.toUpperCase()],
      [PHOTO_SHA.slice(1)],
      [`${PHOTO_SHA}0`],
      ['z'.repeat(64)],
      [42],
      'not-a-list',
      [PHOTO_SHA, null],
      undefined,
    ];
    for (const sha256s of bad) {
      const reply = await ask(mum, { baby_id: f.baby.id, sha256s });
      expect(reply.status, JSON.stringify(sha256s)).toBe(422);
      expect(reply.body.error).toEqual({
        code: 'invalid_checksums',
        message: 'Could not check these files for duplicates. Please try the upload again.',
      });
    }
    expect((await ask(mum, { sha256s: [PHOTO_SHA] })).status).toBe(400);
    expect((await ask(mum, { baby_id: 'x', sha256s: [PHOTO_SHA] })).status).toBe(400);
    expect((await ask(mum, { baby_id: f.baby.id, sha256s: Array.from({ length: 50 }, () => OTHER_SHA) })).status).toBe(
      200,
    );
  });

  it("answers a body that is not the JSON it expects with a 4xx, in the asker's language, and the moments are untouched", async () => {
    const f = await family();
    const mum = await signIn(server.url, f.admin.email);
    const before = await momentCount(mum, f.baby.id);
    const raw = (body: string, contentType: string) =>
      fetch(`${server.url}/api/en/moments/duplicates`, {
        method: 'POST',
        headers: { 'x-token': mum.token ?? '', 'content-type': contentType },
        body,
      });
    for (const [body, type] of [
      ['{"baby_id": 1, "sha256s": [', 'application/json'],
      ['null', 'application/json'],
      [`baby_id=${f.baby.id}&sha256s=${PHOTO_SHA}`, 'application/x-www-form-urlencoded'],
      [PHOTO_SHA, 'text/plain'],
      [JSON.stringify({ baby_id: f.baby.id, sha256s: ['a'.repeat(100_000)] }), 'application/json'],
    ] as const) {
      const reply = await raw(body, type);
      expect(reply.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(reply.status, body.slice(0, 40)).toBeLessThan(500);
      const payload = (await reply.json()) as { error: { code: string; message: string } };
      expect(payload.error.code, body.slice(0, 40)).toMatch(/^[a-z_0-9]+$/);
      expect(payload.error.message.length).toBeGreaterThan(0);
    }

    const korean = await signIn(server.url, f.admin.email, undefined, 'ko');
    const refused = await ask(korean, { baby_id: f.baby.id, sha256s: ['nope'] });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('invalid_checksums');
    expect(refused.body.error.message).not.toBe(
      'Could not check these files for duplicates. Please try the upload again.',
    );
    expect(refused.body.error.message).toMatch(/[\uAC00-\uD7AF]/); // Hangul: the Korean catalogue answered
    expect(await momentCount(mum, f.baby.id)).toBe(before);
  });
});
