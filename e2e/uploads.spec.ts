import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { joinFamily, makeAccount, makeParent, solidPng, type Parent } from './family.js';
import { noisePhoto, slowLine, smallPhotos, watchPatches } from './uploadFiles.js';

const FIXTURES = path.resolve(import.meta.dirname, '../test-fixtures');
/** Screenshots a person looks at (issue 10); beside the other e2e output, outside the repo's tracked files. */
const shot = (name: string) => path.resolve(import.meta.dirname, '../.tmp/e2e-results', name);
// EXIF times without an offset are the camera's wall clock, read in the browser's zone.
test.use({ timezoneId: 'UTC' });

async function logIn(page: Page, who: Pick<Parent, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/timeline$/);
  // The timeline (and its drop zone) is there once the family is loaded.
  await expect(page.getByTestId('timeline')).toBeVisible();
}

const items = (page: Page) => page.getByTestId('upload-item');
const item = (page: Page, name: string) => page.locator(`[data-testid="upload-item"][data-name="${name}"]`);

async function momentsOf(page: Page, parent: Parent) {
  const reply = await page.request.get(`/api/en/events?baby_id=${parent.babyId}&style=best_12`, {
    headers: { 'x-token': parent.token },
  });
  const body = (await reply.json()) as {
    list: Array<{
      moments: Array<{
        id: number;
        privacy: string;
        picture_width: number;
        picture_height: number;
        taken_at_gmt: number;
        picture: { original: string } | null;
      }>;
    }>;
  };
  return body.list.flatMap((event) => event.moments);
}

test('60 files at once: the first 50 are queued with the limit message, all arrive, and the done panel closes itself after 10 s', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const parent = await makeParent(request);
  await logIn(page, parent);
  await page.getByTestId('upload-input').setInputFiles(smallPhotos(60));
  await expect(page.getByText('You can upload at most 50 files at a time.')).toBeVisible();
  await expect(items(page)).toHaveCount(50);
  await expect(page.locator('[data-testid="upload-item"][data-status="1"]'))
    .toHaveCount(3)
    .catch(() => undefined);
  await expect(page.getByTestId('upload-done')).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId('upload-summary')).toHaveText('Uploaded: 50 · Failed: 0');
  const shownAt = Date.now();
  await expect(page.getByTestId('thumbnail')).not.toHaveCount(0);
  await page.screenshot({ path: shot('uploads-done-1280.png') });
  await expect(page.getByTestId('upload-panel')).toBeHidden({ timeout: 15_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(8_000);
  // best_12 lists at most 12 moments of an event, with the event's total beside them.
  const reply = await page.request.get(`/api/en/events?baby_id=${parent.babyId}&style=best_12`, {
    headers: { 'x-token': parent.token },
  });
  const { list } = (await reply.json()) as { list: Array<{ counts: { moments: number } }> };
  expect(list.reduce((sum, event) => sum + event.counts.moments, 0)).toBe(50);
});

