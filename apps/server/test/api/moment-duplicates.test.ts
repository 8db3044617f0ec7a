import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MomentDuplicatesReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.close(); });

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('POST /moments/duplicates: the client asks by hash before sending bytes', () => {
  it("lists the hashes that already are the baby's moments the asker may see, and nothing else", async () => {
    const f = await makeFamily(server.ctx, {
      dad: { relation: 'dad', permission: 'can_upload' },
      grandma: { relation: 'grandma', permission: 'can_view' },
    });
    const mum = await signIn(server.url, f.admin.email);
    const dad = await signIn(server.url, f.members.dad?.email ?? '');
    const photo = fixture('photo-exif-gps.jpg');
    const created = await uploadPicture(mum, f.baby.id, photo, { privacy: 'family_and_relatives' });
    const momentId = (created.body as { moment: { id: number } }).moment.id;
    const other = sha256(Buffer.from('never uploaded'));

    const asked = await dad.post<MomentDuplicatesReply>('/moments/duplicates', { baby_id: f.baby.id, sha256s: [sha256(photo).toUpperCase(), other] });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ duplicates: [{ sha256: sha256(photo), moment_id: momentId }] });

    // A post the asker may not see is not told about (its existence stays hidden).
    expect((await mum.put(`/moments/${momentId}`, { privacy: 'private' })).status).toBe(200);
    expect((await dad.post<MomentDuplicatesReply>('/moments/duplicates', { baby_id: f.baby.id, sha256s: [sha256(photo)] })).body).toEqual({ duplicates: [] });
    expect((await mum.post<MomentDuplicatesReply>('/moments/duplicates', { baby_id: f.baby.id, sha256s: [sha256(photo)] })).body.duplicates).toHaveLength(1);

    // A deleted moment is no duplicate.
    expect((await mum.delete(`/moments/${momentId}`)).status).toBe(204);
    expect((await mum.post<MomentDuplicatesReply>('/moments/duplicates', { baby_id: f.baby.id, sha256s: [sha256(photo)] })).body).toEqual({ duplicates: [] });
  });

  it('is for uploaders of the baby, and refuses bad input with 400', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const mum = await signIn(server.url, f.admin.email);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    const hash = sha256(Buffer.from('x'));
    expect((await grandma.post('/moments/duplicates', { baby_id: f.baby.id, sha256s: [hash] })).status).toBe(403);
    expect((await stranger.post('/moments/duplicates', { baby_id: f.baby.id, sha256s: [hash] })).status).toBe(404);
    const tooMany = Array.from({ length: 51 }, (_, i) => sha256(Buffer.from(String(i))));
    for (const body of [{ baby_id: f.baby.id, sha256s: tooMany }, { baby_id: f.baby.id, sha256s: ['not-a-hash'] }, { baby_id: f.baby.id }, { sha256s: [hash] }]) {
      const reply = await mum.post<{ error: { code: string } }>('/moments/duplicates', body);
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('bad_request');
    }
    expect((await mum.post<MomentDuplicatesReply>('/moments/duplicates', { baby_id: f.baby.id, sha256s: [] })).body).toEqual({ duplicates: [] });
  });
});
