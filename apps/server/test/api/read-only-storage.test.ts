import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UploadTokenReply } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import { makeFamily } from '../helpers/family.js';
import { signIn } from '../helpers/http.js';
import { startServerProcess } from '../helpers/server-process.js';
import { makeTestEnv, startServer, type TestEnv, type TestServer } from '../helpers/server.js';
import { canMount, mountSmallDisk, type SmallDisk } from '../helpers/small-disk.js';
import { RawTusUpload } from '../helpers/tus-raw.js';
import { createPictureMoment, fixture, tusUpload } from '../helpers/upload.js';

const envs: TestEnv[] = [];
const disks: SmallDisk[] = [];
let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
  for (const disk of disks) disk.unmount();
  for (const env of envs) await env.cleanup();
});

async function envWithDisks(mode: 'ro' | 'rw', ...subs: string[]): Promise<TestEnv> {
  const env = await makeTestEnv({ storage: 'disk' });
  envs.push(env);
  for (const sub of subs) disks.push(mountSmallDisk(path.join(env.env.DATA_DIR ?? '', sub), 16, mode));
  return env;
}

describe.skipIf(!canMount())('a read-only media or upload folder', () => {
  for (const sub of ['media', 'tus']) {
    it(`stops the server at start-up with one line naming DATA_DIR/${sub}`, async () => {
      const env = await envWithDisks('ro', sub);
      const failed = await startServerProcess({ ...env.env, LOG_LEVEL: 'silent' }).then(
        async (started) => {
          await started.kill('SIGKILL');
          return null;
        },
        (error: Error) => error.message,
      );
      expect(failed).not.toBeNull();
      const lines = (failed ?? '')
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() !== '');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^sprout: DATA_DIR/${sub} .* is not writable \\(EROFS\\)`));
    });
  }

  it('answers a store on a folder that turned read-only 503, translated and without a server path, and works once it is writable again', async () => {
    const env = await envWithDisks('rw', 'media', 'tus');
    server = await startServer(env);
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email, undefined, 'ja');
    const [media, tus] = disks.slice(-2) as [SmallDisk, SmallDisk];
    const photo = fixture('photo-exif-gps.jpg');
    const grant = await admin.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const finished = await tusUpload(grant.body.endpoint, grant.body.sts_token, photo);
    const partial = await RawTusUpload.create(admin, f.baby.id, photo.length);

    media.remount('ro');
    tus.remount('ro');
    const refused = await createPictureMoment(admin, f.baby.id, finished);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      error: { code: 'storage_unavailable', message: translate('ja', 'errors.storage_unavailable') },
    });
    expect(JSON.stringify(refused.body)).not.toContain(env.env.DATA_DIR ?? '/');
    const patch = await partial.patch(0, photo, { 'accept-language': 'fr' });
    expect(patch.status).toBe(503);
    expect(patch.body).toEqual({
      error: { code: 'storage_unavailable', message: translate('fr', 'errors.storage_unavailable') },
    });

    media.remount('rw');
    tus.remount('rw');
    expect((await createPictureMoment(admin, f.baby.id, finished)).status).toBe(201);
    expect(await partial.resume(photo)).toBe(photo.length);
    expect((await createPictureMoment(admin, f.baby.id, partial.id)).status).toBe(201);
  });
});
