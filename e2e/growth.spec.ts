import { expect, test, type Page } from '@playwright/test';
import { makeParent, noonUtc, postPhoto, solidPng, logIn, shoot } from './family.js';

/**
 * Opens a photo in the viewer by its link, as a shared link or a bookmark does. (Scrolling the
 * timeline to an older card is the timeline's own tests' business; here it only made this journey
 * depend on how far the list had drawn.)
 */
async function openPhoto(page: Page, photo: { eventId: number; momentId: number } | undefined) {
  await page.goto(`/timeline/swiper?event=${photo?.eventId ?? 0}&moment=${photo?.momentId ?? 0}`);
  await expect(page.getByTestId('viewer-stage')).toHaveAttribute('data-moment-id', String(photo?.momentId ?? 0));
}

/** Opens the photo, then the add-tag dialog's "Add height, weight or place", and records a height. */
async function addHeight(
  page: Page,
  photo: { eventId: number; momentId: number } | undefined,
  cm: string,
  date: string,
) {
  await openPhoto(page, photo);
  await expect(page.getByTestId('viewer')).toBeVisible();
  await page.getByTestId('viewer-add-tag').click();
  await page.getByTestId('add-tag-dialog').getByTestId('add-measurement').click();
  const dialog = page.getByTestId('measurement-dialog');
  await dialog.getByTestId('measurement-value-input').fill(cm);
  await dialog.getByTestId('measurement-date-input').fill(date);
  await dialog.getByTestId('measurement-save').click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('add-tag-cancel').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('viewer')).toBeHidden();
}

test('records three heights on photos and draws them over the WHO curves', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Mia, a girl born on 2025-09-01.
  const parent = await makeParent(request);
  const photos = [];
  for (const [i, date] of ['2025-10-01', '2026-01-02', '2026-05-01'].entries()) {
    photos.push(
      await postPhoto(
        request,
        parent,
        parent.babyId,
        solidPng(64, 48, [30 + i * 60, 120, 90]),
        'family_and_relatives',
        noonUtc(date),
      ),
    );
  }
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/baby_moment_tag_attrs')) sent.push(r.url());
  });
  await logIn(page, parent);

  // A slip of a digit is caught in the dialog, translated, and nothing is sent.
  await openPhoto(page, photos[0]);
  await page.getByTestId('viewer-add-tag').click();
  await page.getByTestId('add-tag-dialog').getByTestId('add-measurement').click();
  const dialog = page.getByTestId('measurement-dialog');
  await dialog.getByTestId('measurement-value-input').fill('5.4');
  await dialog.getByTestId('measurement-date-input').fill('2025-10-01');
  await dialog.getByTestId('measurement-save').click();
  await expect(dialog.getByTestId('measurement-warning')).toHaveText('A height must be between 20 and 200 cm.');
  await dialog.getByTestId('measurement-value-input').fill('54');
  await dialog.getByTestId('measurement-date-input').fill('2025-08-01');
  await dialog.getByTestId('measurement-save').click();
  await expect(dialog.getByTestId('measurement-warning')).toHaveText("The date cannot be before the baby's birthday.");
  expect(sent).toEqual([]);
  await shoot(page, 'growth-measurement-dialog');
  await dialog.getByTestId('measurement-cancel').click();
  await page.getByTestId('add-tag-cancel').click();
  await page.keyboard.press('Escape');

  // The day defaults to the photo's.
  await openPhoto(page, photos[1]);
  await page.getByTestId('viewer-add-tag').click();
  await page.getByTestId('add-tag-dialog').getByTestId('add-measurement').click();
  await expect(page.getByTestId('measurement-date-input')).toHaveValue('2026-01-02');
  await page.getByTestId('measurement-cancel').click();
  await page.getByTestId('add-tag-cancel').click();
  await page.keyboard.press('Escape');

  await addHeight(page, photos[0], '54.5', '2025-10-01');
  await addHeight(page, photos[1], '61.2', '2026-01-02');
  await addHeight(page, photos[2], '68.9', '2026-05-01');
  expect(sent).toHaveLength(3);

  // The Growth entry of the sidebar: the chart holds the three heights, with dates, ages and percentiles.
  await page.getByTestId('sidebar-growth').click();
  await expect(page).toHaveURL(/\/timeline\/growth$/);
  const chart = page.getByTestId('growth-chart');
  await expect(chart).toHaveAttribute('data-points', '3');
  await expect(chart.locator('.recharts-line-dots circle')).toHaveCount(3);
  for (const label of ['Mia', 'Percentile 3', 'Percentile 15', 'Percentile 50', 'Percentile 85', 'Percentile 97'])
    await expect(chart.getByText(label, { exact: true })).toBeVisible();
  const rows = page.getByTestId('measurement-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first().getByTestId('measurement-value')).toHaveText('68.9 cm');
  await expect(rows.first()).toContainText('May 1, 2026');
  await expect(rows.first()).toContainText('Percentile');
  await shoot(page, 'growth-chart');

  // Likes and comments on a height.
  await rows.first().getByTestId('measurement-like').click();
  await expect(rows.first().getByTestId('measurement-like')).toHaveAttribute('aria-pressed', 'true');
  await rows.first().getByTestId('measurement-comments-toggle').click();
  await page.getByTestId('measurement-comment-input').fill('Growing fast!');
  await page.getByTestId('measurement-comment-send').click();
  await expect(page.getByTestId('measurement-comment')).toHaveText(/Growing fast!/);
  await expect(rows.first().getByTestId('measurement-comments-toggle')).toHaveText('Comments (1)');

  // Weight: WHO's curves alone until a weight is recorded.
  await page.getByTestId('growth-measure').getByText('Weight').click();
  await expect(page.getByTestId('measurements-empty')).toBeVisible();
  await expect(page.getByTestId('growth-chart')).toHaveAttribute('data-points', '0');
  await shoot(page, 'growth-weight-empty');
  await page.getByTestId('growth-measure').getByText('Height').click();

  // Imperial, remembered for this user after a reload.
  await page.getByTestId('growth-units').getByText('Imperial').click();
  await expect(rows.first().getByTestId('measurement-value')).toHaveText('27.1 in');
  await page.reload();
  await expect(page.getByTestId('measurement-row').first().getByTestId('measurement-value')).toHaveText('27.1 in');
  await expect(page.getByTestId('growth-chart')).toHaveAttribute('data-points', '3');
  await shoot(page, 'growth-chart-imperial');

  // The Height tag's page lists the values with their likes and comments, and leads back to the chart.
  await page.goto('/timeline/tagDetail');
  await page.getByTestId('tag-card').filter({ hasText: 'Height' }).click();
  const values = page.getByTestId('tag-values');
  await expect(values.getByTestId('measurement-row')).toHaveCount(3);
  await expect(values.getByTestId('measurement-row').first().getByTestId('measurement-comments-toggle')).toHaveText(
    'Comments (1)',
  );
  await expect(values.getByTestId('measurement-row').first().getByTestId('measurement-value')).toHaveText('27.1 in');
  await shoot(page, 'growth-tag-page');
  await values.getByTestId('tag-open-growth').click();
  await expect(page.getByTestId('growth-chart')).toHaveAttribute('data-points', '3');
});
