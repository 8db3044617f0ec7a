import { expect, test, type Page } from '@playwright/test';
import { joinFamily, logIn, makeAccount, makeParent, noonUtc, postPhoto, shoot, solidPng } from './family.js';

/**
 * Opens a photo in the viewer by its link, as a shared link or a bookmark does. (Scrolling the
 * timeline to an older card is the timeline's own tests' business; here it only made this journey
 * depend on how far the list had drawn.)
 */
async function openPhoto(page: Page, photo: { eventId: number; momentId: number } | undefined) {
  await page.goto(`/timeline/swiper?event=${photo?.eventId ?? 0}&moment=${photo?.momentId ?? 0}`);
  await expect(page.getByTestId('viewer-stage')).toHaveAttribute('data-moment-id', String(photo?.momentId ?? 0));
}

/** Opens the photo, then the add-tag dialog's "Add a measurement or place", and records a height. */
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

/** A screenshot at the 1024x768 the test runs in (shoot() would leave the viewport at 1280). */
async function shot1024(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1024.png`) });
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}-1024.png` });
}

test("records the doctor's height and weight from the growth page with no photo; the points join the chart", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  // Mia, a girl born on 2025-09-01.
  const parent = await makeParent(request);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/baby_moment_tag_attrs')) sent.push(r.url());
  });
  await logIn(page, parent);
  await page.getByTestId('sidebar-growth').click();
  await expect(page.getByTestId('growth-chart')).toHaveAttribute('data-points', '0');

  // By keyboard: the button opens the labelled form, the value field has the focus, Enter saves.
  const add = page.getByTestId('growth-add-measurement');
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a measurement' });
  await expect(dialog).toBeVisible();
  // A height or a weight, not a place: a place is recorded on its photo.
  await expect(dialog.getByTestId('measurement-kind').getByText('Place')).toHaveCount(0);
  const value = dialog.getByLabel('Value (cm)');
  await expect(value).toBeFocused();
  await page.keyboard.type('61.5');
  // The day is the measurement's: not in the future, not before the birthday; nothing is sent until it is right.
  const day = dialog.getByLabel('Measured on');
  await day.fill('2099-01-01');
  await value.press('Enter');
  // The date field itself stops a future day (its max is today); the server refuses one too (API tests).
  expect(await day.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Measured on').fill('2025-08-20');
  await value.press('Enter');
  await expect(dialog.getByTestId('measurement-warning')).toHaveText("The date cannot be before the baby's birthday.");
  expect(sent).toEqual([]);
  await dialog.getByLabel('Measured on').fill('2026-01-05');
  await shot1024(page, 'growth-add-without-photo');
  await value.press('Enter');
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);

  const chart = page.getByTestId('growth-chart');
  await expect(chart).toHaveAttribute('data-points', '1');
  await expect(chart.locator('.recharts-line-dots circle')).toHaveCount(1);
  const rows = page.getByTestId('measurement-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('measurement-value')).toHaveText('61.5 cm');
  await expect(rows.first()).toContainText('Jan 5, 2026');
  await expect(rows.first()).toContainText('Percentile');

  // A weight, opened on the measure the chart shows.
  await page.getByTestId('growth-measure').getByText('Weight').click();
  await add.click();
  const weightDialog = page.getByRole('dialog', { name: 'Add a measurement' });
  await expect(weightDialog.getByLabel('Value (kg)')).toBeFocused();
  await weightDialog.getByLabel('Value (kg)').fill('6.1');
  await weightDialog.getByLabel('Measured on').fill('2026-01-05');
  await weightDialog.getByTestId('measurement-save').click();
  await expect(weightDialog).toBeHidden();
  await expect(chart).toHaveAttribute('data-points', '1');
  await expect(rows.first().getByTestId('measurement-value')).toHaveText('6.1 kg');
  await shot1024(page, 'growth-chart-without-photo');

  // The Height tag's page lists the value too, where the spec's tag values are shown.
  await page.goto('/timeline/tagDetail');
  await page.getByTestId('tag-card').filter({ hasText: 'Height' }).click();
  await expect(page.getByTestId('tag-values').getByTestId('measurement-value')).toHaveText('61.5 cm');

  // A view-only member sees the measurements but is offered no form.
  const grandma = await makeAccount(request, 'Grandma Rose', 'grandma');
  await joinFamily(request, parent, grandma, 'grandma', 'can_view');
  const other = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const grandmaPage = await other.newPage();
  await logIn(grandmaPage, grandma);
  await grandmaPage.getByTestId('sidebar-growth').click();
  await expect(grandmaPage.getByTestId('growth-chart')).toHaveAttribute('data-points', '1');
  await expect(grandmaPage.getByTestId('growth-add-measurement')).toHaveCount(0);
  await other.close();
});

test("records the doctor's head circumference from the growth page with no photo: its own points, no WHO curves", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  // Mia, a girl born on 2025-09-01.
  const parent = await makeParent(request);
  await logIn(page, parent);
  await page.getByTestId('sidebar-growth').click();
  await page.getByTestId('growth-measure').getByText('Head circumference').click();
  await expect(page.getByTestId('growth-sex')).toHaveCount(0);
  // No WHO head-circumference table is shipped: nothing to draw until a value is recorded, and the page says why.
  await expect(page.getByTestId('measurements-empty')).toBeVisible();
  await expect(page.getByTestId('growth-chart')).toHaveCount(0);
  await expect(page.getByTestId('growth-source')).toHaveText(
    'No WHO curves for head circumference yet: the chart shows only the measurements.',
  );

  // The form opens on the measure the chart shows.
  await page.getByTestId('growth-add-measurement').click();
  const dialog = page.getByRole('dialog', { name: 'Add a measurement' });
  const value = dialog.getByLabel('Value (cm)');
  await expect(value).toBeFocused();
  // A height typed in the wrong field is caught before anything is sent.
  await value.fill('75');
  await dialog.getByLabel('Measured on').fill('2025-10-15');
  await value.press('Enter');
  await expect(dialog.getByTestId('measurement-warning')).toHaveText(
    'A head circumference must be between 20 and 60 cm.',
  );
  await value.fill('38.5');
  await shot1024(page, 'growth-add-head-circumference');
  await value.press('Enter');
  await expect(dialog).toBeHidden();

  const chart = page.getByTestId('growth-chart');
  await expect(chart).toHaveAttribute('data-points', '1');
  await expect(chart.locator('.recharts-line-dots circle')).toHaveCount(1);
  // Only the baby's own line: no percentile curves in the legend.
  await expect(chart.getByText('Percentile 50')).toHaveCount(0);
  const rows = page.getByTestId('measurement-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('measurement-value')).toHaveText('38.5 cm');
  await expect(rows.first()).toContainText('Oct 15, 2025');
  await expect(page.getByTestId('measurement-list')).not.toContainText('Percentile');
  await shot1024(page, 'growth-head-circumference');

  // In inches, like a height.
  await page.getByTestId('growth-units').getByText('Imperial').click();
  await expect(rows.first().getByTestId('measurement-value')).toHaveText('15.2 in');
  await page.getByTestId('growth-units').getByText('Metric').click();

  // The baby's Head circumference tag lists it, where the spec's tag values are shown.
  await page.goto('/timeline/tagDetail');
  // A name this long shows shortened on its card, whole in its tooltip (the spec's tag name rule).
  await page
    .getByTestId('tag-card')
    .filter({ has: page.locator('[data-full-name="Head circumference"]') })
    .click();
  await expect(page.getByTestId('tag-values').getByTestId('measurement-value')).toHaveText('38.5 cm');
});
