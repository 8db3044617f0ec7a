// The `uploads` section of npm run bench (run alone: npm run bench -- --only-uploads).
// 1. One large file through tus-js-client over loopback with 8 MiB chunks and with the spec's 512000-byte
//    chunks, beside a plain sequential write of the same size with fsync to the same disk.
// 2. The server's RSS growth while 10 uploads run at once.
// 3. 50 real 12-MP JPEGs through the job queue (all renditions) beside bare sharp making the same
//    renditions at the same concurrency.
// The server runs as operators run it, in its own process, so its memory is its own. Prints numbers
// and ratios; asserts nothing. Every temp file is removed at the end.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import type { UploadTokenReply } from '@sprout/shared';
import { boot } from '../src/boot.js';
import { configureSharp, renderDerivative } from '../src/media/image.js';
import { startServerProcess, type ServerProcess } from '../test/helpers/server-process.js';

const MiB = 1024 * 1024;
const BIG_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 1024);
const PARALLEL = Number(process.env.BENCH_PARALLEL_UPLOADS ?? 10);
const PARALLEL_MIB = Number(process.env.BENCH_PARALLEL_MIB ?? 200);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 50);
const CORES = os.availableParallelism();
const LOGIN = { email: 'uploads@sprout.bench', password: 'bench-uploads-1', name: 'Bench' };

const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);

/** `bytes` of incompressible data as a stream, made from one random block: no file to read, nothing held. */
function randomStream(bytes: number): Readable {
  const block = randomBytes(4 * MiB);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      const n = Math.min(block.length, bytes - sent);
      // A different first byte per block, so no two blocks are alike.
      const chunk = Buffer.from(block.subarray(0, n));
      chunk[0] = (sent / block.length) & 0xff;
      sent += n;
      this.push(chunk);
    },
  });
}

/** Uploads a stream with tus-js-client as the web app does (no retries); resolves to the tus id and milliseconds. */
function tusStream(endpoint: string, token: string, bytes: number, chunkSize: number): Promise<{ id: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(randomStream(bytes), {
      endpoint, chunkSize, uploadSize: bytes, retryDelays: [], storeFingerprintForResuming: false,
      headers: { authorization: `Bearer ${token}` },
      metadata: { filename: 'bench.bin', filetype: 'application/octet-stream' },
      onError: reject,
      onSuccess: () => resolve({ id: upload.url?.split('/').pop() ?? '', ms: performance.now() - started }),
    });
    upload.start();
  });
}

function tusBuffer(endpoint: string, token: string, data: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(data, {
      endpoint, chunkSize: 8 * MiB, retryDelays: [], storeFingerprintForResuming: false,
      headers: { authorization: `Bearer ${token}` },
      metadata: { filename: name, filetype: 'image/jpeg' },
      onError: reject,
      onSuccess: () => resolve(upload.url?.split('/').pop() ?? ''),
    });
    upload.start();
  });
}

/** A plain sequential write of `bytes` in 8 MiB writes, then fsync: what this disk gives a single writer. */
async function diskBaseline(dir: string, bytes: number): Promise<number> {
  const file = path.join(dir, 'baseline.bin');
  const block = randomBytes(8 * MiB);
  const started = performance.now();
  const handle = await fsp.open(file, 'w');
  try {
    for (let written = 0; written < bytes; written += block.length) await handle.write(block, 0, Math.min(block.length, bytes - written));
    await handle.sync();
  } finally {
    await handle.close();
  }
  const ms = performance.now() - started;
  await fsp.rm(file, { force: true });
  return ms;
}

/** Resident memory of a process, from /proc (Linux), in bytes. */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function token(base: string, auth: string, babyId: number): Promise<UploadTokenReply> {
  const res = await fetch(`${base}/api/en/moments/new?baby_id=${babyId}`, { headers: { 'x-token': auth } });
  if (res.status !== 200) throw new Error(`upload token: ${res.status}`);
  return (await res.json()) as UploadTokenReply;
}

