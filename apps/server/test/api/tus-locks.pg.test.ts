import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgTusLocker } from '../../src/storage/pg-tus-locker.js';
import { makeFamily } from '../helpers/family.js';
import { signIn } from '../helpers/http.js';
import { makeTestEnv, startServer, testStorage, type TestEnv, type TestServer } from '../helpers/server.js';
import { RawTusUpload } from '../helpers/tus-raw.js';
import { fixture, createPictureMoment } from '../helpers/upload.js';
import { waitFor } from '../helpers/wait.js';

const silent = { warn: () => undefined };

/** How many sessions hold the tus advisory lock of `uploadId` (pg_locks shows objid as an unsigned oid). */
async function advisoryHolders(uploadId: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_locks where locktype = 'advisory' and granted and classid = 29813
         and objsubid = 2 and objid::text::bigint = (hashtext($1)::bigint + 4294967296) % 4294967296`,
      [uploadId],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Whether `promise` has settled a moment from now. Used only to see that a lock is still being waited
 * for (false), which a slow machine cannot turn into a false failure.
 */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  return done;
}

describe('tus locks shared by instances on one PostgreSQL database', () => {
  let env: TestEnv;
  let a: TestServer;
  let b: TestServer;
  const lockers: PgTusLocker[] = [];

  beforeAll(async () => {
    env = await makeTestEnv();
    a = await startServer(env);
    b = await startServer(env);
  });
  afterAll(async () => {
    for (const locker of lockers) await locker.close();
    await a?.stop();
    await b?.stop();
    await env?.cleanup();
  });

  const locker = () => {
    const made = new PgTusLocker(env.env.DATABASE_URL ?? '', silent);
    lockers.push(made);
    return made;
  };

  it("holds one upload's lock for one instance at a time, asking the holder to let go", async () => {
    const first = locker();
    const second = locker();
    const id = `lock-${randomBytes(4).toString('hex')}`;
    let asked = 0;
    const held = first.newLock(id);
    await held.lock(new AbortController().signal, () => {
      asked += 1;
    });

    const waiting = second.newLock(id);
    const taken = waiting.lock(new AbortController().signal, () => undefined);
    await waitFor(async () => asked > 0);
    expect(await settled(taken)).toBe(false);

    // Another upload is not held up by this one.
    const other = second.newLock(`${id}-other`);
    await other.lock(new AbortController().signal, () => undefined);
    await other.unlock();

    await held.unlock();
    await taken;
    await waiting.unlock();
  });

  it('keeps two requests of one instance apart too, though one connection holds every lock', async () => {
    const one = locker();
    const id = `lock-${randomBytes(4).toString('hex')}`;
    let asked = 0;
    const held = one.newLock(id);
    await held.lock(new AbortController().signal, () => {
      asked += 1;
    });
    const waiting = one.newLock(id);
    const taken = waiting.lock(new AbortController().signal, () => undefined);
    await waitFor(async () => asked > 0);
    expect(await settled(taken)).toBe(false);
    await held.unlock();
    await taken;
    await waiting.unlock();
  });

  it('gives up with tus lock timeout when the holder never lets go', async () => {
    const holder = locker();
    const impatient = new PgTusLocker(env.env.DATABASE_URL ?? '', silent, 300);
    lockers.push(impatient);
    const id = `lock-${randomBytes(4).toString('hex')}`;
    const held = holder.newLock(id);
    await held.lock(new AbortController().signal, () => undefined);
    await expect(impatient.newLock(id).lock(new AbortController().signal, () => undefined)).rejects.toMatchObject({
      status_code: 500,
      body: 'failed to acquire lock before timeout',
    });
    await held.unlock();
  });

  it('completes an upload whose PATCHes alternate between the two instances', async () => {
    const { admin, baby } = await makeFamily(a.ctx);
    const viaA = await signIn(a.url, admin.email);
    const viaB = await signIn(b.url, admin.email);
    const photo = fixture('photo-exif-gps.jpg');
    const started = await RawTusUpload.create(viaA, baby.id, photo.length);
    const on = (server: TestServer) =>
      RawTusUpload.at(started.url.replace(a.url, server.url), started.token, photo.length);
    const chunk = Math.ceil(photo.length / 6);
    for (let offset = 0, turn = 0; offset < photo.length; offset += chunk, turn += 1) {
      const reply = await on(turn % 2 === 0 ? a : b).patch(offset, photo.subarray(offset, offset + chunk));
      expect(reply).toMatchObject({ status: 204, offset: Math.min(offset + chunk, photo.length) });
    }
    expect(await on(b).offset()).toBe(photo.length);
    expect((await createPictureMoment(viaB, baby.id, started.id)).status).toBe(201);
  });

  it('ends a PATCH on one instance when the other is asked for the same upload, and the upload resumes', async () => {
    const { admin, baby } = await makeFamily(a.ctx);
    const viaA = await signIn(a.url, admin.email);
    const data = randomBytes(1024 * 1024);
    const started = await RawTusUpload.create(viaA, baby.id, data.length);
    const onB = RawTusUpload.at(started.url.replace(a.url, b.url), started.token, data.length);

    // A PATCH on A that sends its first half and then waits, as a stalled phone would.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let step = 0;
    const stalled = fetch(started.url, {
      method: 'PATCH',
      duplex: 'half',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${started.token}`,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      body: new ReadableStream<Uint8Array>({
        async pull(controller) {
          step += 1;
          if (step === 1) return controller.enqueue(new Uint8Array(data.subarray(0, data.length / 2)));
          await released;
          controller.close();
        },
      }),
    } as RequestInit).then(
      (res) => ({ status: res.status, offset: Number(res.headers.get('upload-offset')) }),
      () => ({ status: 0, offset: 0 }),
    );
    // A is inside the PATCH while it holds the upload's advisory lock (the bucket holds no bytes until a part is whole).
    await waitFor(async () => (await advisoryHolders(started.id)) === 1);
    if (testStorage === 'disk')
      await waitFor(async () => (await a.ctx.uploads.receivedBytes(started.id)) === data.length / 2);

    // B wants the same upload: A's request is told to let go, and tus ends it with the bytes it had (its
    // body never finished); only then does B take the lock and go on from A's offset, never interleaving.
    const fromB = await onB.patch(0, data);
    const fromA = await stalled;
    expect(fromA.status).toBe(204);
    expect(fromA.offset).toBeLessThan(data.length);
    if (testStorage === 'disk') expect(fromA.offset).toBe(data.length / 2);
    // B's offset 0 is stale once A stored anything (409); if A stored nothing, B's whole body is the upload.
    expect(fromB.status).toBe(fromA.offset > 0 ? 409 : 204);
    release();

    expect(await onB.resume(data)).toBe(data.length);
    expect(await onB.offset()).toBe(data.length);
  });
});
