import { expect, test, type Browser, type Page } from '@playwright/test';
import { joinFamily, makeAccount, makeParent, type Parent, logIn, shoot } from './family.js';

async function pageOf(browser: Browser, who: Pick<Parent, 'email' | 'password'>): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })).newPage();
  await logIn(page, who);
  return page;
}

test('writes a diary entry as a draft, publishes it, and the grandparent comments on it', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const parent = await makeParent(request);
  const grandma = await makeAccount(request, 'Grandma Rose', 'grandma');
  await joinFamily(request, parent, grandma, 'grandma', 'can_view');

  await logIn(page, parent);
  await page.getByTestId('sidebar-write-diary').click();
  const editor = page.getByTestId('diary-editor');
  // No words: refused with the spec's message, nothing sent.
  await editor.getByTestId('diary-save-draft').click();
  await expect(editor.getByTestId('diary-warning')).toHaveText('Please input some words');
  await editor.getByTestId('diary-text').fill('Mia rolled over for the first time today. 우리 아기!');
  await expect(editor.getByTestId('diary-counter')).toHaveText('12 / 1000 words · length 52');
  await shoot(page, 'diary-edit');
  await editor.getByTestId('diary-save-draft').click();
  await expect(page.getByText('Saved as a draft. Only you can see it.')).toBeVisible();
  const detail = page.getByTestId('diary-detail');
  await expect(detail.getByTestId('diary-detail-text')).toHaveText('Mia rolled over for the first time today. 우리 아기!');
  const eventId = Number(await detail.getAttribute('data-event-id'));

  // The grandparent does not see the draft.
  const grandmaPage = await pageOf(browser, grandma);
  await grandmaPage.goto(`/timeline/diaryDetail?event=${eventId}`);
  await expect(grandmaPage.getByTestId('diary-missing')).toBeVisible();

  // The author publishes it from the editor.
  await detail.getByTestId('diary-edit').click();
  await page.getByTestId('diary-publish').click();
  await expect(page.getByText('Published for the family.')).toBeVisible();
  await expect(page.getByTestId('diary-detail')).toBeVisible();
  await page.getByTestId('diary-back').click();
  await expect(page.locator(`[data-testid="diary-entry"][data-event-id="${eventId}"]`)).toBeVisible();
  await expect(page.getByTestId('diary-draft-badge')).toHaveCount(0);

  // Now the grandparent reads it and comments.
  await grandmaPage.goto('/timeline/diaryDetail');
  await grandmaPage.locator(`[data-testid="diary-entry"][data-event-id="${eventId}"]`).click();
  const seen = grandmaPage.getByTestId('diary-detail');
  await expect(seen.getByTestId('diary-detail-text')).toHaveText('Mia rolled over for the first time today. 우리 아기!');
  await expect(seen.getByTestId('diary-author')).toHaveText('From Alex');
  await expect(seen.getByTestId('diary-edit')).toHaveCount(0);
  await seen.getByTestId('comment-input').fill('What a clever girl!');
  await seen.getByTestId('comment-send').click();
  await expect(seen.getByText('What a clever girl!')).toBeVisible();
  await shoot(grandmaPage, 'diary-detail');
  await grandmaPage.context().close();
});
