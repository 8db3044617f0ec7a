import { expect, test } from '@playwright/test';
import { logIn, makeParent, noonUtc, postPhotoBatch, solidPng } from './family.js';

const picture = (i: number) => solidPng(40, 30, [(i * 53) % 256, (i * 29 + 90) % 256, (i * 101 + 10) % 256]);
const DAY = noonUtc('2025-10-04');
const SHOTS = process.env.E2E_SHOTS_DIR;
/** How often an open timeline syncs (TIMELINE_SYNC_MS in apps/web useTimeline.ts). */
const SYNC_MS = 60_000;

test('photos added later to a busy day show as "+3 new" on its card at the next sync, and open first in its grid', async ({
  page,
  request,
}) => {
  test.slow();
  // The tab's clock, so "the next sync" is a minute fast-forwarded rather than waited for.
  await page.clock.install();
  const parent = await makeParent(request);
  const first = await postPhotoBatch(
    request,
    parent,
    parent.babyId,
    Array.from({ length: 13 }, (_, i) => ({ photo: picture(i + 1), takenAtGmt: DAY + i * 60 })),
  );
  const eventId = first[0]!.eventId;
  await logIn(page, parent);
  const card = page.locator(`[data-testid="event-card"][data-event-id="${eventId}"]`);
  await expect(card.getByTestId('thumbnail')).toHaveCount(12);
  await expect(card.getByTestId('event-more')).toHaveText('See all 13 moments');
  // What the tab saw first is not news.
  await expect(card.getByTestId('event-fresh')).toHaveCount(0);

  // The same parent sends 3 more of that afternoon: they join the day's card, past its oldest 12.
  const later = await postPhotoBatch(
    request,
    parent,
    parent.babyId,
    Array.from({ length: 3 }, (_, i) => ({ photo: picture(20 + i), takenAtGmt: DAY + 3600 + i * 60 })),
  );
  expect(later.every((m) => m.eventId === eventId)).toBe(true);
  await page.clock.fastForward(SYNC_MS + 1000);

  await expect(card.getByTestId('event-more')).toHaveText('See all 16 moments');
  const fresh = card.getByRole('button', { name: '+3 new' });
  await expect(fresh).toBeVisible();
  await expect(fresh).toHaveAttribute('title', 'See the 3 moments added since you opened the timeline, newest first');
  // None of the 3 is on the card: without "+3 new" they would be behind "See all 16".
  for (const { momentId } of later)
    await expect(card.locator(`[data-testid="thumbnail"][data-moment-id="${momentId}"]`)).toHaveCount(0);
  if (SHOTS) {
    await page.setViewportSize({ width: 1024, height: 768 });
    await fresh.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/card-growth-card-1024.png` });
    await page.setViewportSize({ width: 360, height: 740 });
    await fresh.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/card-growth-card-360.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
  }

  await fresh.click();
  await expect(page).toHaveURL(new RegExp(`/timeline/moments\\?post=${eventId}&new=3$`));
  const grid = page.getByTestId('moments-grid');
  await expect(grid.getByTestId('thumbnail')).toHaveCount(16);
  await expect(page.getByTestId('moments-fresh-note')).toHaveText('The 3 moments just added come first, newest first.');
  // The 3 sent last lead the grid, the newest first, and only they are marked.
  const newestFirst = later.map((m) => String(m.momentId)).reverse();
  await expect(grid.getByTestId('thumbnail').nth(0)).toHaveAttribute('data-moment-id', newestFirst[0]!);
  await expect(grid.getByTestId('thumbnail').nth(1)).toHaveAttribute('data-moment-id', newestFirst[1]!);
  await expect(grid.getByTestId('thumbnail').nth(2)).toHaveAttribute('data-moment-id', newestFirst[2]!);
  await expect(grid.locator('[data-fresh]')).toHaveCount(3);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/card-growth-grid-1024.png` });

  // The viewer over this grid walks the grid's order, not the day's taken-at order, and keeps new=.
  const gridOrder = await grid
    .getByTestId('thumbnail')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-moment-id')));
  const stage = page.getByTestId('viewer-stage');
  await grid.getByTestId('thumbnail').nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/timeline/moments/swiper\\?post=${eventId}&new=3&event=${eventId}&moment=`));
  await expect(stage).toHaveAttribute('data-moment-id', gridOrder[0]!);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/card-growth-viewer-1024.png` });
  await page.getByTestId('viewer-next').click();
  await expect(stage).toHaveAttribute('data-moment-id', gridOrder[1]!);
  await page.getByTestId('viewer-next').click();
  await expect(stage).toHaveAttribute('data-moment-id', gridOrder[2]!);
  // Past the just-added: on to the grid's 4th tile, the day's oldest photo, not back into the new ones.
  await page.getByTestId('viewer-next').click();
  await expect(stage).toHaveAttribute('data-moment-id', gridOrder[3]!);
  await page.getByTestId('viewer-prev').click();
  await expect(stage).toHaveAttribute('data-moment-id', gridOrder[2]!);
  await page.getByTestId('viewer-close').click();
  await expect(page).toHaveURL(new RegExp(`/timeline/moments\\?post=${eventId}&new=3$`));
  await expect(page.getByTestId('viewer')).toHaveCount(0);
  await expect(grid.getByTestId('thumbnail')).toHaveCount(16);
  expect(
    await grid
      .getByTestId('thumbnail')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-moment-id'))),
  ).toEqual(gridOrder);
  await expect(grid.locator('[data-fresh]')).toHaveCount(3);
  // The browser's back from the viewer gives the same grid too.
  await grid.getByTestId('thumbnail').nth(1).click();
  await page.getByTestId('viewer-next').click();
  await expect(stage).toHaveAttribute('data-moment-id', gridOrder[2]!);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/timeline/moments\\?post=${eventId}&new=3$`));
  await expect(page.getByTestId('viewer')).toHaveCount(0);
  await expect(grid.getByTestId('thumbnail').nth(0)).toHaveAttribute('data-moment-id', gridOrder[0]!);
  await expect(grid.locator('[data-fresh]')).toHaveCount(3);

  // Seen: back on the timeline the card has nothing new left to offer.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(card.getByTestId('event-more')).toHaveText('See all 16 moments');
  await expect(card.getByTestId('event-fresh')).toHaveCount(0);
});
