import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn, makeParent, postPhoto, solidPng, type Parent } from './family.js';
import { slowLine } from './uploadFiles.js';

const FIXTURES = path.resolve(import.meta.dirname, '../test-fixtures');
const shot = (name: string) => path.resolve(import.meta.dirname, '../.tmp/e2e-results', name);

/** A video moment from a fixture, uploaded the way the web app does (upload token, raw tus, POST /moments). */
async function postVideo(request: APIRequestContext, parent: Parent, file: string): Promise<void> {
  const auth = { 'x-token': parent.token };
  const bytes = fs.readFileSync(path.join(FIXTURES, file));
  const token = (await (
    await request.get('/api/en/moments/new', { headers: auth, params: { baby_id: parent.babyId } })
  ).json()) as { endpoint: string; sts_token: string };
  const tus = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token.sts_token}` };
  const created = await request.post(token.endpoint, {
    headers: { ...tus, 'Upload-Length': String(bytes.length), 'Upload-Metadata': `filename ${btoa(file)}` },
  });
  expect(created.status()).toBe(201);
  const uploadUrl = new URL(created.headers()['location'] ?? '', new URL(token.endpoint, 'http://x/')).pathname;
  const patched = await request.patch(uploadUrl, {
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  const moment = await request.post('/api/en/moments', {
    headers: auth,
    data: {
      baby_id: parent.babyId,
      moment: {
        type: 'video',
        service: 'tus',
        path: uploadUrl.split('/').filter(Boolean).pop(),
        taken_at_gmt: Math.floor(Date.now() / 1000) - 3600,
        privacy: 'family_and_relatives',
        picture_width: 1920,
        picture_height: 1080,
        time_zone_offset: 0,
        content: 'First steps',
      },
    },
  });
  expect(moment.status(), await moment.text()).toBe(201);
}

test('the baby page exports the album with progress, the archive opens from disk with its video playing, and imports back', async ({
  page,
  request,
  browser,
}) => {
  // Export, an offline look, then two throttled imports (one cancelled): more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const parent = await makeParent(request, 'Noa');
  await postPhoto(request, parent, parent.babyId, solidPng(64, 48, [220, 120, 60]), 'family_and_relatives');
  await postVideo(request, parent, 'video-rotated.mp4');
  await logIn(page, parent);

  // The first poll is held until the progress has been seen, so the test never races the job.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let polls = 0;
  await page.route(/\/api\/en\/album_exports\/[^/]+$/, async (route) => {
    polls += 1;
    if (polls === 1) await held;
    await route.continue();
  });

  await page.goto('/babyinfo');
  const card = page.getByTestId('export-card');
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.getByTestId('export-start').click();
  await expect(page.getByTestId('export-progress')).toBeVisible();
  await expect(page.getByTestId('export-progress')).toContainText('%');
  await page.screenshot({ path: shot('album-export-progress.png') });
  const download = page.waitForEvent('download');
  release();
  const file = await download;
  await expect(page.getByTestId('export-ready')).toBeVisible();
  await page.screenshot({ path: shot('album-export-ready.png') });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-e2e-archive-'));
  const zip = path.join(dir, file.suggestedFilename());
  await file.saveAs(zip);
  expect(file.suggestedFilename()).toMatch(/^Noa-\d{4}-\d{2}-\d{2}\.zip$/);

  // Unzipped, as a person does, and opened from disk in a browser with no server and no network.
  const unpacked = path.join(dir, 'album');
  execFileSync('unzip', ['-q', zip, '-d', unpacked]);
  const offline = await browser.newContext({ offline: true });
  const local = await offline.newPage();
  const requests: string[] = [];
  local.on('request', (r) => requests.push(r.url()));
  await local.goto(pathToFileURL(path.join(unpacked, 'index.html')).href);
  await expect(local.locator('h1')).toHaveText("Noa's album");
  await expect(local.locator('.moment.picture img')).toHaveCount(1);
  await expect(local.getByText('First steps')).toBeVisible();
  const video = local.locator('video');
  await expect(video).toHaveCount(1);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(2.5);
  expect(duration).toBeLessThan(3.5);
  // It plays: the clock moves.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  await expect
    .poll(() => local.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await local.screenshot({ path: shot('album-export-offline.png'), fullPage: true });
  expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
  await offline.close();

  // Imported back from the baby list, on a line slow enough that the archive takes about five seconds to send.
  await page.setViewportSize({ width: 1024, height: 768 });
  await slowLine(page, Math.ceil(fs.statSync(zip).size / 5));
  await page.goto('/babyList');
  const babies = page.getByTestId('baby-list-page').locator('ul > li');
  await expect(babies).toHaveCount(1);
  const importCard = page.getByTestId('import-card');
  const chooseArchive = async () => {
    await importCard.scrollIntoViewIfNeeded();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('import-choose').click();
    await (await chooser).setFiles(zip);
  };

  // Cancelled mid-upload: said so, and the server made nothing of the half-sent archive.
  await chooseArchive();
  const progress = page.getByTestId('import-progress');
  await expect(progress.getByRole('progressbar', { name: 'Archive upload' })).toBeVisible();
  await expect(progress).toContainText(/Sending the archive: .+ of .+ \(\d+%\)/);
  await page.getByTestId('import-cancel').click();
  await expect(page.getByTestId('import-cancelled')).toContainText('Nothing was added');
  await expect(progress).toBeHidden();
  await page.screenshot({ path: shot('album-import-cancelled.png') });
  await page.reload();
  await expect(page.getByTestId('import-card')).toBeVisible();
  await expect(babies).toHaveCount(1);

  // Whether the rebuilding phase showed is recorded in the page: it may last less than a poll.
  await page.evaluate(() => {
    const seen = { rebuilding: false };
    (window as unknown as { importSeen: typeof seen }).importSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="import-rebuilding"]')) seen.rebuilding = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await chooseArchive();
  await expect(progress).toBeVisible();
  // The bar moves: some bytes are out, not all.
  await expect
    .poll(() => progress.getByRole('progressbar').getAttribute('aria-valuenow').then(Number))
    .toBeGreaterThan(0);
  await page.screenshot({ path: shot('album-import-progress.png') });
  const axe = await new AxeBuilder({ page }).include('[data-testid="import-card"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });
  expect(
    await page.evaluate(() => (window as unknown as { importSeen: { rebuilding: boolean } }).importSeen.rebuilding),
  ).toBe(true);
  await expect(babies).toHaveCount(2, { timeout: 15_000 });
  await page.screenshot({ path: shot('album-import-done.png'), fullPage: true });

  // A hostile archive is refused in words.
  const evil = path.join(dir, 'evil.zip');
  fs.writeFileSync(path.join(dir, 'x.txt'), 'x');
  execFileSync('zip', ['-q', evil, 'x.txt'], { cwd: dir });
  const bytes = fs.readFileSync(evil);
  // The name's bytes become "../x.txt"'s length-preserving cousin "/x.txtx": an absolute path.
  fs.writeFileSync(evil, Buffer.from(bytes.toString('latin1').split('x.txt').join('/x.tx'), 'latin1'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-choose').click();
  await (await chooser).setFiles(evil);
  await expect(page.getByTestId('import-error')).toContainText('not allowed');
  fs.rmSync(dir, { recursive: true, force: true });
});
