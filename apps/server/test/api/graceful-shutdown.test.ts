import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boot } from '../../src/boot.js';
import type { AppContext } from '../../src/context.js';
import { makeFamily } from '../helpers/family.js';
import { signIn } from '../helpers/http.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { makeTestEnv, type TestEnv } from '../helpers/server.js';
import { RawTusUpload } from '../helpers/tus-raw.js';
import { fixture, uploadPicture } from '../helpers/upload.js';
import { waitFor } from '../helpers/wait.js';

const FIRST = 256 * 1024;

/** Whether a new TCP connection to the server's port is accepted. */
function accepts(url: string): Promise<boolean> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A PATCH of `data` whose first FIRST bytes go at once and whose rest waits
 * for `release()`: a slow client the server is in the middle of when told to stop.
 */
function heldPatch(upload: RawTusUpload, data: Buffer) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let step = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      step += 1;
      if (step === 1) return controller.enqueue(new Uint8Array(data.subarray(0, FIRST)));
      await released;
      controller.enqueue(new Uint8Array(data.subarray(FIRST)));
      controller.close();
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
      'upload-offset': '0',
    },
  } as RequestInit).then(
    (res) => ({ status: res.status, offset: Number(res.headers.get('upload-offset')) }),
    (error: unknown) => ({ status: 0, offset: 0, error }),
  );
  return { release, done };
}

function exitCode(proc: ServerProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (!proc.alive()) return resolve(proc.child.exitCode);
    proc.child.once('exit', (code) => resolve(code));
  });
}

describe('graceful shutdown on SIGTERM', () => {
  let env: TestEnv | undefined;
  let ctx: AppContext | undefined;
  let proc: ServerProcess | undefined;
  afterEach(async () => {
    await proc?.kill('SIGKILL');
    await ctx?.db.close();
    await env?.cleanup();
    proc = undefined;
    ctx = undefined;
    env = undefined;
  });

  /** A server process, a family in its database, and an upload of `size` bytes begun through it. */
  async function serverWithUpload(extraEnv: Record<string, string>, size: number) {
    env = await makeTestEnv({ storage: 'disk' });
    const processEnv: NodeJS.ProcessEnv = { ...env.env, LOG_LEVEL: 'info', ...extraEnv };
    ctx = await boot(processEnv, 'silent');
    proc = await startServerProcess(processEnv);
    const { admin, baby } = await makeFamily(ctx);
    const client = await signIn(proc.url, admin.email);
    const upload = await RawTusUpload.create(client, baby.id, size);
    const stored = path.join(processEnv.DATA_DIR ?? '', 'tus', upload.id);
    return { proc, upload, stored };
  }

  it('refuses new connections, finishes the tus PATCH in flight with 204, and exits 0', async () => {
    const data = randomBytes(FIRST * 4);
    const { proc, upload, stored } = await serverWithUpload({}, data.length);
    const patch = heldPatch(upload, data);
    // The server is inside the PATCH once the first bytes are on its disk.
    await waitFor(async () => fs.existsSync(stored) && fs.statSync(stored).size >= FIRST);

    const exited = exitCode(proc);
    proc.child.kill('SIGTERM');
    await waitFor(async () => !(await accepts(proc.url)));
    expect(proc.alive()).toBe(true);

    patch.release();
    expect(await patch.done).toMatchObject({ status: 204, offset: data.length });
    expect(await exited).toBe(0);
    expect(fs.readFileSync(stored).equals(data)).toBe(true);
    expect(proc.output()).toContain('shut down cleanly');
  });

  it('lets the job running at SIGTERM finish, leaves none half-run, and exits 0', async () => {
    env = await makeTestEnv({ storage: 'disk' });
    // One worker slot in the server process, so jobs run one after another and one is running at a time.
    const processEnv: NodeJS.ProcessEnv = {
      ...env.env,
      SPROUT_WORKER: '',
      SPROUT_ROLE: 'all',
      WORKER_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
    };
    ctx = await boot(processEnv, 'silent');
    const { admin, baby } = await makeFamily(ctx);
    // The moments (and their derivative jobs) are made before the server with its worker starts.
    const api = await startServerProcess({ ...processEnv, SPROUT_ROLE: 'api' });
    proc = api;
    const client = await signIn(api.url, admin.email);
    const photo = fixture('photo-exif-gps.jpg');
    const momentIds: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // A byte after the JPEG's end changes its hash, not the picture: six distinct uploads.
      const reply = await uploadPicture(client, baby.id, Buffer.concat([photo, Buffer.from([i])]));
      expect(reply.status).toBe(201);
      momentIds.push((reply.body as { id: number }).id);
    }
    await api.kill('SIGTERM');

    proc = await startServerProcess(processEnv);
    const running = async () =>
      ctx!.db.kysely
        .selectFrom('jobs')
        .select(['id', 'status'])
        .where('kind', '=', 'picture.derivatives')
        .where('status', '=', 'running')
        .executeTakeFirst();
    let seen: { id: number } | undefined;
    await waitFor(async () => (seen = await running()) !== undefined);
    const exited = exitCode(proc);
    proc.child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const after = await ctx.db.kysely
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('kind', '=', 'picture.derivatives')
      .execute();
    expect(after.find((job) => job.id === seen?.id)?.status).toBe('done');
    expect(after.filter((job) => job.status === 'running')).toEqual([]);
    expect(after.length).toBe(momentIds.length);
  });

  it('exits within SHUTDOWN_TIMEOUT_MS when a request never finishes, the bytes it sent kept', async () => {
    const data = randomBytes(FIRST * 4);
    const { proc, upload, stored } = await serverWithUpload({ SHUTDOWN_TIMEOUT_MS: '1000' }, data.length);
    const patch = heldPatch(upload, data);
    await waitFor(async () => fs.existsSync(stored) && fs.statSync(stored).size >= FIRST);

    const exited = exitCode(proc);
    proc.child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(proc.output()).toContain('shutdown timed out');
    patch.release();
    expect((await patch.done).status).not.toBe(204);
    expect(fs.statSync(stored).size).toBeGreaterThanOrEqual(FIRST);
  });
});
