import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeParent, noonUtc, postPhotoBatch, solidPng, type Parent, logIn } from './family.js';

/** Distinct little pictures: a colour per index, so no two uploads are the same file. */
const picture = (i: number) => solidPng(48, 36, [(i * 53) % 256, (i * 97 + 40) % 256, (i * 151 + 80) % 256]);

/** One event per date (one photo each, or `perEvent` photos taken the same day). */
async function seed(request: Parameters<typeof postPhotoBatch>[0], parent: Parent, dates: string[], perEvent = 1) {
  let n = 0;
  const events: Array<Array<{ momentId: number; eventId: number }>> = [];
  for (const date of dates) {
    const photos = Array.from({ length: perEvent }, (_, i) => ({
      photo: picture((n += 1)),
      takenAtGmt: noonUtc(date) + i * 60,
    }));
    events.push(await postPhotoBatch(request, parent, parent.babyId, photos));
  }
  return events;
}

/** Cards whose height is not the one the list laid out for them (their min-height), as "id: real vs laid out". */
const cardsNotFittingTheirRows = (cards: Locator) =>
  cards.evaluateAll((elements) =>
    elements
      .map((c) => c as HTMLElement)
      .filter((c) => c.offsetHeight !== parseFloat(c.style.minHeight))
      .map((c) => `${c.getAttribute('data-event-id')}: ${c.offsetHeight} vs ${c.style.minHeight}`),
  );

const card = (page: Page, eventId: number) => page.locator(`[data-testid="event-card"][data-event-id="${eventId}"]`);

/** The timeline has caught up with the server and its cache is written. */
async function synced(page: Page) {
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-synced', 'true');
}

test('likes and unlikes an event; the count changes and survives a reload', async ({ page, request }) => {
  const parent = await makeParent(request);
  const [[first] = []] = await seed(request, parent, ['2025-10-01']);
  await logIn(page, parent);
  const like = card(page, first!.eventId).getByTestId('like-button');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like.getByTestId('like-button-count')).toHaveText('0');

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('like-button-count')).toHaveText('1');
  await synced(page);
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('like-button-count')).toHaveText('1');

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like.getByTestId('like-button-count')).toHaveText('0');
  await synced(page);
  await page.reload();
  await expect(like.getByTestId('like-button-count')).toHaveText('0');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test('a failed like is rolled back with a notification', async ({ page, request }) => {
  const parent = await makeParent(request);
  const [[first] = []] = await seed(request, parent, ['2025-10-01']);
  await logIn(page, parent);
  await page.route(
    (url) => /\/events\/\d+\/likes$/.test(url.pathname),
    (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } }),
  );
  const like = card(page, first!.eventId).getByTestId('like-button');
  await like.click();
  await expect(page.getByText('Your like could not be saved. Please try again.')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like.getByTestId('like-button-count')).toHaveText('0');
});

test('comments: add one, see it on the card, delete it', async ({ page, request }) => {
  const parent = await makeParent(request);
  const [[first] = []] = await seed(request, parent, ['2025-10-01']);
  await logIn(page, parent);
  const comments = card(page, first!.eventId).getByTestId('comments-button');
  await expect(comments).toHaveText('0');
  await comments.click();
  await expect(page).toHaveURL(new RegExp(`/timeline/reply\\?event=${first!.eventId}$`));
  await expect(page.getByTestId('comments-empty')).toBeVisible();

  await page.getByTestId('comment-input').fill('Look at that smile!');
  await page.getByTestId('comment-send').click();
  await expect(page.getByTestId('comment-content')).toHaveText(['Look at that smile!']);
  await expect(page.getByTestId('comment-input')).toHaveValue('');
  await expect(comments).toHaveText('1');

  // The 1000-word limit is enforced before sending.
  await page.getByTestId('comment-input').fill(Array.from({ length: 1001 }, () => 'word').join(' '));
  await expect(page.getByText('A comment can have at most 1,000 words. Please shorten it.')).toBeVisible();
  await expect(page.getByTestId('comment-send')).toBeDisabled();
  await page.getByTestId('comment-input').fill('');

  await page.getByTestId('comment-delete').click();
  await page.getByTestId('comment-delete-confirm').click();
  await expect(page.getByTestId('comment')).toHaveCount(0);
  await expect(page.getByTestId('comments-empty')).toBeVisible();
  await expect(comments).toHaveText('0');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/timeline$/);
});

