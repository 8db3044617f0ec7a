import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makeParent, noonUtc, postPhotoBatch, solidPng, type Parent } from './family.js';

const picture = (i: number) => solidPng(48, 36, [(i * 53) % 256, (i * 97 + 40) % 256, (i * 151 + 80) % 256]);

async function fillSignIn(page: Page, parent: Pick<Parent, 'email' | 'password'>) {
  await page.getByTestId('login-email').fill(parent.email);
  await page.getByTestId('login-password').fill(parent.password);
  await page.getByTestId('login-submit').click();
}

const card = (page: Page, eventId: number) => page.locator(`[data-testid="event-card"][data-event-id="${eventId}"]`);

test('next and previous go on into the neighbouring events, and the title says the date and the age', async ({
  page,
  request,
}) => {
  test.slow();
  const parent = await makeParent(request);
  const older = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(1), takenAtGmt: noonUtc('2025-10-01') },
    { photo: picture(2), takenAtGmt: noonUtc('2025-10-01') + 60 },
  ]);
  const newer = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(3), takenAtGmt: noonUtc('2025-10-05') },
  ]);
  await page.goto('/login');
  await fillSignIn(page, parent);
  await expect(page).toHaveURL(/\/timeline$/);
  const newerAge = await card(page, newer[0]!.eventId).getByTestId('event-age').innerText();
  const olderAge = await card(page, older[0]!.eventId).getByTestId('event-age').innerText();

  await card(page, newer[0]!.eventId).getByTestId('thumbnail').click();
  const title = page.getByTestId('viewer-title');
  const stage = page.getByTestId('viewer-stage');
  await expect(title).toHaveText(`1 of 1 · October 5, 2025 · ${newerAge}`);
  await expect(page.getByTestId('viewer-prev')).toBeDisabled();
  // Past the end of the post: the next one down the timeline, from its first photo.
  await page.keyboard.press('ArrowRight');
  await expect(stage).toHaveAttribute('data-moment-id', String(older[0]!.momentId));
  await expect(title).toHaveText(`1 of 2 · October 1, 2025 · ${olderAge}`);
  await page.getByTestId('viewer-next').click();
  await expect(stage).toHaveAttribute('data-moment-id', String(older[1]!.momentId));
  await expect(page.getByTestId('viewer-next')).toBeDisabled();
  // And back up: before the first photo of a post comes the last of the one above.
  await page.keyboard.press('ArrowLeft');
  await expect(stage).toHaveAttribute('data-moment-id', String(older[0]!.momentId));
  await page.keyboard.press('ArrowLeft');
  await expect(stage).toHaveAttribute('data-moment-id', String(newer[0]!.momentId));
  await expect(title).toContainText('1 of 1 · October 5, 2025');
});

