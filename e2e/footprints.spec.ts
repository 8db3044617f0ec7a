import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  joinFamily,
  makeAccount,
  makeParent,
  noonUtc,
  postPhoto,
  solidPng,
  type Parent,
  logIn,
  shoot,
} from './family.js';

/**
 * Footprints (issue 11): a place on a photo, added from the viewer's add-tag
 * dialog like a height, listed on the Footprints tag's page with its photo,
 * a link to OpenStreetMap, likes and comments; a can_view member sees it
 * and has no control to change it.
 */

/** axe-core's serious and critical WCAG 2 A/AA findings on the page as it is (the approach of a11y.spec.ts). */
async function seriousFindings(page: Page): Promise<string[]> {
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}

async function openFootprints(page: Page) {
  await page.goto('/timeline/tagDetail');
  await page.getByTestId('tag-card').filter({ hasText: 'Footprints' }).click();
  await expect(page.getByTestId('tag-detail-name')).toHaveText('Footprints');
}

test('a place on a photo: added from the add-tag dialog, listed on the Footprints page, liked, commented, edited and removed', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const parent: Parent = await makeParent(request);
  const photo = await postPhoto(
    request,
    parent,
    parent.babyId,
    solidPng(64, 48, [60, 150, 110]),
    'family_and_relatives',
    noonUtc('2026-03-14'),
  );
  const grandma = await makeAccount(request, 'Grandma Rose', 'grandma');
  await joinFamily(request, parent, grandma, 'grandma', 'can_view');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/baby_moment_tag_attrs')) sent.push(r.url());
  });

  await logIn(page, parent);
  await page.locator(`[data-testid="thumbnail"][data-moment-id="${photo.momentId}"]`).click();
  await expect(page.getByTestId('viewer')).toBeVisible();
  await page.getByTestId('viewer-add-tag').click();
  await expect(page.getByTestId('add-measurement')).toHaveText('Add a measurement or place');
  await page.getByTestId('add-tag-dialog').getByTestId('add-measurement').click();
  const dialog = page.getByTestId('measurement-dialog');
  await dialog.getByTestId('measurement-kind').getByText('Place').click();
  // The server's rules, translated, before anything is sent: a name is needed, of at most 100 characters.
  await dialog.getByTestId('measurement-save').click();
  await expect(dialog.getByTestId('measurement-warning')).toHaveText('Please enter a place.');
  await dialog.getByTestId('place-name-input').fill('x'.repeat(101));
  await dialog.getByTestId('measurement-save').click();
  await expect(dialog.getByTestId('measurement-warning')).toHaveText('A place name can have at most 100 characters.');
  expect(sent).toEqual([]);
  await dialog.getByTestId('place-name-input').fill('Seoul Forest');
  await dialog.getByTestId('place-latitude-input').fill('37.5444');
  await dialog.getByTestId('place-longitude-input').fill('127.0374');
  // The day defaults to the photo's.
  await expect(dialog.getByTestId('measurement-date-input')).toHaveValue('2026-03-14');
  await shoot(page, 'footprints-dialog');
  await dialog.getByTestId('measurement-save').click();
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
  await page.getByTestId('add-tag-cancel').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('viewer')).toBeHidden();

  // The Footprints tag's page lists the place with its photo, day and a link to the map.
  await openFootprints(page);
  const rows = page.getByTestId('tag-values').getByTestId('place-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByTestId('place-name')).toHaveText('Seoul Forest');
  await expect(row).toContainText('Mar 14, 2026');
  await expect(row.getByTestId('place-photo')).toHaveAttribute('alt', 'Photo taken at Seoul Forest');
  await expect(row.getByTestId('place-coordinates')).toContainText('37.5444, 127.0374');
  const link = row.getByTestId('place-map-link');
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=37\.5444&mlon=127\.0374/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAccessibleName('Show on OpenStreetMap (opens in a new tab)');

  // Liked and commented on, as a height is.
  await row.getByTestId('measurement-like').click();
  await expect(row.getByTestId('measurement-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(row.getByTestId('measurement-like')).toHaveText('♥ 1');
  await row.getByTestId('measurement-comments-toggle').click();
  await page.getByTestId('measurement-comment-input').fill('What a sunny day!');
  await page.getByTestId('measurement-comment-send').click();
  await expect(page.getByTestId('measurement-comment')).toHaveText(/What a sunny day!/);
  await expect(row.getByTestId('measurement-comments-toggle')).toHaveText('Comments (1)');

  // Edited: a new name, checked by the same rules.
  await row.getByTestId('place-edit').click();
  const edit = page.getByTestId('place-edit-dialog');
  await edit.getByTestId('place-name-input').fill('  ');
  await edit.getByTestId('place-edit-save').click();
  await expect(edit.getByTestId('place-edit-warning')).toHaveText('Please enter a place.');
  await edit.getByTestId('place-name-input').fill('Seoul Forest Park');
  await edit.getByTestId('place-edit-save').click();
  await expect(edit).toBeHidden();
  await expect(row.getByTestId('place-name')).toHaveText('Seoul Forest Park');
  await expect(row.getByTestId('place-coordinates')).toContainText('37.5444, 127.0374');

  // No serious or critical axe finding with the place and its comments shown, at both sizes.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    expect(await seriousFindings(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'footprints-tag-page');

  // Grandma, who may only view: she sees the place, its like and comment, and nothing to add, edit or remove.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const viewer = await context.newPage();
  await logIn(viewer, grandma);
  await openFootprints(viewer);
  const seen = viewer.getByTestId('tag-values').getByTestId('place-row');
  await expect(seen).toHaveCount(1);
  await expect(seen.getByTestId('place-name')).toHaveText('Seoul Forest Park');
  await expect(seen.getByTestId('measurement-like')).toHaveText('♥ 1');
  await expect(seen.getByTestId('measurement-comments-toggle')).toHaveText('Comments (1)');
  await expect(seen.getByTestId('place-edit')).toHaveCount(0);
  await expect(seen.getByTestId('measurement-remove')).toHaveCount(0);
  await shoot(viewer, 'footprints-tag-page-viewer');
  // The tag page's own photo: the timeline behind the dialog has one of the same moment.
  await viewer.getByTestId('tag-moments').getByTestId('thumbnail').first().click();
  await expect(viewer.getByTestId('viewer')).toBeVisible();
  await expect(viewer.getByTestId('viewer-add-tag')).toHaveCount(0);
  await context.close();

  // Both coordinates emptied: the place keeps its name and loses its point and map link.
  await row.getByTestId('place-edit').click();
  await edit.getByTestId('place-latitude-input').fill('');
  await edit.getByTestId('place-longitude-input').fill('');
  await edit.getByTestId('place-edit-save').click();
  await expect(edit).toBeHidden();
  await expect(row.getByTestId('place-name')).toHaveText('Seoul Forest Park');
  await expect(row.getByTestId('place-coordinates')).toHaveCount(0);
  await expect(row.getByTestId('place-map-link')).toHaveCount(0);

  // Removed by the parent: the list says there is none.
  await row.getByTestId('measurement-remove').click();
  await expect(page.getByTestId('place-row')).toHaveCount(0);
  await expect(page.getByTestId('places-empty')).toBeVisible();
});