test('the viewer moves with ArrowRight / ArrowLeft and closes with Escape', async ({ page, request }) => {
  const parent = await makeParent(request);
  const [moments = []] = await seed(request, parent, ['2025-10-01'], 3);
  await logIn(page, parent);
  const thumbs = card(page, moments[0]!.eventId).getByTestId('thumbnail');
  await expect(thumbs).toHaveCount(3);
  await thumbs.first().click();
  const viewer = page.getByTestId('viewer');
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId('viewer-title')).toContainText('1 of 3');
  await expect(page.getByTestId('viewer-stage')).toHaveAttribute('data-moment-id', String(moments[0]!.momentId));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('viewer-title')).toContainText('2 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('viewer-title')).toContainText('3 of 3');
  await expect(page.getByTestId('viewer-stage')).toHaveAttribute('data-moment-id', String(moments[2]!.momentId));
  await expect(page.getByTestId('viewer-next')).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('viewer-title')).toContainText('3 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('viewer-title')).toContainText('2 of 3');
  await page.getByTestId('viewer-prev').click();
  await expect(page.getByTestId('viewer-title')).toContainText('1 of 3');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/timeline$/);
});

test('deletes photos from the viewer: the next one shows, and the last one takes its event away', async ({
  page,
  request,
}) => {
  const parent = await makeParent(request);
  const [[single] = []] = await seed(request, parent, ['2025-10-01']);
  const pair = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(90), takenAtGmt: noonUtc('2025-10-05') },
    { photo: picture(91), takenAtGmt: noonUtc('2025-10-05') + 60 },
  ]);
  await logIn(page, parent);
  const eventCard = card(page, pair[0]!.eventId);
  await expect(eventCard.getByTestId('thumbnail')).toHaveCount(2);
  await eventCard.getByTestId('thumbnail').first().click();
  await expect(page.getByTestId('viewer-title')).toContainText('1 of 2');
  await page.getByTestId('viewer-delete').click();
  await page.getByTestId('viewer-delete-confirm').click();
  await expect(page.getByText('Photo deleted.')).toBeVisible();
  await expect(page.getByTestId('viewer-title')).toContainText('1 of 1');
  await expect(page.getByTestId('viewer-stage')).toHaveAttribute('data-moment-id', String(pair[1]!.momentId));
  await page.keyboard.press('Escape');
  await expect(eventCard.getByTestId('thumbnail')).toHaveCount(1);

  // The last photo of an event: the event leaves the timeline, and stays gone after a reload.
  await card(page, single!.eventId).getByTestId('thumbnail').click();
  await page.getByTestId('viewer-delete').click();
  await page.getByTestId('viewer-delete-confirm').click();
  await expect(page.getByTestId('viewer')).toBeHidden();
  await expect(card(page, single!.eventId)).toHaveCount(0);
  await synced(page);
  await page.reload();
  await expect(eventCard.getByTestId('thumbnail')).toHaveCount(1);
  await expect(card(page, single!.eventId)).toHaveCount(0);
  const deleted = await request.get(`/api/en/moments/${pair[0]!.momentId}`, { headers: { 'x-token': parent.token } });
  expect(deleted.status()).toBe(404);
});

test('the table of contents jumps to a bucket header', async ({ page, request }) => {
  // Birthday 2024-09-01: two years, months of the first year, and before birth, all in the past
  // (the server takes no post dated more than a day ahead).
  const parent = await makeParent(request, 'Mia', '2024-09-01');
  await seed(request, parent, [
    '2026-10-01',
    '2026-09-15',
    '2025-12-01',
    '2025-09-20',
    '2025-06-10',
    '2025-03-03',
    '2025-01-05',
    '2024-12-01',
    '2024-11-02',
    '2024-10-03',
    '2024-09-05',
    '2024-09-01',
    '2024-08-01',
    '2024-07-01',
  ]);
  await logIn(page, parent);
  const toc = page.getByTestId('toc');
  // From age one a bucket is a month of the year (ADR 0021): 2 yrs 1 mo, 2 yrs 0 mo, 1 yr 3 mo, 1 yr 0 mo, then the first year's months.
  await expect(toc.getByTestId('toc-entry')).toHaveCount(12);
  await expect(toc.getByTestId('toc-entry').first()).toContainText('2 yrs 1 mo');
  await expect(toc.getByTestId('toc-year')).toHaveText(['2-3 years', '1-2 years']);
  const before = toc.locator('[data-bucket="before"]');
  await expect(before).toContainText('Before birth');
  // The count is drawn by CSS beside the label (so it does not join the label's text), and said in the name.
  await expect(before.locator('.sprout-toc-count')).toHaveAttribute('data-count', '2');
  await expect(before).toHaveAccessibleName('Before birth: 2 moments');
  const header = page.locator('[data-testid="bucket-header"][data-bucket="before"]');
  await expect(header).not.toBeInViewport();

  await before.click();
  await expect(header).toBeInViewport();
  await expect(before).toHaveAttribute('aria-current', 'location');

  const months = toc.locator('[data-bucket="m03"]');
  await months.click();
  const monthsHeader = page.locator('[data-testid="bucket-header"][data-bucket="m03"]');
  await expect(monthsHeader).toBeInViewport();
  await expect(monthsHeader).toContainText('3-4 months');
  // The header is at the top of the list.
  const top = await page.getByTestId('timeline-scroll').boundingBox();
  const box = await monthsHeader.boundingBox();
  expect(Math.abs((box?.y ?? 0) - (top?.y ?? 0))).toBeLessThan(40);
});

