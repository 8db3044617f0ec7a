import { expect, test } from '@playwright/test';
import { makeParent, noonUtc, postPhotoBatch, solidPng, logIn } from './family.js';

const SHOTS = process.env.E2E_SHOTS_DIR;

test('the album shows every photo newest first, reaches the oldest, and opens it in the viewer', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const parent = await makeParent(request);
  // 60 photos over 60 days: many more rows than the album's box shows at once.
  const photos = Array.from({ length: 60 }, (_, i) => ({
    photo: solidPng(40, 30, [(i * 53) % 256, (i * 97 + 40) % 256, (i * 151 + 80) % 256]),
    takenAtGmt: noonUtc('2025-10-01') + i * 86_400,
  }));
  const made = await postPhotoBatch(request, parent, parent.babyId, photos);
  const oldest = made[0]!;
  const newest = made.at(-1)!;
  await logIn(page, parent);
  await page.getByTestId('sidebar-album').click();
  const modal = page.getByTestId('album-modal');
  await expect(page.getByRole('dialog', { name: "Mia's Album" })).toBeVisible();
  const scroll = modal.getByTestId('album-scroll');
  await expect(scroll.getByTestId('thumbnail').first()).toHaveAttribute('data-moment-id', String(newest.momentId));
  // Only the rows near the viewport are in the page.
  expect(await scroll.getByTestId('thumbnail').count()).toBeLessThan(60);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/album-1280.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/album-1024.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const last = scroll.locator(`[data-testid="thumbnail"][data-moment-id="${oldest.momentId}"]`);
  await expect(async () => {
    await scroll.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(last).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await last.click();
  await expect(page).toHaveURL(/\/timeline\/album\/swiper\?event=\d+&moment=\d+/);
  await expect(page.getByTestId('viewer-stage')).toHaveAttribute('data-moment-id', String(oldest.momentId));
});
