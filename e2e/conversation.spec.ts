import { expect, test, type Page } from '@playwright/test';
import { makeParent, noonUtc, postPhotoBatch, solidPng, logIn } from './family.js';

const picture = (i: number) => solidPng(48, 36, [(i * 53) % 256, (i * 97 + 40) % 256, (i * 151 + 80) % 256]);

const card = (page: Page, eventId: number) => page.locator(`[data-testid="event-card"][data-event-id="${eventId}"]`);

test("the viewer shows the post's conversation: a comment on the card or in the viewer counts the same in both", async ({
  page,
  request,
}) => {
  test.slow();
  const parent = await makeParent(request);
  const photos = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(1), takenAtGmt: noonUtc('2025-10-05') },
    { photo: picture(2), takenAtGmt: noonUtc('2025-10-05') + 60 },
  ]);
  const eventId = photos[0]!.eventId;
  await logIn(page, parent);
  const comments = card(page, eventId).getByTestId('comments-button');
  await expect(comments).toHaveText('0');

  // A comment in the viewer is the post's: the card counts it.
  await card(page, eventId).getByTestId('thumbnail').first().click();
  const conversation = page.getByTestId('viewer-conversation');
  await expect(conversation.getByTestId('viewer-comments-count')).toHaveText('0 comments');
  await conversation.getByTestId('comment-input').fill('What a smile!');
  await conversation.getByTestId('comment-send').click();
  await expect(conversation.getByTestId('comment-content')).toHaveText(['What a smile!']);
  await expect(conversation.getByTestId('viewer-comments-count')).toHaveText('1 comment');
  // The other photo of the post shows the same conversation.
  await page.getByTestId('viewer-next').click();
  await expect(conversation.getByTestId('comment-content')).toHaveText(['What a smile!']);
  await page.keyboard.press('Escape');
  await expect(comments).toHaveText('1');

  // A comment from the card shows in the viewer, with the same count.
  await comments.click();
  await expect(page.getByTestId('reply')).toBeVisible();
  await page.getByTestId('reply').getByTestId('comment-input').fill('Grandma says hello');
  await page.getByTestId('reply').getByTestId('comment-send').click();
  await expect(page.getByTestId('reply').getByTestId('comment-content')).toHaveText([
    'What a smile!',
    'Grandma says hello',
  ]);
  await page.goto('/timeline');
  await expect(comments).toHaveText('2');
  await card(page, eventId).getByTestId('thumbnail').last().click();
  await expect(conversation.getByTestId('viewer-comments-count')).toHaveText('2 comments');
  await expect(conversation.getByTestId('comment-content')).toHaveText(['What a smile!', 'Grandma says hello']);
  await expect(page.getByTestId('viewer-photo-thread')).toHaveCount(0);
});

test("a photo's own comments show beside the post's, marked as this photo's only", async ({ page, request }) => {
  test.slow();
  const parent = await makeParent(request);
  const [photo] = await postPhotoBatch(request, parent, parent.babyId, [
    { photo: picture(3), takenAtGmt: noonUtc('2025-10-07') },
  ]);
  const said = await request.post(`/api/en/moments/${photo!.momentId}/comments`, {
    headers: { 'x-token': parent.token },
    data: { content: 'Just this one' },
  });
  expect(said.status()).toBe(201);
  await logIn(page, parent);
  await expect(card(page, photo!.eventId).getByTestId('comments-button')).toHaveText('0');
  await card(page, photo!.eventId).getByTestId('thumbnail').click();
  const own = page.getByTestId('viewer-photo-thread');
  await expect(own).toContainText('This photo only');
  await expect(own.getByTestId('comment-content')).toHaveText(['Just this one']);
  await expect(page.getByTestId('viewer-conversation').getByTestId('viewer-comments-count')).toHaveText('0 comments');
  await expect(page.getByTestId('viewer-event-thread').getByTestId('comments-empty')).toBeVisible();
});
