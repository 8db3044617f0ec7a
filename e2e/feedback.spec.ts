import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn, makeAccount, makeParent, shoot, solidPng } from './family.js';

// Two browsers, uploads and axe at two sizes: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** The operator's CLI against the e2e server's data, as an operator runs it beside the server. */
async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args, '--json'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    },
  );
  return stdout;
}

/** axe on what is on screen now, at both sizes families use: no serious or critical finding. */
async function axeClean(page: Page, screen: string): Promise<void> {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${screen} ${size.width}: ${v.id} ${n.target.join(' ')}`));
    expect(serious).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Keeps every desktop notification the page shows (the real Notification API still shows it). */
const RECORD_NOTIFICATIONS = () => {
  const shown: Array<{ title: string; body: string }> = [];
  (window as unknown as { __shown: typeof shown }).__shown = shown;
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, body: options?.body ?? '' });
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
  Recorded.requestPermission = Real.requestPermission.bind(Real);
  window.Notification = Recorded as typeof Notification;
};

test('feedback with two screenshots is answered from /support, and the family member sees the counter and a notification', async ({
  browser,
}) => {
  const memberContext = await browser.newContext();
  await memberContext.grantPermissions(['notifications']);
  await memberContext.addInitScript(RECORD_NOTIFICATIONS);
  const page = await memberContext.newPage();
  const member = await makeParent(page.request);
  await logIn(page, member);
  await expect(page.getByTestId('feedback-counter')).toHaveCount(0);

  // The member writes, with two screenshots, from the sidebar's Feedback entry.
  await page.getByTestId('sidebar-feedback').click();
  await expect(page).toHaveURL(/\/feedback$/);
  await page.getByTestId('feedback-content').fill('The album is slow to open on my tablet.');
  await page
    .getByTestId('feedback-form')
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: solidPng(480, 300, [30, 140, 120]).bytes },
      { name: 'second.png', mimeType: 'image/png', buffer: solidPng(300, 480, [200, 90, 40]).bytes },
    ]);
  await expect(page.getByRole('button', { name: 'Remove first.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove second.png' })).toBeVisible();
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('feedback-sent')).toBeVisible();
  const item = page.getByTestId('feedback-item').first();
  await expect(item).toContainText('The album is slow to open on my tablet.');
  await expect(item).toContainText('Waiting for an answer');
  await axeClean(page, 'feedback');
  await shoot(page, 'feedback-sent');

  // The operator makes a support account with the CLI and answers from /support.
  // Signed up from the operator's own browser: a sign-up answer carries its session cookie.
  const operatorContext = await browser.newContext();
  const desk = await operatorContext.newPage();
  const operator = await makeAccount(desk.request, 'Sam', 'support');
  expect(JSON.parse(await cli('user', 'support', '--email', operator.email, '--on'))).toMatchObject({
    user: { support: true },
  });
  await logIn(desk, operator);
  await desk.getByTestId('sidebar-support').click();
  await expect(desk).toHaveURL(/\/support$/);
  const listed = desk.getByTestId('support-item').filter({ hasText: 'The album is slow to open on my tablet.' });
  await expect(listed).toHaveCount(1);
  await axeClean(desk, 'support list');
  await shoot(desk, 'support-list');
  // By keyboard: the message is a button in the list.
  await listed.focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByTestId('support-content')).toHaveText('The album is slow to open on my tablet.');
  const shots = desk.getByTestId('support-screenshot');
  await expect(shots).toHaveCount(2);
  for (const shot of await shots.all()) {
    await expect(shot).toBeVisible();
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await desk.getByTestId('support-reply').fill('Thank you! We made the album open faster; please try again.');
  await desk.getByTestId('support-reply').press('Tab');
  await expect(desk.getByTestId('support-reply-send')).toBeFocused();
  await desk.keyboard.press('Enter');
  await expect(desk.getByTestId('support-reply-sent')).toContainText(member.email);
  await axeClean(desk, 'support detail');
  await shoot(desk, 'support-answered');

  // The member, back on the timeline: the counter on Feedback and one desktop notification.
  await page.goto('/timeline');
  const counter = page.getByTestId('feedback-counter');
  await expect(counter).toHaveText('1');
  await expect(page.getByTestId('sidebar-feedback')).toHaveAccessibleName('Feedback, 1 new answer from support');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shown: unknown[] }).__shown))
    .toEqual([
      { title: 'Sprout support answered you', body: 'Thank you! We made the album open faster; please try again.' },
    ]);
  await shoot(page, 'feedback-counter');
  // Told once: a reload does not notify again.
  await page.reload();
  await expect(counter).toHaveText('1');
  await page.getByTestId('sidebar-feedback').click();
  await expect(page.getByTestId('feedback-reply').first()).toContainText('We made the album open faster');
  await expect(counter).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __shown: unknown[] }).__shown)).toEqual([]);
  await shoot(page, 'feedback-answered');

  // A family member sees nothing of the console; a signed-in user is sent from /noLoginFeedback to /feedback.
  await expect(page.getByTestId('sidebar-support')).toHaveCount(0);
  await page.goto('/support');
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/noLoginFeedback');
  await expect(page).toHaveURL(/\/feedback$/);
  await memberContext.close();
  await operatorContext.close();
});

test('someone who cannot sign in writes from /noLoginFeedback with a required contact address', async ({ page }) => {
  await page.goto('/noLoginFeedback');
  await page.getByTestId('feedback-content').fill('I forgot which address my account uses.');
  await page.getByTestId('feedback-send').click();
  await expect(page.getByText('Please enter the address we should answer.')).toBeVisible();
  await page.getByTestId('feedback-email').fill(`locked-out-${Date.now()}@example.com`);
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('feedback-sent')).toBeVisible();
  await axeClean(page, 'noLoginFeedback');
  await shoot(page, 'no-login-feedback');
});

test('a browser without desktop notifications is told so when an answer arrives', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    delete (window as unknown as { Notification?: unknown }).Notification;
  });
  const page = await context.newPage();
  const member = await makeParent(page.request);
  const sent = await page.request.post('/api/en/feedbacks', {
    headers: { 'x-token': member.token },
    multipart: { content: 'Where are my videos?', category: '' },
  });
  expect(sent.status()).toBe(201);
  await logIn(page, member);
  const { id } = (await sent.json()) as { id: number };
  await cli('feedback', 'reply', '--id', String(id), '--text', 'They are in the album, under Videos.');
  await page.reload();
  await expect(page.getByTestId('feedback-counter')).toHaveText('1');
  await expect(page.getByText('This browser cannot show desktop notifications.', { exact: false })).toBeVisible();
  await shoot(page, 'feedback-unsupported');
  await context.close();
});
