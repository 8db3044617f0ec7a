import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateMomentReply, UploadTokenReply } from '@sprout/shared';
import { signIn, type Client } from '../helpers/http.js';
import { makeFamily } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { createPictureMoment, fixture, tusUpload } from '../helpers/upload.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

async function post(
  client: Client,
  babyId: number,
  name: string,
  filename: string,
  type: 'picture' | 'video' | 'audio',
): Promise<number> {
  const token = await client.get<UploadTokenReply>(`/moments/new?baby_id=${babyId}`);
  const id = await tusUpload(token.body.endpoint, token.body.sts_token, fixture(name), filename);
  const reply = await createPictureMoment(client, babyId, id, { type });
  expect(reply.status, name).toBe(201);
  return (reply.body as CreateMomentReply).moment.id;
}

function get(client: Client, url: string, headers: Record<string, string> = {}) {
  return fetch(server.url + url, { headers: { 'x-token': client.token ?? '', ...headers } });
}

/** The name a browser saves under: filename* (RFC 8187) when present. */
function savedName(disposition: string | null): string | null {
  const star = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '');
  return star?.[1] ? decodeURIComponent(star[1]) : null;
}

describe('media with byte ranges, so the viewer can seek', () => {
  it('answers ranges of a video and an audio clip with 206 and their exact bytes, and bad ranges with 416', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const videoId = await post(admin, f.baby.id, 'video-rotated.mp4', 'clip.mp4', 'video');
    const audioId = await post(admin, f.baby.id, 'audio.m4a', 'voice.m4a', 'audio');
    for (const id of [videoId, audioId]) {
      const url = `/media/moments/${id}/original`;
      const whole = await get(admin, url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const all = Buffer.from(await whole.arrayBuffer());
      const size = all.length;
      expect(size).toBeGreaterThan(1000);

      const cases: Array<[string, number, number]> = [
        ['bytes=0-99', 0, 99],
        [`bytes=100-`, 100, size - 1],
        ['bytes=-50', size - 50, size - 1],
        [`bytes=${size - 10}-${size + 500}`, size - 10, size - 1],
      ];
      for (const [range, start, end] of cases) {
        const res = await get(admin, url, { range });
        expect(res.status, range).toBe(206);
        expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
        expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
        expect(Buffer.from(await res.arrayBuffer()).equals(all.subarray(start, end + 1)), range).toBe(true);
      }
      for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=50-10', 'bytes=-0']) {
        const res = await get(admin, url, { range });
        expect(res.status, range).toBe(416);
        expect(res.headers.get('content-range'), range).toBe(`bytes */${size}`);
        await res.arrayBuffer();
      }
      // What it cannot read as one range it answers whole, as RFC 9110 allows.
      for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=x-y']) {
        const res = await get(admin, url, { range });
        expect(res.status, range).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).length, range).toBe(size);
      }
    }
    // A member who may not see the post gets 404 for a range too.
    const stranger = await signIn(server.url, (await makeFamily(server.ctx)).admin.email);
    const hidden = await get(stranger, `/media/moments/${videoId}/original`, { range: 'bytes=0-9' });
    expect(hidden.status).toBe(404);
    await hidden.arrayBuffer();
  });
});

describe('downloads keep the original file name', () => {
  it("names the attachment as on the uploader's device (else after the baby and the day), with the stored extension, safely encoded", async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const cases: Array<
      [fixture: string, sent: string, type: 'picture' | 'video' | 'audio', saved: string, ascii: string]
    > = [
      ['photo-exif-gps.jpg', 'IMG_0001.JPG', 'picture', 'IMG_0001.jpg', 'IMG_0001.jpg'],
      [
        'photo-exif-gps.jpg',
        'Mia à la plage 🌊 "été".jpeg',
        'picture',
        'Mia à la plage 🌊 été.jpg',
        'Mia _ la plage __ _t_.jpg',
      ],
      ['photo-exif-gps.jpg', '첫 걸음; 100%.jpg', 'picture', '첫 걸음; 100%.jpg', '_ __; 100_.jpg'],
      ['photo-exif-gps.jpg', '../../etc/passwd', 'picture', 'passwd.jpg', 'passwd.jpg'],
      ['video.mov', 'First steps.MOV', 'video', 'First steps.mp4', 'First steps.mp4'],
      ['audio.m4a', 'lullaby.m4a', 'audio', 'lullaby.m4a', 'lullaby.m4a'],
      // Sent without a name: the baby's name and the day it was taken (2025-06-01, UTC).
      ['photo-exif-gps.jpg', '', 'picture', 'Mia 2025-06-01.jpg', 'Mia 2025-06-01.jpg'],
    ];
    const ids = [];
    for (const [name, sent, type] of cases) ids.push(await post(admin, f.baby.id, name, sent, type));
    await server.ctx.worker.drain(); // the .mov becomes an .mp4
    for (const [i, [, sent, , saved, ascii]] of cases.entries()) {
      const res = await get(admin, `/media/moments/${ids[i]}/original?download=1`);
      expect(res.status, sent).toBe(200);
      const disposition = res.headers.get('content-disposition');
      expect(disposition, sent).toMatch(/^attachment; /);
      expect(savedName(disposition), sent).toBe(saved);
      expect(disposition, sent).toContain(`filename="${ascii}"`);
      // Nothing outside printable ASCII in the header itself.
      expect(/^[\x20-\x7e]*$/.test(disposition ?? ''), sent).toBe(true);
      // Without ?download=1 the browser shows it inline.
      const inline = await get(admin, `/media/moments/${ids[i]}/original`);
      expect(inline.headers.get('content-disposition')).toBeNull();
      await inline.arrayBuffer();
      await res.arrayBuffer();
    }
  });
});