test('at most three upload at once; one stops and continues; pause-all then continue-all', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const parent = await makeParent(request);
  await logIn(page, parent);
  await slowLine(page, 300_000);
  const photos = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => noisePhoto(`noise-${n}.png`, 700, 700)));
  await page.getByTestId('upload-input').setInputFiles(photos);
  await expect(items(page)).toHaveCount(5);
  await expect(page.locator('[data-testid="upload-item"][data-status="1"]')).toHaveCount(3);
  await expect(page.locator('[data-testid="upload-item"][data-status="0"]')).toHaveCount(2);

  const first = item(page, 'noise-a.png');
  await first.getByTestId('upload-stop').click();
  await expect(first).toHaveAttribute('data-wording', 'paused');
  await expect(first.getByTestId('upload-status')).toHaveText('Paused');
  // Its slot goes to a waiting file.
  await expect(page.locator('[data-testid="upload-item"][data-status="1"]')).toHaveCount(3);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot('uploads-queue-1024.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await first.getByTestId('upload-continue').click();
  await expect(first).not.toHaveAttribute('data-wording', 'paused');

  await page.getByTestId('upload-cancel-all').click();
  const paused = page.locator('[data-testid="upload-item"][data-wording="paused"]');
  await expect(page.locator('[data-testid="upload-item"][data-status="1"]')).toHaveCount(0);
  // Everything not yet uploaded waits, paused, and stays so.
  const uploaded = await page.locator('[data-testid="upload-item"][data-status="2"]').count();
  expect(uploaded).toBeLessThan(5);
  await expect(paused).toHaveCount(5 - uploaded);
  await page.waitForTimeout(1500);
  await expect(page.locator('[data-testid="upload-item"][data-status="2"]')).toHaveCount(uploaded);
  await page.getByTestId('upload-continue-all').click();
  await expect(page.getByTestId('upload-done')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('upload-summary')).toHaveText('Uploaded: 5 · Failed: 0');
  // The done panel on a tablet, beside the queue it summarises.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByTestId('upload-done')).toBeInViewport();
  await page.screenshot({ path: shot('uploads-done-1024.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await momentsOf(page, parent)).toHaveLength(5);
});

test('a finished photo appears on the timeline while another file of its batch is still on its way (issue 23)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const parent = await makeParent(request);
  await logIn(page, parent);
  // The big file's bytes are held back: its batch stays open for as long as the test wants.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const big = await noisePhoto('held.png', 1200, 1200);
  await page.route('**/tus/**', async (route) => {
    const body = route.request().postDataBuffer();
    if (route.request().method() === 'PATCH' && (body?.length ?? 0) > 100_000) await held;
    await route.continue();
  });
  await page.getByTestId('upload-input').setInputFiles([...smallPhotos(1, 'quick'), big]);
  await expect(item(page, 'quick-01.png')).toHaveAttribute('data-status', '2', { timeout: 60_000 });
  await expect(item(page, 'held.png')).not.toHaveAttribute('data-status', '2');
  // No reload, no finished batch: the photo is on the timeline.
  await expect(page.getByTestId('event-card')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('event-card').first().locator('img').first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('upload-appears-before-batch-end.png') });
  release();
  await expect(item(page, 'held.png')).toHaveAttribute('data-status', '2', { timeout: 60_000 });
});

test('a connection cut mid-upload retries, fails with 745, and Retry then completes it from where it was', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const parent = await makeParent(request);
  await logIn(page, parent);
  const patches = watchPatches(page);
  await slowLine(page, 1_000_000);
  await page.getByTestId('upload-input').setInputFiles([await noisePhoto('cut.png', 1200, 1200)]);
  const row = item(page, 'cut.png');
  await expect.poll(() => patches.length).toBeGreaterThan(1);
  // The line goes: every PATCH from now on fails without an answer.
  await page.route('**/tus/**', (route) =>
    route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.continue(),
  );
  const before = patches.length;
  await expect(row).toHaveAttribute('data-code', '745', { timeout: 30_000 });
  // The first try and three retries.
  expect(patches.length - before).toBeGreaterThanOrEqual(3);
  await expect(row).toHaveAttribute('data-status', '3');
  // What happened in words, the code only as a detail (issue 23).
  await expect(row.getByTestId('upload-error')).toHaveText(
    'The connection dropped. This upload goes on by itself once you are back online. (Error 745)',
  );
  await expect(row.getByTestId('upload-continue')).toHaveCount(0);

  await page.unroute('**/tus/**');
  const resumedFrom = patches.length;
  await row.getByTestId('upload-retry').click();
  await expect(row).toHaveAttribute('data-status', '2', { timeout: 60_000 });
  // Continued from the server's offset, not from zero.
  expect(patches[resumedFrom]?.offset).toBeGreaterThan(0);
  expect(await momentsOf(page, parent)).toHaveLength(1);
});

