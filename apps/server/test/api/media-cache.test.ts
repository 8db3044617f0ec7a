import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateMomentReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('media caching', () => {
  it('lets the browser keep media only if it asks again before each use', async () => {
    const f = await makeFamily(server.ctx, {
      grandma: { relation: 'grandma', permission: 'can_view' },
      uncle: { relation: 'family', permission: 'can_view' },
    });
    const admin = await signIn(server.url, f.admin.email);
    const created = await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
    expect(created.status).toBe(201);
    await server.ctx.worker.drain();
    const { moment } = created.body as CreateMomentReply;
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');

    for (const variant of ['thumb', 'original']) {
      const url = `/media/moments/${moment.id}/${variant}`;
      const first = await grandma.get(url);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('last-modified')).toBeTruthy();

      // A member revalidating an unchanged picture: 304, no bytes.
      const again = await grandma.request('GET', url, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      const byDate = await grandma.request('GET', url, {
        headers: { 'if-modified-since': first.headers.get('last-modified') ?? '' },
      });
      expect(byDate.status).toBe(304);
      // A stale validator gets the bytes.
      expect((await grandma.request('GET', url, { headers: { 'if-none-match': '"old"' } })).status).toBe(200);
    }

    const thumb = `/media/moments/${moment.id}/thumb`;
    const etag = (await uncle.get(thumb)).headers.get('etag') ?? '';
    expect((await uncle.request('GET', thumb, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // The Admin removes the uncle: his revalidation is refused, not confirmed.
    expect(
      (
        await admin.request('PUT', '/family_invitations/delete_baby', {
          json: { user_id: f.members.uncle?.id, baby_id: f.baby.id },
        })
      ).status,
    ).toBe(204);
    expect((await uncle.request('GET', thumb, { headers: { 'if-none-match': etag } })).status).toBe(404);
    const modified = await uncle.request('GET', thumb, { headers: { 'if-modified-since': new Date().toUTCString() } });
    expect(modified.status).toBe(404);

    // A post made private: the relative who saw it gets 404 on revalidation too.
    const seen = (await grandma.get(thumb)).headers.get('etag') ?? '';
    expect((await admin.request('PUT', `/moments/${moment.id}`, { json: { privacy: 'private' } })).status).toBe(200);
    expect((await grandma.request('GET', thumb, { headers: { 'if-none-match': seen } })).status).toBe(404);
  });

  it('revalidates the baby pictures the same way', async () => {
    const f = await makeFamily(server.ctx, { aunt: { relation: 'family', permission: 'can_view' } });
    const admin = await signIn(server.url, f.admin.email);
    const B = 'SproutBoundary';
    const jpeg = fixture('photo-exif-gps.jpg');
    const body = Buffer.concat([
      Buffer.from(
        `--${B}\r\nContent-Disposition: form-data; name="profile_picture"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${B}--\r\n`),
    ]);
    const put = await fetch(`${server.url}/api/en/babies/${f.baby.id}`, {
      method: 'PUT',
      headers: { 'x-token': admin.token ?? '', 'content-type': `multipart/form-data; boundary=${B}` },
      body: new Uint8Array(body),
    });
    expect(put.status).toBe(200);
    const aunt = await signIn(server.url, f.members.aunt?.email ?? '');
    const url = `/media/babies/${f.baby.id}/profile`;
    const first = await aunt.get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect((await aunt.request('GET', url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    await server.ctx.services.family.remove(server.ctx.actorFor(f.admin), f.baby.id, f.members.aunt?.id ?? 0);
    expect((await aunt.request('GET', url, { headers: { 'if-none-match': etag } })).status).toBe(404);
  });
});
