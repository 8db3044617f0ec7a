import { expect, test, type Page } from '@playwright/test';
import { expireQrKey, mailedLink, puzzleAnswer } from './accounts.js';
import { fromOwnAddress, makeParent, logIn } from './family.js';

// Journeys of several steps each; on a busy machine they need more than the default minute.
test.describe.configure({ timeout: 120_000 });

test('a forgotten password: the mailed link sets a new one, and the old one stops working', async ({
  page,
  request,
}) => {
  await fromOwnAddress(page);
  const parent = await makeParent(request);
  await page.goto('/login');
  await page.getByTestId('login-forgot').click();
  await expect(page).toHaveURL(/\/password\/forget$/);
  await page.getByTestId('forget-email').fill(parent.email);
  await page.getByTestId('forget-send').click();
  await expect(page.getByTestId('forget-sent')).toHaveText(
    `We sent a link to ${parent.email}. Open it within 1 hour to choose a new password.`,
  );
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
  await expect(page.getByTestId('login-error')).toHaveText('The email or password is incorrect. Please try again.');
  await logIn(page, { email: parent.email, password: 'fresh-start-42' });
});

test('where sign-up is open, /noaccount signs up in the web and the new account creates its first baby', async ({
  page,
  request,
}) => {
  const taken = await makeParent(request);
  await page.goto('/login');
  await page.getByTestId('login-create-account').click();
  await expect(page).toHaveURL(/\/noaccount$/);
  await expect(page.getByRole('heading', { name: 'Create your Sprout account' })).toBeVisible();
  await page.getByTestId('signup-name').fill('Sam');
  await page.getByTestId('signup-email').fill('not-an-address');
  await page.getByTestId('signup-password').fill('short');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('The password needs at least 8 characters, with letters and numbers.')).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: test.info().outputPath('signup-1024.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('signup-email').fill(taken.email);
  // Asked as it is typed (GET /users/login_available): said before the form is sent.
  await expect(page.getByText('Email address is already registered.')).toBeVisible();
  await page.getByTestId('signup-password').fill('  sam-pass-42  ');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-error')).toHaveText('Email address is already registered.');
  const email = `sam-${Date.now()}@example.com`;
  await page.getByTestId('signup-email').fill(email);
  await expect(page.getByTestId('signup-email')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('signup-submit').click();

  await expect(page).toHaveURL(/\/addBaby$/);
  await page.getByTestId('first-baby-submit').click();
  await expect(page.getByText('Please choose a gender.')).toBeVisible();
  await page.getByTestId('first-baby-name').fill('Juno');
  await page.getByTestId('first-baby-date-kind').getByText('Expecting').click();
  const due = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('first-baby-birthday').fill(due);
  await page.getByTestId('first-baby-gender-girl').check();
  await page.screenshot({ path: test.info().outputPath('first-baby-1280.png') });
  await page.getByTestId('first-baby-submit').click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('active-baby-name')).toHaveText("Juno's Album");
  // Trimmed, as the spec says: the password signs in without its spaces.
  const again = await request.post('/api/en/users/sign_in.json', { form: { login: email, password: 'sam-pass-42' } });
  expect(again.status()).toBe(200);
});

test("an unknown address gets the spec's message", async ({ page }) => {
  // Reset requests are throttled per address: this one's own, so a rerun or a neighbour never meets the throttle.
  await fromOwnAddress(page);
  await page.goto('/password/forget');
  await page.getByTestId('forget-email').fill(`nobody-${Date.now()}@example.com`);
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

test('the profile takes a phone number: a wrong one says so, one without "+" is read as +86', async ({
  page,
  request,
}) => {
  const parent = await makeParent(request);
  await logIn(page, parent);
  await page.goto('/profile');
  await page.getByTestId('profile-phone').fill('12345');
  await page.getByTestId('profile-save').click();
  await expect(page.getByRole('alert')).toContainText('Please enter a correct phone number.');
  await page.getByTestId('profile-phone').fill('139 1234 5678');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-saved')).toHaveText('Saved.');
  await page.screenshot({ path: 'test-results/profile-phone.png', fullPage: true });
  await page.reload();
  await expect(page.getByTestId('profile-phone')).toHaveValue('+8613912345678');
  const me = await request.get('/api/en/user', { headers: { 'x-token': parent.token } });
  expect(await me.json()).toMatchObject({ phone: '+8613912345678' });
});

test('the profile page changes the email address by a link mailed to the new one', async ({ page, request }) => {
  await fromOwnAddress(page);
  const parent = await makeParent(request);
  await logIn(page, parent);
  await page.goto('/profile');
  const next = `moved-${Date.now()}@example.com`;
  await page.getByTestId('profile-new-email').fill(next);
  await page.getByTestId('profile-email-password').fill(parent.password);
  await page.getByTestId('profile-email-change').click();
  await expect(page.getByTestId('profile-email-sent')).toHaveText(
    `We sent a link to ${next}. Your address changes when you open it (within 24 hours).`,
  );
  await expect(page.getByTestId('profile-email')).toHaveText(parent.email);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByTestId('profile-email-sent').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('email-change-1024.png') });

  await page.goto(await mailedLink(next, /\/email\/confirm\?token=[A-Za-z0-9_-]{20,}/));
  await expect(page.getByTestId('email-confirm-done')).toHaveText(
    'Your email address is changed. Sign in with it from now on.',
  );
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(next);
  await expect(page.getByTestId('profile-email-state')).toHaveText('Confirmed');
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
  await expect(otherPage.getByTestId('session-refused')).toHaveText('Your sign-in has ended. Please sign in again.');
  await other.close();
});

