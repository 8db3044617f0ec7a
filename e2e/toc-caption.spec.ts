import { expect, test } from '@playwright/test';
import { logIn, makeParent, noonUtc, postPhoto, solidPng } from './family.js';

// A year's caption sits above its first month in the sidebar's table of contents. With one month the
// list's least height left no room for the caption, so the list scrolled it half out of view (issue 23).
test("the table of contents keeps a year's caption in view above its month, at 1024x768", async ({ page, request }) => {
  const parent = await makeParent(request, 'Ada', '2025-01-10');
  await postPhoto(
    request,
    parent,
    parent.babyId,
    solidPng(64, 48, [30, 120, 200]),
    'family_and_relatives',
    noonUtc('2026-03-02'),
  );
  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page, parent);
  const toc = page.getByTestId('toc');
  const caption = toc.getByTestId('toc-year');
  await expect(caption).toHaveText('1-2 years');
  await expect(toc.getByTestId('toc-entry')).toHaveCount(1);
  // Read on the timeline: the list keeps the bucket being read in view, which once scrolled its caption away.
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expect(toc.getByTestId('toc-entry').first()).toHaveAttribute('aria-current', 'location');
  const box = (await toc.boundingBox())!;
  const drawn = (await caption.boundingBox())!;
  expect(drawn.y).toBeGreaterThanOrEqual(box.y);
  expect(drawn.y + drawn.height).toBeLessThanOrEqual(box.y + box.height);
  expect(await toc.evaluate((element) => element.scrollTop)).toBe(0);
});
