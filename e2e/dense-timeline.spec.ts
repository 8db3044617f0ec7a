import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeParent, noonUtc, postPhotoBatch, solidPng, type Parent, logIn } from './family.js';

// Issue 13, "Denser, calmer timeline": pictures in a justified grid sized to the width,
// one card for a person's batches of a day, month buckets from age one, a sidebar that never cuts entries off.

const SHOTS = process.env.E2E_SHOTS_DIR;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
] as const;

let n = 0;
/** A distinct little picture of a shape (no two uploads the same file). */
const picture = (width: number, height: number) => {
  n += 1;
  return solidPng(width, height, [(n * 53) % 256, (n * 97 + 40) % 256, (n * 151 + 80) % 256]);
};

/** Posts `count` pictures of a shape taken on a date, as one upload batch. */
function batch(
  request: Parameters<typeof postPhotoBatch>[0],
  parent: Parent,
  date: string,
  count: number,
  shape: [number, number],
  minute = 0,
) {
  return postPhotoBatch(
    request,
    parent,
    parent.babyId,
    Array.from({ length: count }, (_, i) => ({
      photo: picture(...shape),
      takenAtGmt: noonUtc(date) + (minute + i) * 60,
    })),
  );
}

const card = (page: Page, eventId: number) => page.locator(`[data-testid="event-card"][data-event-id="${eventId}"]`);