test('a reload mid-upload brings the queue back, and it completes from the server offset', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const parent = await makeParent(request);
  await logIn(page, parent);
  const offsets = watchPatches(page);
  await slowLine(page, 600_000);
  await page
    .getByTestId('upload-input')
    .setInputFiles([await noisePhoto('reload-1.png', 1000, 1000), await noisePhoto('reload-2.png', 1000, 1000)]);
  await expect.poll(() => offsets.filter((o) => o.offset > 0).length, { timeout: 30_000 }).toBeGreaterThan(1);
  const beforeReload = offsets.length;
  await page.reload();
  await slowLine(page, 2_000_000);
  await expect(items(page)).toHaveCount(2);
  await expect(page.getByTestId('upload-done')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('upload-summary')).toHaveText('Uploaded: 2 · Failed: 0');
  // After the reload, each upload that had begun goes on from a later offset: no byte sent twice beyond the chunk in flight.
  const after = offsets.slice(beforeReload);
  for (const url of new Set(offsets.slice(0, beforeReload).map((o) => o.url))) {
    const sentBefore = Math.max(
      ...offsets
        .slice(0, beforeReload)
        .filter((o) => o.url === url)
        .map((o) => o.offset),
    );
    const resumed = after.find((o) => o.url === url);
    if (resumed) expect(resumed.offset).toBeGreaterThanOrEqual(sentBefore);
  }
  expect(await momentsOf(page, parent)).toHaveLength(2);
});

test('photo.heic becomes an upright JPEG moment with its capture time', async ({ page, request }) => {
  test.setTimeout(120_000);
  const parent = await makeParent(request);
  await logIn(page, parent);
  await page.getByTestId('upload-input').setInputFiles(path.join(FIXTURES, 'photo.heic'));
  const row = item(page, 'photo.heic');
  await expect(row).toHaveAttribute('data-status', '2', { timeout: 60_000 });
  const [moment] = await momentsOf(page, parent);
  expect(moment).toMatchObject({
    picture_width: 1280,
    picture_height: 960,
    taken_at_gmt: Date.UTC(2024, 11, 24, 18, 0, 0) / 1000,
  });
  const original = await page.request.get(moment?.picture?.original ?? '', { headers: { 'x-token': parent.token } });
  expect(original.headers()['content-type']).toBe('image/jpeg');
  const meta = await sharp(await original.body()).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 960 });
  expect(meta.orientation ?? 1).toBe(1);
});

test('a 25 MB JPEG is compressed under 20 MB in the browser and uploaded', async ({ page, request }) => {
  test.setTimeout(180_000);
  const parent = await makeParent(request);
  const width = 5000;
  const height = 4000;
  const noise = randomBytes(width * height * 3);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + ((noise[i] ?? 0) & 31)) & 255;
      raw[i + 1] = ((y * 255) / height + ((noise[i + 1] ?? 0) & 31)) & 255;
      raw[i + 2] = ((x + y) & 255) ^ ((noise[i + 2] ?? 0) & 31);
    }
  }
  const big = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer();
  expect(big.length).toBeGreaterThan(20_971_520);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-big-')), 'big-photo.jpg');
  fs.writeFileSync(file, big);
  await logIn(page, parent);
  await page.getByTestId('upload-input').setInputFiles(file);
  const row = item(page, 'big-photo.jpg');
  await expect(row).toHaveAttribute('data-status', '2', { timeout: 150_000 });
  const [moment] = await momentsOf(page, parent);
  expect(moment).toMatchObject({ picture_width: width, picture_height: height });
  const original = await page.request.get(moment?.picture?.original ?? '', { headers: { 'x-token': parent.token } });
  const bytes = (await original.body()).length;
  expect(bytes).toBeLessThan(20_971_520);
  expect(bytes).toBeGreaterThan(0);
});

async function joinAsViewer(browser: Browser, request: Parameters<typeof makeParent>[0], admin: Parent) {
  const grandma = await makeAccount(request, 'Gran', 'grandma');
  await joinFamily(request, admin, grandma, 'grandma', 'can_view');
  const page = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
  await logIn(page, grandma);
  return { grandma, page };
}

test('a view-only grandparent has no upload control and no drop zone', async ({ browser, request }) => {
  const admin = await makeParent(request, 'Ivy');
  const { page } = await joinAsViewer(browser, request, admin);
  await expect(page.getByTestId('timeline')).toBeVisible();
  await expect(page.getByTestId('upload-button')).toHaveCount(0);
  await expect(page.getByTestId('upload-input')).toHaveCount(0);
  const drag = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(['x'], 'x.png', { type: 'image/png' }));
    return data;
  });
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: drag });
  await expect(page.getByTestId('upload-drop-zone')).toHaveCount(0);
  await page.context().close();
});

