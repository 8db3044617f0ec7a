import { expect, test, type Page } from '@playwright/test';
import { makeParent, noonUtc, postPhotoBatch, solidPng, logIn } from './family.js';

const picture = (i: number) => solidPng(48, 36, [(i * 53) % 256, (i * 97 + 40) % 256, (i * 151 + 80) % 256]);

const card = (page: Page, eventId: number) => page.locator(`[data-testid="event-card"][data-event-id="${eventId}"]`);

async function synced(page: Page) {
  await expect(page.getByTestId('timeline')).toHaveAttribute('data-synced', 'true');
}

/** Deletes the photo the viewer shows, confirming in its popover. */
async function deleteShown(page: Page) {
  await page.getByTestId('viewer-delete').click();
  await page.getByTestId('viewer-delete-confirm').click();
}

test('a deleted photo comes back with Undo, and stays back after a reload', async ({ page, request }) => {
  test.slow();
  const parent = await makeParent(request);
  const [kept] = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(1), takenAtGmt: noonUtc('2025-10-01') },
  ]);
  const [gone] = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(2), takenAtGmt: noonUtc('2025-10-08') },
  ]);
  await logIn(page, parent);
  await card(page, gone!.eventId).getByTestId('thumbnail').click();
  await deleteShown(page);
  // The last photo of its event: the card goes, and the notice offers Undo.
  await expect(page.getByTestId('viewer')).toBeHidden();
  await expect(card(page, gone!.eventId)).toHaveCount(0);
  const notice = page.getByTestId('deleted-notice');
  await expect(notice).toContainText('Moved to Recently deleted for 30 days.');
  await notice.getByRole('button', { name: 'Undo' }).click();

  await expect(page.getByText('Restored to the timeline.', { exact: true })).toBeVisible();
  await expect(card(page, gone!.eventId).getByTestId('thumbnail')).toHaveCount(1);
  await expect(card(page, kept!.eventId).getByTestId('thumbnail')).toHaveCount(1);
  await synced(page);
  await page.reload();
  await expect(card(page, gone!.eventId).getByTestId('thumbnail')).toHaveCount(1);
  const restored = await request.get(`/api/en/moments/${gone!.momentId}`, { headers: { 'x-token': parent.token } });
  expect(restored.status()).toBe(200);
});

test('a deleted photo waits in Recently deleted: restore brings it back, delete for good removes it', async ({
  page,
  request,
}) => {
  test.slow();
  const parent = await makeParent(request);
  const pair = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(3), takenAtGmt: noonUtc('2025-10-05') },
    { photo: picture(4), takenAtGmt: noonUtc('2025-10-05') + 60 },
  ]);
  await logIn(page, parent);
  const eventCard = card(page, pair[0]!.eventId);
  await expect(eventCard.getByTestId('thumbnail')).toHaveCount(2);
  await eventCard.getByTestId('thumbnail').first().click();
  await deleteShown(page);
  await expect(page.getByTestId('viewer-title')).toContainText('1 of 1');
  await deleteShown(page);
  await expect(page.getByTestId('viewer')).toBeHidden();
  await expect(eventCard).toHaveCount(0);

  await page.getByTestId('sidebar-trash').click();
  await expect(page).toHaveURL(/\/trash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeVisible();
  const items = page.getByTestId('trash-item');
  await expect(items).toHaveCount(2);
  // The most recently deleted first: the second photo.
  await expect(items.first()).toHaveAttribute('data-moment-id', String(pair[1]!.momentId));
  await items
    .first()
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(page.getByText('Restored to the timeline.', { exact: true })).toBeVisible();
  await expect(items).toHaveCount(1);

  await items
    .first()
    .getByRole('button', { name: /^Delete for good/ })
    .click();
  await page.getByTestId('trash-purge-confirm').click();
  await expect(page.getByText('Deleted for good.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('trash-empty')).toBeVisible();

  await page.getByRole('link', { name: 'Timeline' }).click();
  await expect(eventCard.getByTestId('thumbnail')).toHaveCount(1);
  await expect(eventCard.getByTestId('thumbnail')).toHaveAttribute('data-moment-id', String(pair[1]!.momentId));
  const purged = await request.post(`/api/en/trash/${pair[0]!.momentId}/restore`, {
    headers: { 'x-token': parent.token },
    data: {},
  });
  expect(purged.status()).toBe(404);
});