test('a reload starts from the cache at once, then merges what changed on the server meanwhile', async ({
  page,
  request,
}) => {
  const parent = await makeParent(request);
  const [[kept] = [], [removed] = []] = await seed(request, parent, ['2025-10-02', '2025-10-01']);
  await logIn(page, parent);
  await expect(card(page, kept!.eventId)).toBeVisible();
  await expect(card(page, removed!.eventId)).toBeVisible();
  await synced(page);

  // Meanwhile, on another device: a caption and a deleted photo.
  const auth = { 'x-token': parent.token };
  expect(
    (
      await request.put(`/api/en/events/${kept!.eventId}`, { headers: auth, data: { caption: 'Changed on the phone' } })
    ).ok(),
  ).toBe(true);
  expect((await request.delete(`/api/en/moments/${removed!.momentId}`, { headers: auth })).status()).toBe(204);

  // The server's changes are held back until the cached timeline has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(
    (url) => url.pathname.endsWith('/events/updates'),
    async (route) => {
      asked = true;
      await held;
      await route.continue();
    },
  );
  await page.route(
    (url) => url.pathname.endsWith('/events'),
    (route) => route.abort(),
  );
  await page.reload();
  await expect(card(page, kept!.eventId)).toBeVisible();
  await expect(card(page, removed!.eventId)).toBeVisible();
  await expect(card(page, kept!.eventId).getByTestId('event-caption')).toHaveCount(0);
  await expect.poll(() => asked).toBe(true);

  release();
  await expect(card(page, kept!.eventId).getByTestId('event-caption')).toHaveText('Changed on the phone');
  await expect(card(page, removed!.eventId)).toHaveCount(0);
});

test('Korean ages count days from birth as D+N and before birth as D-N', async ({ page, request }) => {
  const parent = await makeParent(request);
  const [[birth] = [], [before] = [], [later] = []] = await seed(request, parent, [
    '2025-09-01',
    '2025-08-02',
    '2026-03-02',
  ]);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('sprout.locale', 'ko'));
  await logIn(page, parent);
  await expect(card(page, later!.eventId).getByTestId('event-age')).toHaveText('6개월 1일');
  // Cards of large pictures: the older ones are rendered once the list is scrolled down to them.
  await page.getByTestId('timeline-scroll').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect(card(page, birth!.eventId).getByTestId('event-age')).toHaveText('D+1');
  await expect(card(page, before!.eventId).getByTestId('event-age')).toHaveText('D-30');
});

/** How many timelines and events the browser keeps in IndexedDB. */
function cachedCounts(page: Page): Promise<{ timelines: number; events: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('sprout-timeline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['timelines', 'events'], 'readonly');
          const timelines = tx.objectStore('timelines').count();
          const events = tx.objectStore('events').count();
          tx.oncomplete = () => {
            resolve({ timelines: timelines.result, events: events.result });
            open.result.close();
          };
        };
      }),
  );
}

test('signing out clears the cached timeline (clean-event)', async ({ page, request }) => {
  const parent = await makeParent(request);
  await seed(request, parent, ['2025-10-02', '2025-10-01']);
  await logIn(page, parent);
  await synced(page);
  await expect.poll(() => cachedCounts(page)).toEqual({ timelines: 1, events: 2 });
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => cachedCounts(page)).toEqual({ timelines: 0, events: 0 });
});

