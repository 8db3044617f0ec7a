import { expect, test } from '@playwright/test';
import { makeParent, noonUtc, postPhoto, solidPng, logIn, shoot } from './family.js';

test('tags a photo from the viewer with every rule of the dialog, then opens the tag page', async ({
  page,
  request,
}) => {
  // A long journey: on a shared machine it needs more than the default minute.
  test.setTimeout(180_000);
  const parent = await makeParent(request);
  const photo = await postPhoto(
    request,
    parent,
    parent.babyId,
    solidPng(64, 48, [40, 140, 200]),
    'family_and_relatives',
    noonUtc('2025-10-02'),
  );
  // Enough tags that the dialog's list must scroll within its 376 px.
  for (let i = 1; i <= 14; i += 1) {
    const made = await request.post('/api/en/moment_tags', {
      headers: { 'x-token': parent.token },
      multipart: { name: `Walk ${i}`, insurance: 'false', baby_id: String(parent.babyId) },
    });
    expect(made.status()).toBe(201);
  }
  const tagCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/(moment_tags|tagging_records)$/.test(new URL(r.url()).pathname))
      tagCalls.push(new URL(r.url()).pathname.split('/').pop() ?? '');
  });

  await logIn(page, parent);
  await page.locator(`[data-testid="thumbnail"][data-moment-id="${photo.momentId}"]`).click();
  await expect(page.getByTestId('viewer')).toBeVisible();
  await page.getByTestId('viewer-add-tag').click();
  const dialog = page.getByTestId('add-tag-dialog');
  await expect(dialog.getByTestId('add-tag-option')).toHaveCount(14);
  const listBox = await dialog.getByTestId('add-tag-list').boundingBox();
  expect(listBox?.height ?? 0).toBeLessThanOrEqual(376);
  expect(listBox?.height ?? 0).toBeGreaterThan(300);

  // Nothing chosen: a warning, and nothing sent.
  await dialog.getByTestId('add-tag-confirm').click();
  await expect(dialog.getByTestId('add-tag-warning')).toHaveText('Please choose at least one tag.');

  // The new-tag dialog: an empty name warns "input tag" and sends nothing; cancel closes it.
  await dialog.getByTestId('add-tag-new').click();
  const newTag = page.getByTestId('new-tag-dialog');
  await newTag.getByTestId('new-tag-commit').click();
  await expect(newTag.getByTestId('new-tag-warning')).toHaveText('Please enter a tag name.');
  await newTag.getByTestId('new-tag-input').fill('   ');
  await newTag.getByTestId('new-tag-commit').click();
  await expect(newTag.getByTestId('new-tag-warning')).toHaveText('Please enter a tag name.');
  await newTag.getByTestId('new-tag-input').fill('?!');
  await newTag.getByTestId('new-tag-commit').click();
  await expect(newTag.getByTestId('new-tag-warning')).toHaveText('Please enter at least one word.');
  await newTag.getByTestId('new-tag-cancel').click();
  await expect(newTag.getByTestId('new-tag-input')).toBeHidden();
  expect(tagCalls).toEqual([]);

  // A real new tag, with a name past 12 characters: made, chosen, shortened with a tooltip.
  await dialog.getByTestId('add-tag-new').click();
  await newTag.getByTestId('new-tag-input').fill('  Bath time at grandma’s  ');
  await newTag.getByTestId('new-tag-commit').click();
  await expect(newTag.getByTestId('new-tag-input')).toBeHidden();
  const made = dialog.locator('[data-testid="add-tag-option"][data-checked="true"]');
  await expect(made).toHaveCount(1);
  const name = made.getByTestId('tag-name');
  await expect(name).toHaveText('Bath time at…');
  await name.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Bath time at grandma’s');
  await shoot(page, 'add-tag-dialog');
  await dialog.getByTestId('add-tag-confirm').click();
  await expect(dialog.getByTestId('add-tag-confirm')).toBeHidden();
  await expect(page.getByText('Tagged.')).toBeVisible();
  expect(tagCalls).toEqual(['moment_tags', 'tagging_records']);

  // The photo has the tag now: choosing it again is refused.
  await page.getByTestId('viewer-add-tag').click();
  const again = page.getByTestId('add-tag-dialog');
  const existing = again.locator('[data-testid="add-tag-option"][data-already="true"]');
  await expect(existing).toHaveCount(1);
  await existing.click();
  await expect(again.getByTestId('add-tag-warning')).toHaveText('This tag is already chosen.');
  await again.getByTestId('add-tag-cancel').click();
  await page.getByTestId('viewer-close').click();

  // The sidebar counts the tags; the list shows the tag with its photo; the tag page shows it and opens the viewer.
  await expect(page.getByTestId('sidebar-tags-count')).toHaveText('15');
  await page.getByTestId('sidebar-tags').click();
  await expect(page).toHaveURL(/\/timeline\/tagDetail$/);
  const tagCard = page.getByTestId('tag-card').filter({ hasText: 'Bath time at' });
  await expect(tagCard.getByTestId('tag-card-counts')).toHaveText('1 photos · 0 videos');
  await shoot(page, 'tag-list');
  await tagCard.click();
  await expect(page.getByTestId('tag-detail-name')).toHaveText('Bath time at grandma’s');
  await expect(page.getByTestId('tag-count-photos')).toHaveText('1');
  await expect(page.getByTestId('tag-count-videos')).toHaveText('0');
  await expect(page.getByTestId('reply-swiper')).toBeVisible();
  await shoot(page, 'tag-detail');
  await page
    .getByTestId('tag-moments')
    .locator(`[data-testid="thumbnail"][data-moment-id="${photo.momentId}"]`)
    .click();
  await expect(page).toHaveURL(/\/timeline\/tagDetail\/swiper\?tag=\d+&event=\d+&moment=\d+/);
  await expect(page.getByTestId('viewer-stage')).toHaveAttribute('data-moment-id', String(photo.momentId));
  await page.getByTestId('viewer-close').click();
  await expect(page.getByTestId('tag-detail')).toBeVisible();
});

test('tags every photo of an event from its card', async ({ page, request }) => {
  const parent = await makeParent(request);
  const photo = await postPhoto(
    request,
    parent,
    parent.babyId,
    solidPng(64, 48, [200, 90, 40]),
    'family_and_relatives',
    noonUtc('2025-10-03'),
  );
  await logIn(page, parent);
  await page
    .locator(`[data-testid="event-card"][data-event-id="${photo.eventId}"]`)
    .getByTestId('card-add-tag')
    .click();
  const dialog = page.getByTestId('add-tag-dialog');
  await dialog.getByTestId('add-tag-suggestion').filter({ hasText: 'Birthday' }).click();
  await dialog.getByTestId('add-tag-confirm').click();
  await expect(dialog.getByTestId('add-tag-confirm')).toBeHidden();
  const records = await request.get(`/api/en/tagging_records?baby_id=${parent.babyId}&moment_id=${photo.momentId}`, {
    headers: { 'x-token': parent.token },
  });
  expect(
    ((await records.json()) as { tagging_records: Array<{ tag_name: string }> }).tagging_records.map((r) => r.tag_name),
  ).toEqual(['Birthday']);
});