async function removeUpload(dataDir: string, id: string): Promise<void> {
  await fsp.rm(path.join(dataDir, 'tus', id), { force: true });
  await fsp.rm(path.join(dataDir, 'tus', `${id}.json`), { force: true });
}

/** A 12-MP photo-like JPEG: a colour gradient with sensor-like noise, different each time. */
async function photo(i: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const hue = (i * 47) % 255;
  const gradient = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(${hue},120,200)"/><stop offset="1" stop-color="rgb(250,${hue},60)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`);
  const noise = await sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png({ compressionLevel: 0 }).toBuffer();
  return sharp(gradient).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 90 }).toBuffer();
}

/** Runs `work` over `items`, `concurrency` at a time; answers wall milliseconds and the share of all cores used. */
async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<{ ms: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++] as T);
  }));
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpu: (used.user + used.system) / 1000 / ms / CORES };
}

export async function uploadsBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-uploads-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SPROUT_ROLE: 'api', UPLOAD_MAX_BYTES: String(4 * 1024 * MiB) };
  let server: ServerProcess | null = null;
  try {
    // The family, written before the server process opens the same database.
    const setup = await boot({ ...env, SPROUT_WORKER: 'off' }, 'silent');
    const user = await setup.services.users.create(LOGIN);
    const baby = await setup.services.babies.create(user, { name: 'Ada', birthday: '2025-01-01', gender: 'girl', relation: 'mom' });
    const auth = (await setup.services.auth.startSession(user, true)).token;
    await setup.db.close();

    server = await startServerProcess(env);
    const pid = server.child.pid ?? 0;
    const base = server.url;
    console.log(`\nUploads (Node ${process.version}, ${CORES} cores, data in ${dataDir})`);

    // 1. Throughput of one large upload against the disk's own rate.
    const size = BIG_MIB * MiB;
    const diskMs = await diskBaseline(dataDir, size);
    const results: Array<[string, number]> = [];
    for (const chunk of [8 * MiB, 512_000]) {
      const t = await token(base, auth, baby.id);
      const { id, ms } = await tusStream(t.endpoint, t.sts_token, size, chunk);
      const stored = fs.statSync(path.join(dataDir, 'tus', id)).size;
      if (stored !== size) throw new Error(`the server kept ${stored} of ${size} bytes`);
      results.push([chunk === 8 * MiB ? '8 MiB chunks' : '512000-byte chunks', ms]);
      await removeUpload(dataDir, id);
    }
    const diskAgainMs = await diskBaseline(dataDir, size);
    const disk = Math.min(diskMs, diskAgainMs); // the faster run: the stricter ratio
    console.log(`one ${BIG_MIB} MiB file                     MB/s   vs disk`);
    console.log(`sequential write + fsync (baseline)${fmt(mbps(size, disk))}     100%   (runs: ${fmt(mbps(size, diskMs)).trim()} and ${fmt(mbps(size, diskAgainMs)).trim()} MB/s)`);
    for (const [name, ms] of results) console.log(`tus-js-client, ${name.padEnd(21)}${fmt(mbps(size, ms))} ${fmt((disk / ms) * 100, 0)}%   (target with 8 MiB: >= 80%)`);

    // 2. Memory while several uploads run at once.
    const rssBefore = rssOf(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, rssOf(pid)); }, 50);
    const started = performance.now();
    const ids = await Promise.all(Array.from({ length: PARALLEL }, async () => {
      const t = await token(base, auth, baby.id);
      return (await tusStream(t.endpoint, t.sts_token, PARALLEL_MIB * MiB, 8 * MiB)).id;
    }));
    const parallelMs = performance.now() - started;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, rssOf(pid));
    for (const id of ids) await removeUpload(dataDir, id);
    console.log(`\n${PARALLEL} uploads of ${PARALLEL_MIB} MiB at once: ${fmt(mbps(PARALLEL * PARALLEL_MIB * MiB, parallelMs)).trim()} MB/s in all`);
    console.log(`server RSS ${(rssBefore / MiB).toFixed(0)} MiB before, ${(rssPeak / MiB).toFixed(0)} MiB at most: growth ${((rssPeak - rssBefore) / 1e6).toFixed(1)} MB (target <= 50 MB)`);

    // 3. Derivatives of real photos through the queue, beside bare sharp.
    process.stdout.write(`\nmaking ${PHOTOS} 12-MP JPEGs and uploading them … `);
    for (let i = 0; i < PHOTOS; i += 1) {
      const data = await photo(i);
      const t = await token(base, auth, baby.id);
      const id = await tusBuffer(t.endpoint, t.sts_token, data, `IMG_${i}.jpg`);
      const res = await fetch(`${base}/api/en/moments`, {
        method: 'POST', headers: { 'x-token': auth, 'content-type': 'application/json' },
        body: JSON.stringify({ baby_id: baby.id, moment: { type: 'picture', service: 'tus', path: id, taken_at_gmt: 1_748_740_830 + i, privacy: 'family_and_relatives', picture_width: 4000, picture_height: 3000 } }),
      });
      if (res.status !== 201) throw new Error(`POST /moments: ${res.status} ${await res.text()}`);
    }
    await server.kill('SIGTERM');
    server = null;
    console.log('done');

    const ctx = await boot({ ...env, SPROUT_ROLE: 'all', SPROUT_WORKER: 'off' }, 'silent');
    const concurrency = ctx.worker.concurrency;
    const originals = (await ctx.db.kysely.selectFrom('moments').select('original_key').where('baby_id', '=', baby.id).execute())
      .map((row) => path.join(dataDir, 'media', row.original_key ?? ''));
    const out = fs.mkdtempSync(path.join(dataDir, 'bare-'));
    configureSharp(concurrency);
    const bare = async () => pool(originals, concurrency, async (file) => {
      const name = path.basename(file);
      await fsp.writeFile(path.join(out, `${name}-thumb.jpg`), await renderDerivative(file, 'thumb'));
      await fsp.writeFile(path.join(out, `${name}-large.jpg`), await renderDerivative(file, 'large'));
    });
    const bareFirst = await bare();
    const cpu = process.cpuUsage();
    const queueStarted = performance.now();
    const ran = await ctx.worker.drain();
    const queueMs = performance.now() - queueStarted;
    const queueCpuUsed = process.cpuUsage(cpu);
    const queue = { ms: queueMs, cpu: (queueCpuUsed.user + queueCpuUsed.system) / 1000 / queueMs / CORES };
    const bareAgain = await bare();
    const ready = await ctx.db.kysely.selectFrom('moments').select('id').where('baby_id', '=', baby.id).where('media_state', '=', 'ready').execute();
    await ctx.db.close();
    const bareBest = [bareFirst, bareAgain].sort((a, b) => a.ms - b.ms)[0] ?? bareFirst;
    console.log(`${PHOTOS} photos of 12 MP, thumb (480) and large (2048), ${concurrency} at once     seconds   photos/s   cores busy`);
    console.log(`bare sharp (baseline)                                 ${fmt(bareBest.ms / 1000, 2)} ${fmt(PHOTOS / (bareBest.ms / 1000), 2)}   ${fmt(bareBest.cpu * 100, 0)}%   (runs: ${(bareFirst.ms / 1000).toFixed(2)} s and ${(bareAgain.ms / 1000).toFixed(2)} s)`);
    console.log(`through the job queue (${ran} jobs, ${ready.length} ready)              ${fmt(queue.ms / 1000, 2)} ${fmt(PHOTOS / (queue.ms / 1000), 2)}   ${fmt(queue.cpu * 100, 0)}%   ratio ${(queue.ms / bareBest.ms).toFixed(2)}x (target <= 1.25x)`);
  } finally {
    if (server) await server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
