// Media on S3 seen in a real browser: a server process whose media and uploads are in an s3rver on
// loopback, a family with a photo and a video uploaded through tus, then Chromium signs in and looks
// at the timeline, the viewer with the photo, and the video playing; with the bucket stopped, a
// picture not loaded before shows its placeholder, not a broken image. Screenshots at 1280x800 and
// 1024x768 go to the folder named by the first argument (default /tmp/sprout-s3-shots).
//
//   npm run build && npx tsx apps/server/test/browser/s3-media.ts /tmp/sprout-s3-shots
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { CreateMomentReply, UploadTokenReply } from '@sprout/shared';
import { boot } from '../../src/boot.js';
import { makeFamily, PASSWORD } from '../helpers/family.js';
import { signIn } from '../helpers/http.js';
import { startLoopbackS3 } from '../helpers/s3-server.js';
import { startServerProcess } from '../helpers/server-process.js';
import { createPictureMoment, fixture, tusUpload } from '../helpers/upload.js';

const shots = path.resolve(process.argv[2] ?? '/tmp/sprout-s3-shots');
fs.mkdirSync(shots, { recursive: true });

function check(what: string, ok: boolean, detail = ''): void {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}\n`);
  if (!ok) process.exitCode = 1;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`) });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}-1024.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const s3 = await startLoopbackS3();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-s3-browser-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  SIGNUP: 'open',
  PUZZLE_PROOF_BITS: '4',
  ...s3.env('album'),
};
const setup = await boot({ ...env, SPROUT_WORKER: 'off' }, 'silent');
const f = await makeFamily(setup);
await setup.db.close();
const server = await startServerProcess(env);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  const client = await signIn(server.url, f.admin.email);
  const ids: number[] = [];
  for (const [name, type, offset] of [
    ['photo-exif-gps.jpg', 'picture', 0],
    ['video-rotated.mp4', 'video', 60],
    ['photo.heic', 'picture', 120],
  ] as const) {
    const grant = await client.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);
    const id = await tusUpload(grant.body.endpoint, grant.body.sts_token, fixture(name), name);
    const made = await createPictureMoment(client, f.baby.id, id, { type, taken_at_gmt: 1_748_740_830 + offset });
    check(`POST /moments of ${name}`, made.status === 201, String(made.status));
    ids.push((made.body as CreateMomentReply).moment.id);
  }
  // The in-process worker makes the derivatives from the bucket; wait until every tile has one.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const events = await client.get<{ list: Array<{ moments: Array<{ picture?: { state: string } | null }> }> }>(
      `/events?baby_id=${f.baby.id}`,
    );
    const states = events.body.list.flatMap((e) => e.moments.map((m) => m.picture?.state ?? 'ready'));
    if (states.length === 3 && states.every((s) => s === 'ready')) break;
    if (Date.now() > deadline) throw new Error(`derivatives not ready: ${states.join(', ')}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const keys = fs
    .readdirSync(path.join(s3.directory, s3.bucket, 'album'), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('._S3rver_object'));
  check('the media are objects in the bucket', keys.length >= 9, keys.join(' '));

  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await page.goto(`${server.url}/login`);
  await page.getByTestId('login-email').fill(f.admin.email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/timeline$/);
  const tiles = page.locator('[data-testid="thumbnail"] img');
  await tiles.first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="thumbnail"] img')].every((i) => i.complete),
  );
  const loaded = await tiles.evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.naturalWidth));
  check('the timeline shows every thumbnail from the bucket', loaded.length === 3 && loaded.every((w) => w > 0));
  const stored = await page.evaluate(() => localStorage.getItem('sprout.cdns'));
  check(
    'the web keeps config.cdns with its time',
    /"auth":"session"/.test(stored ?? '') && /"at":\d+/.test(stored ?? ''),
  );
  await shoot(page, 'timeline');

  await page.locator(`[data-testid="thumbnail"][data-moment-id="${ids[0]}"]`).click();
  const large = page.getByTestId('viewer-image');
  await large.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="viewer-image"]');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  check('the viewer shows the photo', true);
  await shoot(page, 'viewer-photo');
  await page.keyboard.press('Escape');

  await page.locator(`[data-testid="thumbnail"][data-moment-id="${ids[1]}"]`).click();
  const video = page.getByTestId('viewer-video');
  await video.waitFor();
  const played = await video.evaluate(async (element) => {
    const v = element as HTMLVideoElement;
    v.muted = true;
    await v.play();
    await new Promise((r) => setTimeout(r, 1500));
    return { time: v.currentTime, duration: v.duration, error: v.error?.code ?? null };
  });
  check(
    'the video plays from the bucket, seeking by byte ranges',
    played.time > 0.3 && played.error === null,
    JSON.stringify(played),
  );
  await video.evaluate((element) => (element as HTMLVideoElement).pause());
  await shoot(page, 'viewer-video');
  await page.keyboard.press('Escape');

  // The bucket goes down: a picture not seen before fails twice (503), and its placeholder shows.
  await s3.stop();
  await page.locator(`[data-testid="thumbnail"][data-moment-id="${ids[2]}"]`).click();
  await page.getByText("This can't be loaded right now").waitFor({ timeout: 30_000 });
  const broken = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="viewer-image"]')].filter(
        (img) => img.complete && img.naturalWidth === 0,
      ).length,
  );
  check('with the bucket down, no broken image: the placeholder instead', broken === 0, `${broken} broken`);
  await shoot(page, 'viewer-bucket-down');
  await s3.start();
  await page.keyboard.press('Escape');
  await page.locator(`[data-testid="thumbnail"][data-moment-id="${ids[2]}"]`).click();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="viewer-image"]');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  check('with the bucket back, the picture shows', true);
} finally {
  await browser.close();
  await server.kill('SIGTERM');
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(`screenshots in ${shots}\n`);