test('every card is exactly as tall as the list lays it out, so scrolling never re-lays the list', async ({
  page,
  request,
}) => {
  const parent = await makeParent(request);
  const events = await seed(request, parent, ['2025-10-05', '2025-10-04', '2025-10-03', '2025-10-02'], 1);
  await seed(request, parent, ['2025-10-01'], 13);
  const auth = { 'x-token': parent.token };
  const captions = [
    'First bath',
    'A long afternoon at the park with grandma, who brought the red kite, and we ran after it until everyone was tired. '.repeat(
      8,
    ),
    '첫 걸음마를 했어요!\n할머니가 박수를 쳤어요.\n\n다음 주에 또 만나요.',
    `${'w'.repeat(300)}`,
  ];
  for (const [i, caption] of captions.entries()) {
    expect(
      (await request.put(`/api/en/events/${events[i]![0]!.eventId}`, { headers: auth, data: { caption } })).ok(),
    ).toBe(true);
  }
  const mismatches = () => cardsNotFittingTheirRows(page.getByTestId('event-card'));

  await logIn(page, parent);
  await synced(page);
  const scroller = page.getByTestId('timeline-scroll');
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    // Screen by screen down the list (cards of large pictures are not all rendered at once): every card fits its row.
    const seen = new Set<string>();
    for (let screen = 0; screen < 30; screen += 1) {
      await expect.poll(mismatches).toEqual([]);
      for (const id of await page
        .getByTestId('event-card')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-event-id') ?? '')))
        seen.add(id);
      const atEnd = await scroller.evaluate((el) => {
        const end = el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
        el.scrollTop += el.clientHeight;
        return end;
      });
      if (atEnd) break;
    }
    expect(seen.size).toBe(5);
    await scroller.evaluate((el) => {
      el.scrollTop = 0;
    });
  }
  // The long caption is clamped in its card; the reply screen shows it whole.
  const long = card(page, events[1]![0]!.eventId).getByTestId('event-caption');
  expect(await long.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await card(page, events[1]![0]!.eventId).getByTestId('comments-button').click();
  const whole = page.getByTestId('reply').getByTestId('event-caption');
  await expect(whole).toContainText('until everyone was tired');
  expect(await whole.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
});

test('edits a caption on its card: the card grows for the editor and fits its row again once saved', async ({
  page,
  request,
}) => {
  const parent = await makeParent(request);
  const [[first] = []] = await seed(request, parent, ['2025-10-01']);
  await logIn(page, parent);
  const theCard = card(page, first!.eventId);
  await expect(theCard).toBeVisible();
  const fits = async () => (await cardsNotFittingTheirRows(theCard)).length === 0;
  expect(await fits()).toBe(true);

  await theCard.getByTestId('caption-edit').click();
  await expect(theCard.getByTestId('caption-counter')).toHaveText('0 / 1000 words');
  await theCard.getByTestId('caption-input').fill('Grandpa visited\nand brought a kite');
  // The counter counts as the limit does, and the input names it as its description.
  await expect(theCard.getByTestId('caption-counter')).toHaveText('6 / 1000 words');
  await expect(theCard.getByTestId('caption-input')).toHaveAccessibleDescription('6 / 1000 words');
  expect(await fits()).toBe(false);
  await theCard.getByTestId('caption-save').click();
  await expect(theCard.getByTestId('event-caption')).toHaveText('Grandpa visited\nand brought a kite');
  await expect.poll(fits).toBe(true);
  // The next card sits below it, not under it.
  await synced(page);
  const box = await theCard.boundingBox();
  const row = await theCard.evaluate((c) => c.parentElement!.getBoundingClientRect().height);
  expect(Math.round(row)).toBe(Math.round((box?.height ?? 0) + 16));

  await page.reload();
  await expect(theCard.getByTestId('event-caption')).toHaveText('Grandpa visited\nand brought a kite');
});

test('on a phone the header names the baby and uploads, the menu holds the language, and card dates are whole', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const parent = await makeParent(request, 'Mia');
  await seed(request, parent, ['2026-11-06']);
  await logIn(page, parent);
  const header = page.getByRole('banner');
  await expect(header.getByTestId('active-baby-name')).toHaveText('Mia');
  // The language box is not squeezed into the header; signing out is an icon, not its biggest button.
  await expect(header.getByTestId('language-select')).toHaveCount(0);
  const signOut = header.getByTestId('sign-out');
  await expect(signOut).toHaveAccessibleName('Sign out');
  const upload = header.getByTestId('header-upload-button');
  await expect(upload).toHaveAccessibleName('Upload photos');
  const [signOutBox, uploadBox] = [await signOut.boundingBox(), await upload.boundingBox()];
  expect(signOutBox!.width).toBeLessThanOrEqual(uploadBox!.width);
  // Every control of the header is inside the screen, none covering another.
  const boxes = await header
    .locator('button, a')
    .evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })),
    );
  for (const box of boxes) expect(box.right).toBeLessThanOrEqual(390);
  const sorted = [...boxes].sort((a, b) => a.left - b.left);
  for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]!.left).toBeGreaterThanOrEqual(sorted[i - 1]!.right - 1);

  // The header's upload button queues files like the menu's.
  await header
    .getByTestId('header-upload-input')
    .setInputFiles([{ name: 'phone.png', mimeType: 'image/png', buffer: picture(99).bytes }]);
  await expect(page.getByTestId('upload-panel')).toBeVisible();

  // The date is written in full, in the locale's shorter form, rather than cut.
  const date = page.getByTestId('event-card').first().locator('.sprout-card-date');
  await expect(date).toHaveText('Nov 6, 2026');
  expect(await date.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  // The language is chosen in the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('language-select').selectOption('ko');
  await expect(header.getByTestId('sign-out')).toHaveAccessibleName('로그아웃');
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/phone-header-ko.png` });
});