test('a link to a photo survives signing in', async ({ page, request }) => {
  const parent = await makeParent(request);
  const [photo] = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(4), takenAtGmt: noonUtc('2025-10-03') },
  ]);
  await page.goto(`/timeline/swiper?event=${photo!.eventId}&moment=${photo!.momentId}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  // The sign-in page puts the cursor in the email field.
  await expect(page.getByTestId('login-email')).toBeFocused();
  await fillSignIn(page, parent);
  await expect(page).toHaveURL(new RegExp(`/timeline/swiper\\?event=${photo!.eventId}&moment=${photo!.momentId}$`));
  await expect(page.getByTestId('viewer-stage')).toHaveAttribute('data-moment-id', String(photo!.momentId));
});

test('an unknown address goes to the timeline, saying the page did not exist (spec §2, issue 23)', async ({
  page,
  request,
}) => {
  const parent = await makeParent(request);
  await page.goto('/login');
  await fillSignIn(page, parent);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/timeline-typo/photos');
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('unknown-path-notice')).toContainText('/timeline-typo/photos');
  // One segment is looked up as a personal domain first; no album has it.
  await page.goto('/no-such-album-here');
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('unknown-path-notice')).toContainText('/no-such-album-here');
});

test('two quick presses of the arrow key move two steps, in a post and across into the next one', async ({
  page,
  request,
}) => {
  test.slow();
  const parent = await makeParent(request);
  const older = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(11), takenAtGmt: noonUtc('2025-11-01') },
    { photo: picture(12), takenAtGmt: noonUtc('2025-11-01') + 60 },
  ]);
  const newer = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(13), takenAtGmt: noonUtc('2025-11-05') },
    { photo: picture(14), takenAtGmt: noonUtc('2025-11-05') + 60 },
    { photo: picture(15), takenAtGmt: noonUtc('2025-11-05') + 120 },
  ]);
  await page.goto('/login');
  await fillSignIn(page, parent);
  await expect(page).toHaveURL(/\/timeline$/);
  await card(page, newer[0]!.eventId).getByTestId('thumbnail').first().click();
  const stage = page.getByTestId('viewer-stage');
  await expect(stage).toHaveAttribute('data-moment-id', String(newer[0]!.momentId));
  // Two key presses in one go, before the app can render between them: the hardest case for a stale step.
  const twice = (key: string) =>
    page.evaluate((k) => {
      const target = document.activeElement ?? document.body;
      for (let i = 0; i < 2; i += 1)
        target.dispatchEvent(new KeyboardEvent('keydown', { key: k, code: k, bubbles: true }));
    }, key);
  await twice('ArrowRight');
  await expect(stage).toHaveAttribute('data-moment-id', String(newer[2]!.momentId));
  // Across the end of the post: into the next post's first photo, and on to its second.
  await twice('ArrowRight');
  await expect(stage).toHaveAttribute('data-moment-id', String(older[1]!.momentId));
  // And back: to the first of that post, then across to the last of the one above.
  await twice('ArrowLeft');
  await expect(stage).toHaveAttribute('data-moment-id', String(newer[2]!.momentId));
  // Real key presses, one right after the other.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(stage).toHaveAttribute('data-moment-id', String(newer[0]!.momentId));
});

test("the viewer downloads a photo under the name it had on the uploader's device", async ({ page, request }) => {
  test.slow();
  const parent = await makeParent(request);
  await page.goto('/login');
  await fillSignIn(page, parent);
  await expect(page).toHaveURL(/\/timeline$/);
  await page
    .getByTestId('upload-input')
    .setInputFiles([
      { name: 'Mia first steps.png', mimeType: 'image/png', buffer: solidPng(120, 90, [30, 160, 120]).bytes },
    ]);
  await expect(page.getByTestId('upload-done')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('thumbnail').first().click();
  await expect(page.getByTestId('viewer-image')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('viewer-download').click()]);
  // The uploader's name with the stored file's extension; never the server's "original.png".
  expect(download.suggestedFilename()).toMatch(/^Mia first steps\.(png|jpe?g)$/);
});

/** Waits until the photo's renditions are made (the worker runs beside the server). */
async function untilReady(request: APIRequestContext, parent: Parent, momentId: number): Promise<void> {
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/en/events?baby_id=${parent.babyId}`, {
        headers: { 'x-token': parent.token },
      });
      const body = (await reply.json()) as {
        list: Array<{ moments: Array<{ id: number; picture: { state: string } }> }>;
      };
      return body.list.flatMap((e) => e.moments).find((m) => m.id === momentId)?.picture.state;
    })
    .toBe('ready');
}

test('a big photo is shown from the xlarge on a high-density display, from the large on an ordinary one (spec §9)', async ({
  browser,
  request,
}) => {
  test.slow();
  const parent = await makeParent(request);
  const [photo] = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: solidPng(5200, 3120, [90, 140, 200]), takenAtGmt: noonUtc('2025-10-04') },
  ]);
  await untilReady(request, parent, photo!.momentId);
  const viewerSrc = async (options: { screen: { width: number; height: number }; deviceScaleFactor: number }) => {
    const context = await browser.newContext({ ...options, viewport: options.screen });
    const page = await context.newPage();
    await page.goto('/login');
    await fillSignIn(page, parent);
    await expect(page).toHaveURL(/\/timeline$/);
    await page.goto(`/timeline/swiper?event=${photo!.eventId}&moment=${photo!.momentId}`);
    const image = page.getByTestId('viewer-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = (await image.getAttribute('src')) ?? '';
    const naturalWidth = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
    await context.close();
    return { src, naturalWidth };
  };
  // 1920×1080 at 2 device pixels each: the photo shows 3600 px wide full screen, more than the large's 2048.
  const dense = await viewerSrc({ screen: { width: 1920, height: 1080 }, deviceScaleFactor: 2 });
  expect(dense.src).toContain(`/media/moments/${photo!.momentId}/xlarge`);
  expect(dense.naturalWidth).toBe(3840);
  const ordinary = await viewerSrc({ screen: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  expect(ordinary.src).toContain(`/media/moments/${photo!.momentId}/large`);
  expect(ordinary.naturalWidth).toBe(2048);
});
