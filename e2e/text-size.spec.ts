import { expect, test, type Page } from '@playwright/test';
import { makeParent, noonUtc, postPhotoBatch, solidPng, logIn } from './family.js';

const picture = (i: number) => solidPng(48, 36, [(i * 61) % 256, (i * 89 + 30) % 256, (i * 131 + 70) % 256]);

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Every card shown fits the row the virtual list gave it: rows are computed up front, so a card taller than its row would overlap the next. */
async function cardsFitRows(page: Page) {
  const misfits = await page.locator('.sprout-row').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const card = row.querySelector('[data-testid="event-card"]');
      if (!card) return [];
      const rowBox = row.getBoundingClientRect();
      const cardBox = card.getBoundingClientRect();
      return cardBox.bottom <= rowBox.bottom + 0.5
        ? []
        : [`${card.getAttribute('data-event-id')}: card ${cardBox.height} in row ${rowBox.height}`];
    }),
  );
  expect(misfits).toEqual([]);
}

test("the profile's text size makes the album larger, is kept per user, and the timeline's rows still fit", async ({
  page,
  request,
}) => {
  test.slow();
  const parent = await makeParent(request);
  for (let day = 1; day <= 4; day += 1) {
    await postPhotoBatch(
      request,
      parent,
      parent.babyId,
      Array.from({ length: day + 2 }, (_, i) => ({
        photo: picture(day * 10 + i),
        takenAtGmt: noonUtc(`2025-10-0${day}`) + i * 60,
      })),
    );
  }
  await logIn(page, parent);
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await rootSize()).toBe('16px');

  await page.goto('/profile');
  const control = page.getByTestId('profile-text-size');
  await expect(control.getByRole('radio', { name: 'Normal' })).toBeChecked();
  await control.getByText('Larger').click();
  await expect(control.getByRole('radio', { name: 'Larger' })).toBeChecked();
  expect(await rootSize()).toBe('20px');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/text-size-profile-1280.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/text-size-profile-1024.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Kept over a reload, and the timeline is laid out for it.
  await page.goto('/timeline');
  await expect(page.getByTestId('event-card')).toHaveCount(4);
  expect(await rootSize()).toBe('20px');
  await cardsFitRows(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/text-size-timeline-1280.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await cardsFitRows(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/text-size-timeline-1024.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Per user: someone else signing in on this device reads at the normal size, and so does the sign-in page.
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  expect(await rootSize()).toBe('16px');
  const other = await makeParent(request, 'Leo');
  await logIn(page, other);
  expect(await rootSize()).toBe('16px');
  await page.getByTestId('sign-out').click();
  await logIn(page, parent);
  expect(await rootSize()).toBe('20px');
});
