// HEIC → JPEG per 12-MP photo, as issue 10 asks: in the browser's upload worker (libheif as WASM,
// then OffscreenCanvas's JPEG encoder), the path every iPhone photo takes before upload, beside
// the server's own conversion of the same file (libheif WASM in a worker thread, then sharp),
// which is what an API client that sends HEIC as-is gets. Prints numbers; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { heifToJpeg } from '../src/media/heif.js';
import { ensureWebBuild } from './web-build.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../../test-fixtures/photo-12mp.heic');
const RUNS = Number(process.env.BENCH_HEIC_RUNS ?? 5);
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The upload worker's answer (apps/web prepareProtocol.ts), as far as this bench reads it. */
type PrepareResponse = { ok: true; blob?: Blob } | { ok: false; code: string };

interface BrowserRun {
  ms: number;
  bytes: number;
  width: number;
  height: number;
}

/** Conversions in the built app's own upload worker, one after another; the first one loads libheif. */
async function inBrowser(base: string, workerUrl: string, heic: Buffer): Promise<BrowserRun[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`); // same origin as the worker script
    return await page.evaluate(
      async ({ url, b64, runs }) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const file = new File([bytes], 'IMG_0001.HEIC', { type: 'image/heic' });
        const worker = new Worker(url, { type: 'module' });
        const out: BrowserRun[] = [];
        try {
          for (let id = 1; id <= runs; id += 1) {
            const started = performance.now();
            const reply = await new Promise<PrepareResponse>((resolve) => {
              worker.onmessage = (event: MessageEvent<PrepareResponse>) => resolve(event.data);
              worker.postMessage({ id, task: 'heic', file });
            });
            const ms = performance.now() - started;
            if (!reply.ok || !reply.blob)
              throw new Error(`the worker refused the HEIC: ${reply.ok ? 'no blob' : reply.code}`);
            const bitmap = await createImageBitmap(reply.blob);
            out.push({ ms, bytes: reply.blob.size, width: bitmap.width, height: bitmap.height });
            bitmap.close();
          }
        } finally {
          worker.terminate();
        }
        return out;
      },
      { url: workerUrl, b64: heic.toString('base64'), runs: RUNS },
    );
  } finally {
    await browser.close();
  }
}

export async function heicBench(base: string): Promise<void> {
  const dist = ensureWebBuild();
  const worker = fs.readdirSync(path.join(dist, 'assets')).find((name) => /^prepare\.worker-.*\.js$/.test(name));
  if (!worker) throw new Error('the built web app has no upload worker (assets/prepare.worker-*.js)');
  const heic = fs.readFileSync(FIXTURE);
  const { width, height } = await sharp(heic).metadata();
  console.log(`\nHEIC → JPEG, one ${width}x${height} photo (${(heic.length / 1e6).toFixed(1)} MB), ${RUNS} times each`);

  const browserRuns = await inBrowser(base, `/assets/${worker}`, heic);
  const [cold, ...warm] = browserRuns;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-heic-'));
  const serverMs: number[] = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await heifToJpeg(FIXTURE, path.join(dir, `${i}.jpeg`));
      serverMs.push(performance.now() - started);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const serverMedian = median(serverMs);
  const warmMedian = median(warm.map((r) => r.ms));
  console.log('                                          first ms  median ms  vs server   JPEG');
  console.log(
    `browser upload worker (WASM + canvas)   ${(cold?.ms ?? 0).toFixed(0).padStart(8)}  ${warmMedian.toFixed(0).padStart(9)}  ${(warmMedian / serverMedian).toFixed(2).padStart(8)}x   ${cold?.width}x${cold?.height}, ${((cold?.bytes ?? 0) / 1e6).toFixed(1)} MB`,
  );
  console.log(
    `server (WASM in a worker thread + sharp)${(serverMs[0] ?? 0).toFixed(0).padStart(8)}  ${serverMedian.toFixed(0).padStart(9)}      1.00x   (the baseline: an API client's HEIC)`,
  );
}