/** Tiles in each row of a card's picture grid, top to bottom, and whether each row lies inside the card. */
const tilesPerRow = (theCard: Locator) =>
  theCard.locator('.sprout-tile').evaluateAll((tiles) => {
    const rows = new Map<number, number>();
    for (const tile of tiles) {
      const top = Math.round(tile.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count);
  });

/** Cards whose height is not the one the list laid out for them (their min-height). */
const cardsNotFittingTheirRows = (page: Page) =>
  page.getByTestId('event-card').evaluateAll((elements) =>
    elements
      .map((c) => c as HTMLElement)
      .filter((c) => c.offsetHeight !== parseFloat(c.style.minHeight))
      .map((c) => `${c.getAttribute('data-event-id')}: ${c.offsetHeight} vs ${c.style.minHeight}`),
  );

test("shows 3 landscape, 4 square or 5 portrait pictures a row at 1280 and 1024, and one card for a day's batches", async ({
  page,
  request,
}) => {
  const parent = await makeParent(request);
  const [landscape] = await batch(request, parent, '2025-10-01', 12, [64, 48]);
  const [square] = await batch(request, parent, '2025-10-02', 8, [48, 48]);
  const [portrait] = await batch(request, parent, '2025-10-03', 10, [48, 64]);
  // Three batches of one day by one person, a comment and a like on the first in between: one card, one conversation.
  const morning = await batch(request, parent, '2025-10-04', 2, [64, 48], 0);
  const auth = { 'x-token': parent.token };
  expect(
    (
      await request.post(`/api/en/events/${morning[0]!.eventId}/comments`, {
        headers: auth,
        data: { content: 'Off to the park' },
      })
    ).status(),
  ).toBe(201);
  const afternoon = await batch(request, parent, '2025-10-04', 2, [48, 64], 240);
  const evening = await batch(request, parent, '2025-10-04', 1, [48, 48], 420);
  expect(new Set([...morning, ...afternoon, ...evening].map((m) => m.eventId)).size).toBe(1);

  await logIn(page, parent);
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-synced', 'true');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect
      .poll(() => tilesPerRow(card(page, landscape!.eventId)), `landscape at ${size.width}`)
      .toEqual([3, 3, 3, 3]);
    await expect.poll(() => tilesPerRow(card(page, square!.eventId)), `square at ${size.width}`).toEqual([4, 4]);
    await expect.poll(() => tilesPerRow(card(page, portrait!.eventId)), `portrait at ${size.width}`).toEqual([5, 5]);
    await expect.poll(() => cardsNotFittingTheirRows(page)).toEqual([]);
    // Large enough to enjoy: a landscape tile takes about a third of the card.
    const [tile, whole] = await Promise.all([
      card(page, landscape!.eventId).locator('.sprout-tile').first().boundingBox(),
      card(page, landscape!.eventId).boundingBox(),
    ]);
    expect(tile!.width).toBeGreaterThan(whole!.width / 3.6);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dense-timeline-${size.width}.png` });
  }

  // The day's card: the five pictures of its three batches, the comment made before the others joined.
  const day = card(page, morning[0]!.eventId);
  await expect(page.getByTestId('event-card')).toHaveCount(4);
  await expect(day.getByTestId('thumbnail')).toHaveCount(5);
  await expect(day.getByTestId('comments-button')).toHaveText('1');
  await day.getByTestId('like-button').click();
  await expect(day.getByTestId('like-button-count')).toHaveText('1');
  await day.getByTestId('comments-button').click();
  await expect(page.getByTestId('reply').getByTestId('comment-content')).toHaveText(['Off to the park']);
  await page.getByTestId('reply').getByTestId('comment-input').fill('And a nap after');
  await page.getByTestId('reply').getByTestId('comment-send').click();
  await expect(page.getByTestId('reply').getByTestId('comment-content')).toHaveText([
    'Off to the park',
    'And a nap after',
  ]);
  await page.goBack();
  await expect(day.getByTestId('comments-button')).toHaveText('2');
  await page.reload();
  await expect(day.getByTestId('like-button-count')).toHaveText('1');
});

test('splits the years from age one by month, in the list and in a table of contents that never cuts entries off at 1024x768', async ({
  page,
  request,
}) => {
  // Born four years ago: a bucket for each month of each year, 4 × 12 + before birth.
  const born = new Date(Date.now() - 4 * 365.25 * 86_400_000);
  const birthday = born.toISOString().slice(0, 10);
  const parent = await makeParent(request, 'Noa', birthday);
  const auth = { 'x-token': parent.token };
  // Several babies, so "My babies" is a list that must stay reachable too.
  for (const name of ['Ari', 'Bo', 'Cai', 'Dee', 'Eli', 'Fay']) {
    expect(
      (
        await request.post('/api/en/babies', {
          headers: auth,
          data: { name, birthday: '2024-01-01', gender: 'girl', relation: 'mom' },
        })
      ).status(),
    ).toBe(201);
  }
  // One photo ten days into each month of age, so month 0 is "0-1 months" whatever today's date is.
  for (let month = 0; month < 48; month += 1) {
    const at = Date.UTC(born.getUTCFullYear(), born.getUTCMonth() + month, born.getUTCDate()) + 10 * 86_400_000;
    const date = new Date(at).toISOString().slice(0, 10);
    if (at < Date.now()) await batch(request, parent, date, 1, [64, 48]);
  }

  await page.setViewportSize(SIZES[1]);
  await logIn(page, parent);
  // The baby of the many months is the first one made; choose it if another is shown.
  await page.getByTestId('baby-switch').filter({ hasText: 'Noa' }).click();
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-synced', 'true');
  const entries = page.getByTestId('toc-entry');
  await expect.poll(() => entries.count()).toBeGreaterThan(40);
  // Months inside the years: 1 yr 0 mo … 3 yrs 11 mo, each year under its caption.
  await expect(page.locator('[data-testid="toc-entry"][data-bucket="y01m00"]')).toHaveAccessibleName(
    /^1 yr 0 mo: 1 moments?$/,
  );
  await expect(page.locator('[data-testid="toc-entry"][data-bucket="y02m05"]')).toHaveAccessibleName(/^2 yrs 5 mo/);
  await expect(page.getByTestId('toc-year')).toHaveText(['3-4 years', '2-3 years', '1-2 years']);
  await expect(page.getByTestId('bucket-header').first()).toHaveAttribute('data-bucket', /^y0[34]m\d\d$/);

  // The list scrolls within itself: its last entry comes into view without moving the upload button or My babies.
  const toc = page.getByTestId('toc');
  expect(await toc.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect(page.getByTestId('upload-button')).toBeInViewport();
  const last = entries.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  const lastBox = await last.boundingBox();
  const tocBox = await toc.boundingBox();
  expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(tocBox!.y + tocBox!.height + 1);
  await expect(page.getByTestId('upload-button')).toBeInViewport();
  await expect(page.getByTestId('sidebar-baby-list')).toBeInViewport();
  const babies = page.getByTestId('baby-switch');
  await expect(babies).toHaveCount(7);
  await babies.last().scrollIntoViewIfNeeded();
  await expect(babies.last()).toBeInViewport();
  await expect(babies.first()).toBeVisible();

  // A click on a month jumps there, and the entry being read is kept in view.
  await expect(entries.last()).toHaveAttribute('data-bucket', 'm00');
  await entries.last().click();
  await expect(page.locator('[data-testid="bucket-header"][data-bucket="m00"]')).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dense-toc-1024.png` });
  await page.setViewportSize(SIZES[0]);
  await page.locator('[data-testid="toc-entry"][data-bucket="y02m06"]').click();
  await expect(page.locator('[data-testid="bucket-header"][data-bucket="y02m06"]')).toBeInViewport();
  await expect(page.locator('[data-testid="toc-entry"][data-bucket="y02m06"]')).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dense-toc-1280.png` });
});
