import { expect, test } from '@playwright/test';
import { PUBLIC_JS_BUDGET, PUBLIC_PAGES, weighPage } from './publicPages';

// The public pages stay light: no signed-in feature, no zod, before sign-in (ADR 0027).
for (const page of PUBLIC_PAGES) {
  test(`${page} loads at most ${PUBLIC_JS_BUDGET / 1000} kB of gzipped JavaScript`, async ({ browser, baseURL }) => {
    const weight = await weighPage(browser, baseURL!, page);
    const listing = weight.files.map((file) => `${file.bytes} ${file.url}`).join('\n');
    expect(weight.files.length, listing).toBeGreaterThan(0);
    expect(weight.bytes, listing).toBeLessThanOrEqual(PUBLIC_JS_BUDGET);
  });
}

// A signed-out visitor's console stays clean: the route guard asks GET /users/session, which answers
// 200 either way, where GET /user's 401 was logged as an error on every visit (issue 23).
test('a signed-out visit logs no error in the console and gets no 4xx from the API', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      problems.push(`${response.status()} ${response.url()}`);
  });
  for (const path of [
    '/login',
    '/timeline',
    '/babyinfo/setfamily',
    '/noaccount',
    '/password/forget',
    '/download',
    '/introduce',
    '/faq',
    '/privacy',
    '/terms',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('login-email').or(page.locator('main')).first()).toBeVisible();
  }
  // A protected page sends the signed-out visitor to sign in, carrying where they were going.
  await page.goto('/timeline');
  await expect(page).toHaveURL(/\/login/);
  expect(problems).toEqual([]);
});
