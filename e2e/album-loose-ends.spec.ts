import { expect, test, type Browser, type Page } from '@playwright/test';
import { makeParent, noonUtc, postPhoto, solidPng, type Parent, logIn, shoot } from './family.js';

/** Issue 11's loose ends: the album header and cover, "no permission" for other families, untagging, uploading from a tag's page, diary media. */

async function pageOf(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })).newPage();
}

/** The Admin's profile edit, multipart as the web sends it. */
async function editBaby(
  page: Page,
  parent: Parent,
  multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
) {
  const res = await page.request.put(`/api/en/babies/${parent.babyId}`, {
    headers: { 'x-token': parent.token },
    multipart,
  });
  expect(res.status()).toBe(200);
}

async function makeTag(page: Page, parent: Parent, name: string): Promise<number> {
  const made = await page.request.post('/api/en/moment_tags', {
    headers: { 'x-token': parent.token },
    multipart: { name, insurance: 'false', baby_id: String(parent.babyId) },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { id: number }).id;
}

const png = (name: string, rgb: [number, number, number], width = 96, height = 72) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(width, height, rgb).bytes,
});

test('the header reads "Mia\'s Album" and the baby\'s cover heads the timeline and the album', async ({ page }) => {
  test.setTimeout(120_000);
  const parent = await makeParent(page.request);
  await postPhoto(
    page.request,
    parent,
    parent.babyId,
    solidPng(64, 48, [200, 120, 60]),
    'family_and_relatives',
    noonUtc('2025-10-02'),
  );
  await editBaby(page, parent, { background: png('cover.png', [40, 120, 170], 1200, 400), background_y: '40' });
  await logIn(page, parent);
  await expect(page.getByTestId('active-baby-name')).toHaveText("Mia's Album");
  const cover = page.getByTestId('timeline-cover');
  await expect(cover.locator('img')).toBeVisible();
  await expect(cover.getByRole('heading', { level: 1 })).toBeVisible();
  // The cover sits above the timeline's scroll box, not inside it.
  await expect(page.getByTestId('timeline-scroll').getByTestId('timeline-cover')).toHaveCount(0);
  const coverBox = await cover.boundingBox();
  const scrollBox = await page.getByTestId('timeline-scroll').boundingBox();
  expect((coverBox?.y ?? 0) + (coverBox?.height ?? 0)).toBeLessThanOrEqual(scrollBox?.y ?? 0);
  await expect(page.getByTestId('timeline-scroll').getByTestId('thumbnail')).toHaveCount(1);
  await shoot(page, 'loose-timeline-cover');

  await page.getByTestId('sidebar-album').click();
  await expect(page).toHaveURL(new RegExp(`/timeline/album\\?baby=${parent.babyId}$`));
  await expect(page.getByRole('dialog', { name: "Mia's Album" })).toBeVisible();
  await expect(page.getByTestId('album-modal').getByTestId('album-cover').locator('img')).toBeVisible();
  await shoot(page, 'loose-album-cover');
});

test('at 1024x768 the cover shrinks and the first-run hint folds away as the timeline scrolls, and both return at its top', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US' })).newPage();
  const parent = await makeParent(page.request);
  for (let day = 1; day <= 8; day += 1)
    await postPhoto(
      page.request,
      parent,
      parent.babyId,
      solidPng(64, 48, [20 * day, 120, 60]),
      'family_and_relatives',
      noonUtc(`2025-10-${String(day).padStart(2, '0')}`),
    );
  await editBaby(page, parent, { background: png('cover.png', [40, 120, 170], 1200, 400), background_y: '40' });
  await logIn(page, parent);
  const cover = page.getByTestId('timeline-cover');
  const scroll = page.getByTestId('timeline-scroll');
  await expect(cover.locator('img')).toBeVisible();
  await expect(page.getByTestId('hint-upload')).toBeVisible();
  const before = (await scroll.boundingBox())!;
  expect((await cover.boundingBox())!.height).toBeGreaterThan(90);

  await scroll.hover();
  await page.mouse.wheel(0, 400);
  await expect(page.getByTestId('hint-upload')).toHaveCount(0);
  await expect.poll(async () => (await cover.boundingBox())!.height).toBeLessThanOrEqual(64);
  await expect(cover.getByRole('heading', { level: 1 })).toBeVisible();
  // The room goes to the photos: the list starts higher on the screen.
  expect((await scroll.boundingBox())!.y).toBeLessThan(before.y - 60);
  await shoot(page, 'loose-cover-scrolled');

  await page.mouse.wheel(0, -2000);
  await expect(page.getByTestId('hint-upload')).toBeVisible();
  await expect.poll(async () => (await cover.boundingBox())!.height).toBeGreaterThan(90);
  await page.context().close();
});

