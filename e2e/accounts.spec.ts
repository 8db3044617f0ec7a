import { expect, test, type Page } from '@playwright/test';
import { mailedLink } from './accounts.js';
import { makeParent, type Parent } from './family.js';

async function logIn(page: Page, account: Pick<Parent, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/timeline$/);
}

test('a forgotten password: the mailed link sets a new one, and the old one stops working', async ({ page, request }) => {
  const parent = await makeParent(request);
  await page.goto('/login');
  await page.getByTestId('login-forgot').click();
  await expect(page).toHaveURL(/\/password\/forget$/);
  await page.getByTestId('forget-email').fill(parent.email);
  await page.getByTestId('forget-send').click();
  await expect(page.getByTestId('forget-sent')).toHaveText(`We sent a link to ${parent.email}. Open it within 1 hour to choose a new password.`);
  await expect(page.getByTestId('forget-resend')).toBeDisabled();
  await expect(page.getByTestId('forget-resend')).toHaveText(/Send again in \d+ s/);

  const link = await mailedLink(parent.email, /\/password\/set\?token=[A-Za-z0-9_-]{20,}/);
  await page.goto(link);
  await page.getByTestId('set-password').fill('short');
  await page.getByTestId('set-confirm').fill('short');
  await page.getByTestId('set-submit').click();
  await expect(page.getByText('At least 8 characters, with letters and numbers.', { exact: true })).toBeVisible();
  await page.getByTestId('set-password').fill('fresh-start-42');
  await page.getByTestId('set-confirm').fill('fresh-start-42');
  await page.getByTestId('set-submit').click();
  await expect(page.getByTestId('set-done')).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByTestId('set-password').fill('another-try-42');
  await page.getByTestId('set-confirm').fill('another-try-42');
  await page.getByTestId('set-submit').click();
  await expect(page.getByTestId('set-error')).toContainText('This password link is not valid any more');

  await page.goto('/login');
  await page.getByTestId('login-email').fill(parent.email);
  await page.getByTestId('login-password').fill(parent.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Email or password is incorrect! Please try again.');
  await logIn(page, { email: parent.email, password: 'fresh-start-42' });
});

test("an unknown address gets the spec's message", async ({ page }) => {
  await page.goto('/password/forget');
  await page.getByTestId('forget-email').fill('nobody-here@example.com');
  await page.getByTestId('forget-send').click();
  await expect(page.getByTestId('forget-error')).toHaveText('The email you provided does not exist.');
});
