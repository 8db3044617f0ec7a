import { expect, test, type Page } from '@playwright/test';
import { expireQrKey, mailedLink, puzzleAnswer } from './accounts.js';
import { fromOwnAddress, makeParent, type Parent } from './family.js';

// Journeys of several steps each; on a busy machine they need more than the default minute.
test.describe.configure({ timeout: 120_000 });

async function logIn(page: Page, account: Pick<Parent, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/timeline$/);
}

test('a forgotten password: the mailed link sets a new one, and the old one stops working', async ({ page, request }) => {
  await fromOwnAddress(page);
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

test('the profile page changes the name and the language, from the header', async ({ page, request }) => {
  const parent = await makeParent(request);
  await logIn(page, parent);
  await page.getByTestId('profile-link').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(parent.email);
  await expect(page.getByTestId('profile-email-state')).toHaveText('Not confirmed yet');
  await page.getByTestId('profile-name').fill('  Alex Kim  ');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-saved')).toHaveText('Saved.');
  await page.getByTestId('profile-language').selectOption('ko');
  await expect(page.getByRole('heading', { name: '내 계정', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/내 계정/);
  // The server keeps both: a reload (and Sprout's mails) use them.
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveValue('Alex Kim');
  await expect(page.getByTestId('profile-language')).toHaveValue('ko');
  const me = await request.get('/api/en/user', { headers: { 'x-token': parent.token } });
  expect(await me.json()).toMatchObject({ name: 'Alex Kim', locale: 'ko' });
});

test('changing the password on the profile page signs other devices out', async ({ page, browser, request }) => {
  const parent = await makeParent(request);
  await logIn(page, parent);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, parent);
  await page.goto('/profile');
  await page.getByTestId('profile-current-password').fill(parent.password);
  await page.getByTestId('profile-new-password').fill('second-key-77');
  await page.getByTestId('profile-confirm-password').fill('second-key-77');
  await page.getByTestId('profile-password-save').click();
  await expect(page.getByTestId('profile-password-saved')).toBeVisible();
  // The other browser's next call answers 401: it goes Home.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherPage.getByTestId('session-refused')).toHaveText('Verification failed, please Login again.');
  await other.close();
});

/** Moves the puzzle's piece to `x`: a click on the slider's track near it, then the arrow keys for the last steps. */
async function slideTo(page: Page, x: number) {
  const thumb = page.getByTestId('puzzle').getByRole('slider');
  const max = Number(await thumb.getAttribute('aria-valuemax'));
  const box = await page.getByTestId('puzzle-slider').boundingBox();
  if (!box) throw new Error('the slider is not on screen');
  await page.mouse.click(box.x + (box.width * x) / max, box.y + box.height / 2);
  const now = Number(await thumb.getAttribute('aria-valuenow'));
  for (let i = 0; i < Math.abs(x - now); i += 1) await thumb.press(x > now ? 'ArrowRight' : 'ArrowLeft');
  await expect(thumb).toHaveAttribute('aria-valuenow', String(x));
}

test('after 3 wrong passwords the puzzle appears; a piece off its gap is refused, one in it signs in', async ({ page, request }) => {
  await fromOwnAddress(page);
  const parent = await makeParent(request);
  await page.goto('/login');
  await page.getByTestId('login-email').fill(parent.email);
  for (let i = 0; i < 3; i += 1) {
    await page.getByTestId('login-password').fill(`wrong-guess-${i}`);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('Email or password is incorrect! Please try again.');
  }
  await expect(page.getByTestId('puzzle')).toHaveCount(0);
  await page.getByTestId('login-password').fill(parent.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Please slide the piece into the gap to continue.');
  const puzzle = page.getByTestId('puzzle');
  await expect(puzzle.getByRole('img', { name: 'A picture with a gap the piece fits into' })).toBeVisible();

  // Left where it starts, the piece is not in the gap: refused, and a new puzzle is drawn.
  const first = await puzzle.getAttribute('data-puzzle-id');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('The piece did not fit. Please try the puzzle again.');
  await expect(puzzle).not.toHaveAttribute('data-puzzle-id', first ?? '');
  await expect(puzzle).toHaveAttribute('data-puzzle-id', /.+/);

  const id = (await puzzle.getAttribute('data-puzzle-id')) ?? '';
  await slideTo(page, await puzzleAnswer(id));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/timeline$/);
});

test('QR sign-in: the phone approves, the desktop signs in as its user; an expired code is renewed by a click', async ({ page, browser, request }) => {
  const parent = await makeParent(request, 'Noah');
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 800 }, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
  const phone = await phoneContext.newPage();
  await logIn(phone, parent);

  await page.goto('/login');
  const code = page.getByTestId('qr-login');
  await expect(code).toHaveAttribute('data-state', 'showing');
  await expect(code.getByRole('img', { name: 'QR code to sign in with your phone' })).toBeVisible();

  // Expired: the code says so, and a click brings a new one.
  const firstUrl = (await code.getAttribute('data-url')) ?? '';
  await expireQrKey(firstUrl);
  await expect(page.getByTestId('qr-refresh')).toContainText('The QR code has expired.');
  await page.getByTestId('qr-refresh').click();
  await expect(code).toHaveAttribute('data-state', 'showing');
  const url = (await code.getAttribute('data-url')) ?? '';
  expect(url).not.toBe(firstUrl);
  expect(new URL(url).pathname).toMatch(/^\/qr\/[A-Za-z0-9_-]{20,}$/);

  // The phone opens what the code encodes, sees which device asks, and approves.
  await phone.goto(new URL(url).pathname);
  await expect(phone.getByRole('heading', { name: 'Sign in on the other device?' })).toBeVisible();
  await expect(phone.getByTestId('qr-approve-details')).toContainText('Chrome');
  await phone.getByTestId('qr-approve').click();
  await expect(phone.getByTestId('qr-decided')).toHaveText('Done: the other device is signed in as you.');

  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('active-baby-name')).toHaveText('Album of Noah');
  // Used once: opening the code again is refused.
  await phone.goto(new URL(url).pathname);
  await expect(phone.getByTestId('qr-approve-error')).toBeVisible();
  await phoneContext.close();
});

test('first-run hints on the timeline show one at a time until closed, and stay closed', async ({ page, request }) => {
  const parent = await makeParent(request);
  await logIn(page, parent);
  await expect(page.getByTestId('hint-upload')).toContainText('Upload photos');
  await page.getByTestId('hint-close').click();
  await expect(page.getByTestId('hint-invite_family')).toBeVisible();
  await page.getByTestId('hint-close').click();
  await expect(page.getByTestId('hint-table_of_contents')).toBeVisible();
  await page.getByTestId('hint-close').click();
  await expect(page.getByRole('region', { name: 'Tips' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('thumbnail').or(page.getByTestId('timeline-empty')).or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tips' })).toHaveCount(0);
});