/**
 * Moves the puzzle's piece to `x` with the keyboard, as a person without a mouse does: Home, then
 * one arrow press per step. (A click on the track first raced the reading of where it landed.)
 */
async function slideTo(page: Page, x: number) {
  const thumb = page.getByTestId('puzzle').getByRole('slider');
  await thumb.press('Home');
  await expect(thumb).toHaveAttribute('aria-valuenow', '0');
  for (let i = 0; i < x; i += 1) await thumb.press('ArrowRight');
  await expect(thumb).toHaveAttribute('aria-valuenow', String(x));
}

test('after the 3rd wrong password the puzzle appears before the 4th attempt; a piece off its gap is refused, one in it signs in', async ({
  page,
  request,
}) => {
  await fromOwnAddress(page);
  const parent = await makeParent(request);
  await page.goto('/login');
  await page.getByTestId('login-email').fill(parent.email);
  for (let i = 0; i < 3; i += 1) {
    // Before each of the first 3 attempts there is no puzzle to solve.
    await expect(page.getByTestId('puzzle')).toHaveCount(0);
    await page.getByTestId('login-password').fill(`wrong-guess-${i}`);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('The email or password is incorrect. Please try again.');
  }
  // The 3rd failure said the next attempt needs the puzzle: it is there before the 4th, so no attempt is wasted.
  const puzzle = page.getByTestId('puzzle');
  await expect(puzzle.getByRole('img', { name: 'A picture with a gap the piece fits into' })).toBeVisible();
  await expect(puzzle).toHaveAttribute('data-puzzle-id', /.+/);
  await page.getByTestId('login-password').fill(parent.password);
  await page.screenshot({ path: test.info().outputPath('login-puzzle-after-third-failure.png') });
  if (process.env.E2E_SHOTS_DIR)
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/login-puzzle-after-third-failure.png` });

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

test('QR sign-in: the phone approves, the desktop signs in as its user; an expired code is renewed by a click', async ({
  page,
  browser,
  request,
}) => {
  const parent = await makeParent(request, 'Noah');
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 800 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const phone = await phoneContext.newPage();

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

  // The phone, signed out, opens what the code encodes: it signs in first and comes back to the approval.
  const approvePath = new URL(url).pathname;
  await phone.goto(approvePath);
  await expect(phone).toHaveURL(/\/login\?next=/);
  await phone.getByTestId('login-email').fill(parent.email);
  await phone.getByTestId('login-password').fill(parent.password);
  await phone.getByTestId('login-submit').click();
  await expect(phone).toHaveURL(new RegExp(`${approvePath}$`));
  // It sees which device asks, and approves.
  await expect(phone.getByRole('heading', { name: 'Sign in on the other device?' })).toBeVisible();
  await expect(phone.getByTestId('qr-approve-details')).toContainText('Chrome');
  await phone.getByTestId('qr-approve').click();
  await expect(phone.getByTestId('qr-decided')).toHaveText('Done: the other device is signed in as you.');

  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('active-baby-name')).toHaveText("Noah's Album");
  // Used once: opening the code again is refused.
  await phone.goto(new URL(url).pathname);
  await expect(phone.getByTestId('qr-approve-error')).toBeVisible();
  await phoneContext.close();
});

test('a phone whose cookie still signs it in, with no sign-in stored, opens the QR approval, not the timeline', async ({
  page,
  browser,
  request,
}) => {
  const parent = await makeParent(request, 'Ivy');
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const phone = await phoneContext.newPage();
  await logIn(phone, parent);
  // A new tab or cleared site data: the session cookie stays, the stored sign-in is gone.
  await phone.evaluate(() => localStorage.removeItem('sprout.token'));
  await page.goto('/login');
  const code = page.getByTestId('qr-login');
  await expect(code).toHaveAttribute('data-state', 'showing');
  const approvePath = new URL((await code.getAttribute('data-url')) ?? '').pathname;
  await phone.goto(approvePath);
  await expect(phone.getByRole('heading', { name: 'Sign in on the other device?' })).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`${approvePath}$`));
  await phone.getByTestId('qr-approve').click();
  await expect(page).toHaveURL(/\/timeline$/);
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
  await expect(
    page
      .getByTestId('thumbnail')
      .or(page.getByTestId('timeline-empty'))
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tips' })).toHaveCount(0);
});