test('files dropped on the timeline upload, with a drop zone shown while dragging', async ({ page, request }) => {
  test.setTimeout(120_000);
  const parent = await makeParent(request);
  await logIn(page, parent);
  const png = solidPng(20, 20, [10, 120, 200]).bytes.toString('base64');
  const drag = await page.evaluateHandle((b64) => {
    const data = new DataTransfer();
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    data.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    return data;
  }, png);
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: drag });
  await expect(page.getByTestId('upload-drop-zone')).toBeVisible();
  await page.screenshot({ path: shot('uploads-dropzone-1280.png') });
  await page.dispatchEvent('main', 'drop', { dataTransfer: drag });
  await expect(page.getByTestId('upload-drop-zone')).toHaveCount(0);
  await expect(item(page, 'dropped.png')).toHaveAttribute('data-status', '2', { timeout: 60_000 });
});

test('the batch goes up as "Only me", the card shows it, and the poster opens it to everyone in the viewer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const parent = await makeParent(request, 'Lea');
  const { page: granPage } = await joinAsViewer(browser, request, parent);
  await logIn(page, parent);
  await page.getByTestId('upload-input').setInputFiles(smallPhotos(1, 'secret'));
  await page.getByTestId('upload-privacy').click();
  await page.getByRole('option', { name: 'Only me' }).click();
  await expect(page.getByTestId('upload-done')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await momentsOf(page, parent)).map((m) => m.privacy)).toEqual(['private']);
  await expect(page.locator('[data-testid="tile-privacy"]')).toHaveAttribute('data-privacy', 'private');

  await granPage.reload();
  await expect(granPage.getByTestId('timeline')).toHaveAttribute('data-state', 'empty');

  await page.getByTestId('thumbnail').first().click();
  await expect(page.getByTestId('viewer')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Who can see this' })).toHaveValue('Only me');
  await page.getByTestId('viewer-privacy-picker').click();
  await page.getByRole('option', { name: 'Selected members' }).click();
  await expect(page.getByRole('dialog', { name: 'Who can see it' })).toBeVisible();
  await expect(page.locator('[data-testid="member-choice"][data-me="true"]')).toBeChecked();
  await expect(page.locator('[data-testid="member-choice"][data-me="true"]')).toBeDisabled();
  await page.getByTestId('member-picker-save').click();
  await expect(page.getByTestId('member-picker-error')).toHaveText('Please choose at least one other member.');
  await page.screenshot({ path: shot('uploads-members-1280.png') });
  await page.getByTestId('member-picker').getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('viewer-privacy-picker').click();
  await page.getByRole('option', { name: 'Family and relatives' }).click();
  await expect(page.getByText('Who can see it was changed.')).toBeVisible();
  await expect
    .poll(async () => (await momentsOf(page, parent)).map((m) => m.privacy))
    .toEqual(['family_and_relatives']);
  await granPage.reload();
  await expect(granPage.getByTestId('thumbnail')).toHaveCount(1);
  await granPage.context().close();
});

test('the same picture again is "already in the album": asked by its hash, no byte sent, one moment', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const parent = await makeParent(request);
  await logIn(page, parent);
  const tusCreates: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/tus/')) tusCreates.push(r.url());
  });
  const photo = path.join(FIXTURES, 'photo-exif-gps.jpg');
  await page.getByTestId('upload-input').setInputFiles(photo);
  await expect(page.getByTestId('upload-done')).toBeVisible({ timeout: 60_000 });
  expect(tusCreates).toHaveLength(1);
  await page.getByTestId('upload-close').click();

  await page.getByTestId('upload-input').setInputFiles(photo);
  const row = item(page, 'photo-exif-gps.jpg');
  await expect(row).toHaveAttribute('data-status', '2', { timeout: 60_000 });
  await expect(row.getByTestId('upload-bytes')).toHaveText('Already in the album');
  expect(tusCreates).toHaveLength(1);
  expect(await momentsOf(page, parent)).toHaveLength(1);
});