test('another family\'s album, photo, album link and tag say "no permission"; signed out, a domain signs in and comes back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const parent = await makeParent(page.request);
  const domain = `mia-${Date.now().toString(36)}`;
  await editBaby(page, parent, { personal_domain: domain });
  const photo = await postPhoto(
    page.request,
    parent,
    parent.babyId,
    solidPng(64, 48, [90, 30, 160]),
    'family_and_relatives',
    noonUtc('2025-10-03'),
  );
  const tagId = await makeTag(page, parent, 'Walks');

  // Someone from another family, signed in.
  const stranger = await makeParent(page.request, 'Leo');
  await logIn(page, stranger);
  await page.goto(`/${domain}`);
  await expect(
    page.getByRole('heading', { level: 1, name: "You don't have permission to view this album." }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${domain}$`));
  await shoot(page, 'loose-no-permission-domain');
  for (const link of [
    `/timeline/swiper?event=${photo.eventId}&moment=${photo.momentId}&baby=${parent.babyId}`,
    `/timeline/album?baby=${parent.babyId}`,
    `/timeline/tagDetail?tag=${tagId}&baby=${parent.babyId}`,
  ]) {
    await page.goto(link);
    await expect(page.getByTestId('no-permission')).toBeVisible();
    await expect(page.getByTestId('viewer-stage')).toHaveCount(0);
    await expect(page.getByTestId('active-baby-name')).toHaveText("Leo's Album");
  }
  await shoot(page, 'loose-no-permission-link');
  await page.getByTestId('no-permission-back').click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('timeline')).toBeVisible();

  // A visitor not signed in goes to /login and comes back to the album's domain.
  const visitor = await pageOf(browser);
  await visitor.goto(`/${domain}`);
  await expect(visitor).toHaveURL(new RegExp(`/login\\?next=%2F${domain}$`));
  await visitor.getByTestId('login-email').fill(parent.email);
  await visitor.getByTestId('login-password').fill(parent.password);
  await visitor.getByTestId('login-submit').click();
  await expect(visitor).toHaveURL(/\/timeline$/);
  await expect(visitor.getByTestId('active-baby-name')).toHaveText("Mia's Album");
  // And a link to the photo, naming its baby, opens for the family after signing in.
  const other = await pageOf(browser);
  await other.goto(`/timeline/swiper?event=${photo.eventId}&moment=${photo.momentId}&baby=${parent.babyId}`);
  await expect(other).toHaveURL(/\/login\?next=/);
  await other.getByTestId('login-email').fill(parent.email);
  await other.getByTestId('login-password').fill(parent.password);
  await other.getByTestId('login-submit').click();
  await expect(other.getByTestId('viewer-stage')).toHaveAttribute('data-moment-id', String(photo.momentId));
});

test('untags from the viewer and the tag page, and uploads from a tag page tag every new photo', async ({ page }) => {
  test.setTimeout(180_000);
  const parent = await makeParent(page.request);
  const photo = await postPhoto(
    page.request,
    parent,
    parent.babyId,
    solidPng(64, 48, [30, 160, 90]),
    'family_and_relatives',
    noonUtc('2025-10-04'),
  );
  const tagId = await makeTag(page, parent, 'Garden');
  const tagged = await page.request.post('/api/en/tagging_records', {
    headers: { 'x-token': parent.token },
    data: { baby_id: parent.babyId, moments: [{ moment_id: photo.momentId, tagging_record: [{ tag_id: tagId }] }] },
  });
  expect(tagged.status()).toBe(200);

  await logIn(page, parent);
  await page.locator(`[data-testid="thumbnail"][data-moment-id="${photo.momentId}"]`).click();
  const chips = page.getByTestId('viewer-tags');
  await expect(chips.getByTestId('viewer-tag')).toHaveText(['Garden']);
  await shoot(page, 'loose-viewer-tags');
  await chips.getByRole('button', { name: 'Remove the tag Garden' }).click();
  await expect(page.getByText('Tag removed.')).toBeVisible();
  await expect(page.getByTestId('viewer-tags')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The tag's page: nothing in it now; upload two photos here.
  await page.goto(`/timeline/tagDetail?tag=${tagId}`);
  const detail = page.getByTestId('tag-detail');
  await expect(detail.getByTestId('tag-count-photos')).toHaveText('0');
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/tagging_records')) posted.push('tagging_records');
  });
  await detail
    .getByTestId('tag-upload-input')
    .setInputFiles([png('garden-1.png', [10, 200, 40]), png('garden-2.png', [220, 180, 20])]);
  await expect(page.getByTestId('upload-summary')).toHaveText('Uploaded: 2 · Failed: 0', { timeout: 60_000 });
  await expect(detail.getByTestId('tag-count-photos')).toHaveText('2');
  await expect(detail.getByTestId('tag-moments').getByTestId('thumbnail')).toHaveCount(2);
  // The server tagged them as it made them: no second call from the browser.
  expect(posted).toEqual([]);
  await shoot(page, 'loose-tag-upload-here');

  // Take one off from the tag's page.
  await detail.getByRole('button', { name: 'Remove moment 1 from this tag' }).click();
  await expect(detail.getByTestId('tag-count-photos')).toHaveText('1');
  await expect(detail.getByTestId('tag-moments').getByTestId('thumbnail')).toHaveCount(1);
});

test('a diary entry takes a photo through the upload queue, shows it, keeps its cover, and opens it in the viewer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const parent = await makeParent(page.request);
  // An older post of the timeline: the viewer over the entry must not walk on into it.
  const older = await postPhoto(
    page.request,
    parent,
    parent.babyId,
    solidPng(64, 48, [200, 120, 60]),
    'family_and_relatives',
    noonUtc('2025-10-02'),
  );
  await logIn(page, parent);
  await page.getByTestId('sidebar-write-diary').click();
  const editor = page.getByTestId('diary-editor');
  await editor.getByTestId('diary-text').fill('Mia met the ducks at the pond.');
  // Its bytes are held back a moment: the editor shows how far it is, since the queue's panel lies under the dialog.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/tus/**', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await editor.getByTestId('diary-media-input').setInputFiles([png('pond.png', [20, 90, 200], 160, 120)]);
  await expect(
    editor.locator('[data-testid="diary-media-upload"][data-state="sending"]').getByTestId('diary-media-bytes'),
  ).toHaveText(/^0 B of [\d.]+ K?B · 0%$/);
  await shoot(page, 'loose-diary-edit-media-sending');
  release();
  // The queue sends it private, with no audience picker of its own.
  await expect(page.getByTestId('upload-diary-note')).toBeVisible();
  await expect(page.getByTestId('upload-privacy')).toHaveCount(0);
  await expect(editor.locator('[data-testid="diary-media-upload"][data-state="ready"]')).toHaveCount(1, {
    timeout: 60_000,
  });
  await shoot(page, 'loose-diary-edit-media');
  await editor.getByTestId('diary-save-draft').click();
  await expect(page.getByText('Saved as a draft. Only you can see it.')).toBeVisible();
  const detail = page.getByTestId('diary-detail');
  await expect(detail.getByTestId('diary-detail-media').getByTestId('thumbnail')).toHaveCount(1);
  const eventId = Number(await detail.getAttribute('data-event-id'));
  // The photo belongs to the entry: no separate post of it on the timeline.
  const events = await page.request.get(`/api/en/events?baby_id=${parent.babyId}&style=best_12`, {
    headers: { 'x-token': parent.token },
  });
  const list = ((await events.json()) as { list: Array<{ id: number; moments: Array<{ type: string }> }> }).list;
  expect(list.map((e) => e.id)).toEqual([eventId, older.eventId]);
  expect(list[0]?.moments.map((m) => m.type).sort()).toEqual(['picture', 'text']);
  await shoot(page, 'loose-diary-detail-media');

  // Publish, then open the photo in the viewer over the entry; closing goes back to the entry.
  await detail.getByTestId('diary-edit').click();
  await expect(page.getByTestId('diary-media-held').locator('img')).toHaveCount(1);
  await page.getByTestId('diary-publish').click();
  await expect(page.getByText('Published for the family.')).toBeVisible();
  await page.getByTestId('diary-detail').getByTestId('thumbnail').click();
  await expect(page).toHaveURL(
    new RegExp(`/timeline/diaryDetail/swiper\\?diary=${eventId}&event=${eventId}&moment=\\d+&baby=${parent.babyId}$`),
  );
  await expect(page.getByTestId('viewer-stage')).toBeVisible();
  // The entry's one photo: nothing before or after it here, though the timeline has an older post.
  await expect(page.getByTestId('viewer-prev')).toBeDisabled();
  await expect(page.getByTestId('viewer-next')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('diary-detail')).toHaveAttribute('data-event-id', String(eventId));

  // The diary list opens with its cover, kept in localStorage for the next visit.
  await page.getByTestId('diary-back').click();
  await expect(page.getByTestId('diary-cover')).toBeVisible();
  const kept = await page.evaluate(() => localStorage.getItem('sprout.diary.cover'));
  expect(kept).toContain('/media/moments/');
  await shoot(page, 'loose-diary-cover');
  // Another page of the same browser shows the kept cover at once.
  const again = await page.context().newPage();
  await again.goto('/timeline/diaryDetail');
  await expect(again.getByTestId('diary-cover')).toBeVisible();
});
