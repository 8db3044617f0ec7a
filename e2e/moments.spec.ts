import { expect, test } from '@playwright/test';
import { makeParent, noonUtc, postPhotoBatch, solidPng, logIn } from './family.js';

const picture = (i: number) => solidPng(40, 30, [(i * 37) % 256, (i * 71 + 20) % 256, (i * 113 + 60) % 256]);

const SHOTS = process.env.E2E_SHOTS_DIR;

test('"See all N moments" opens the post\'s photos as a grid, and each opens the viewer', async ({ page, request }) => {
  test.slow();
  const parent = await makeParent(request);
  // 14 photos of one day: the card shows the best 12 and a "See all 14 moments".
  const photos = await postPhotoBatch(
    request,
    parent,
    parent.babyId,
    Array.from({ length: 14 }, (_, i) => ({ photo: picture(i + 1), takenAtGmt: noonUtc('2025-10-04') + i * 60 })),
  );
  const eventId = photos[0]!.eventId;
  await logIn(page, parent);
  const card = page.locator(`[data-testid="event-card"][data-event-id="${eventId}"]`);
  await expect(card.getByTestId('thumbnail')).toHaveCount(12);
  await card.getByTestId('event-more').click();

  await expect(page).toHaveURL(new RegExp(`/timeline/moments\\?post=${eventId}$`));
  const grid = page.getByTestId('moments-grid');
  await expect(grid.getByTestId('thumbnail')).toHaveCount(14);
  await expect(page.getByRole('dialog', { name: 'All 14 moments of October 4, 2025' })).toBeVisible();
  // Not the comments screen.
  await expect(page.getByTestId('reply-modal')).toHaveCount(0);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/moments-grid-1280.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/moments-grid-1024.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The 14th, one the card did not show, in the viewer; closing it comes back to the grid.
  const last = photos[13]!;
  await grid.locator(`[data-testid="thumbnail"][data-moment-id="${last.momentId}"]`).click();
  await expect(page.getByTestId('viewer-stage')).toHaveAttribute('data-moment-id', String(last.momentId));
  await expect(page.getByTestId('viewer-title')).toContainText('14 of 14');
  await page.getByTestId('viewer-close').click();
  await expect(page).toHaveURL(new RegExp(`/timeline/moments\\?post=${eventId}$`));
  await expect(grid.locator(`[data-testid="thumbnail"][data-moment-id="${last.momentId}"]`)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/timeline$/);
});
