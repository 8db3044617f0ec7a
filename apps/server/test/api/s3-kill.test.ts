import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { boot } from '../../src/boot.js';
import type { AppContext } from '../../src/context.js';
import { makeFamily } from '../helpers/family.js';
import { signIn } from '../helpers/http.js';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { makeTestEnv, type TestEnv } from '../helpers/server.js';
import { RawTusUpload } from '../helpers/tus-raw.js';

const MiB = 1024 * 1024;
/** tus's part size on S3 (storage/s3-upload-store.ts). */
const PART = 8 * MiB;

let env: TestEnv | undefined;
let ctx: AppContext | undefined;
let proc: ServerProcess | undefined;
afterAll(async () => {
  await proc?.kill('SIGKILL');
  await ctx?.db.close();
  await env?.cleanup();
});

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * A PATCH of everything from `offset` whose body arrives 128 KiB at a time,
 * so a kill lands while it is still coming. Settles with the status, or null
 * when the server died under it.
 */
function tricklePatch(upload: RawTusUpload, data: Buffer, offset: number) {
  let sent = 0;
  const rest = data.subarray(offset);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= rest.length) return controller.close();
      await new Promise((r) => setTimeout(r, 10));
      controller.enqueue(new Uint8Array(rest.subarray(sent, sent + 128 * 1024)));
      sent += 128 * 1024;
    },
  });
  const done = fetch(upload.url, {
    method: 'PATCH',
    body,
    duplex: 'half',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${upload.token}`,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
  } as RequestInit).then(
    (res) => res.status,
    () => null,
  );
  return { sent: () => sent, done };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('a server killed mid-PATCH with uploads on S3', () => {
  it('keeps every acknowledged byte in the bucket, before a part is stored and after, and the upload ends byte for byte', async () => {
    env = await makeTestEnv({ storage: 's3' });
    const s3 = env.s3;
    if (!s3) throw new Error('no loopback S3');
    ctx = await boot(env.env, 'silent');
    const f = await makeFamily(ctx);
    const port = await freePort();
    proc = await startServerProcess(env.env, port);
    const client = await signIn(proc.url, f.admin.email);
    const data = randomBytes(14 * MiB);
    const upload = await RawTusUpload.create(client, f.baby.id, data.length);
    const key = `sprout/tus/${upload.id}`;
    const partStored = (n: number) => s3.multipartUploads(key).some((dir) => fs.existsSync(path.join(dir, `${n}.md5`)));

    // Two PATCHes under S3's 5 MiB part minimum: acknowledged, and held as the upload's tail object.
    let acked = 0;
    for (const end of [MiB, 1.5 * MiB]) {
      const reply = await upload.patch(acked, data.subarray(acked, end));
      expect(reply.status).toBe(204);
      acked = reply.offset ?? -1;
    }
    expect(acked).toBe(1.5 * MiB);

    // Killed while the next body arrives, before it fills a part: the tail is all there is, and it stays.
    let trickle = tricklePatch(upload, data, acked);
    await until(() => trickle.sent() >= MiB);
    await proc.kill('SIGKILL');
    expect(await trickle.done).toBeNull();
    proc = await startServerProcess(env.env, port);
    expect(await upload.offset()).toBe(acked);

    // Killed once the tail and the new bytes were stored as part 1, before the tail was deleted: it counts no more.
    trickle = tricklePatch(upload, data, acked);
    await until(() => partStored(1));
    await proc.kill('SIGKILL');
    expect(await trickle.done).toBeNull();
    expect(partStored(2)).toBe(false);
    proc = await startServerProcess(env.env, port);
    const offset = await upload.offset();
    expect(offset).toBe(PART);

    expect(await upload.resume(data)).toBe(data.length);
    const stored = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(sha256(await stored.Body!.transformToByteArray())).toBe(sha256(data));
    // Three server processes start here, each compiling the server with tsx: 18 s on a quiet machine, past a minute on a busy one.
  }, 180_000);
});
