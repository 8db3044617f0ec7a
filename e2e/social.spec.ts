import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { OIDC } from './playwright.config.js';
import { fromOwnAddress, makeParent } from './family.js';

// One provider for the whole file, whose code lifetime one test shortens: these run one after another.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const issuer = `http://127.0.0.1:${OIDC.port}`;

/**
 * Changes the provider's redirect back to Sprout before the browser follows it. The hops
 * of a redirect chain cannot be routed, so the chain's first request (the provider's
 * sign-in form) is sent from here, its redirects taken one by one (with the browser's
 * cookies), and the browser is sent on to the changed address.
 */
async function onRedirectBack(page: Page, change: (location: URL) => Promise<URL>) {
  await page.route(`${issuer}/interaction/**`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    let response = await route.fetch({ maxRedirects: 0 });
    let location = response.headers().location;
    while (location && !location.includes('/auth/callback/')) {
      response = await page.request.get(new URL(location, issuer).href, { maxRedirects: 0 });
      location = response.headers().location;
    }
    if (!location) throw new Error(`the provider did not send the browser back: ${response.status()}`);
    return route.fulfill({ status: 303, headers: { location: (await change(new URL(location))).href } });
  });
}

interface OpPerson {
  login: string;
  email: string;
  name: string;
  verified?: boolean;
}

function stranger(): OpPerson {
  const id = randomBytes(4).toString('hex');
  return { login: `op-${id}`, email: `social-${id}@example.com`, name: `Robin ${id}` };
}

/** Clicks the provider's button on /login and signs in at the provider's own page as `who`. */
async function signInAtProvider(page: Page, who: OpPerson) {
  await page.goto('/login');
  await page.getByTestId(`social-${OIDC.id}`).click();
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`));
  await page.getByLabel('Login').fill(who.login);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Name').fill(who.name);
  if (who.verified === false) await page.getByLabel('Email verified').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a first social sign-in creates the account through the real redirect flow; the next one signs straight in', async ({
  page,
  browser,
}) => {
  const who = stranger();
  await page.goto('/login');
  await expect(page.getByTestId('social-testid')).toHaveText('Continue with TestID');
  await page.screenshot({ path: test.info().outputPath('login-1280.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: test.info().outputPath('login-1024.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAtProvider(page, who);
  await expect(page).toHaveURL(/\/auth\/callback\/testid\?/);
  const form = page.getByTestId('social-register-form');
  await expect(form.getByRole('heading', { name: 'Welcome to Sprout' })).toBeVisible();
  await expect(page.getByTestId('social-email')).toHaveValue(who.email);
  await expect(page.getByTestId('social-name')).toHaveValue(who.name);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: test.info().outputPath('social-register-1024.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('social-password').fill('robin-pass-42');
  await page.getByTestId('social-submit').click();
  await expect(page).not.toHaveURL(/\/auth\/callback/);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(who.email);
  await expect(page.getByTestId('profile-email-state')).toHaveText('Confirmed');
  await expect(page.getByTestId('linked-testid')).toContainText('TestID');
  await page.screenshot({ path: test.info().outputPath('social-profile-1280.png'), fullPage: true });

  // Another browser: the provider asks who it is again, and Sprout signs the same account in.
  const other = await browser.newPage();
  await signInAtProvider(other, who);
  await expect(other).toHaveURL(/\/timeline|\/babyList|\/addBaby/);
  await other.goto('/profile');
  await expect(other.getByTestId('profile-email')).toHaveText(who.email);
  await other.close();
});

test("linking: a verified address that has an account needs that account's password once; the profile removes the link", async ({
  page,
  request,
}) => {
  await fromOwnAddress(page);
  const parent = await makeParent(request);
  const who: OpPerson = { login: `op-${randomBytes(4).toString('hex')}`, email: parent.email, name: 'Alex' };
  await signInAtProvider(page, who);
  const form = page.getByTestId('social-link-form');
  await expect(form.getByRole('heading', { name: 'Link TestID to your account' })).toBeVisible();
  await expect(form).toContainText(`An account with ${parent.email} already exists.`);
  await page.getByTestId('social-password').fill('not-the-password-1');
  await page.getByTestId('social-submit').click();
  await expect(page.getByTestId('social-error')).toHaveText('The email or password is incorrect. Please try again.');
  await page.getByTestId('social-password').fill(parent.password);
  await page.getByTestId('social-submit').click();
  await expect(page).toHaveURL(/\/timeline$/);

  await page.goto('/profile');
  await expect(page.getByTestId('linked-testid')).toContainText(parent.email);
  await page.getByTestId('unlink-testid').click();
  await expect(page.getByText('TestID is no longer linked.')).toBeVisible();
  await expect(page.getByTestId('profile-linked')).toContainText('No other account is linked.');
});

test('an unverified address at the provider never links to the account that has it', async ({ page, request }) => {
  const parent = await makeParent(request);
  await signInAtProvider(page, {
    login: `op-${randomBytes(4).toString('hex')}`,
    email: parent.email,
    name: 'Mallory',
    verified: false,
  });
  // Offered a new account, not the link: the provider's unconfirmed word about an address counts for nothing.
  await expect(page.getByTestId('social-register-form')).toBeVisible();
  await expect(
    page.getByText('TestID did not confirm this address. We will mail you a link to confirm it.'),
  ).toBeVisible();
  await page.getByTestId('social-password').fill('mallory-pass-42');
  await page.getByTestId('social-submit').click();
  await expect(page.getByTestId('social-error')).toHaveText('The email or password is incorrect. Please try again.');
});

test('an answer whose state is not the one this browser was given is refused', async ({ page }) => {
  await onRedirectBack(page, async (location) => {
    location.searchParams.set('state', 'forged-state');
    return location;
  });
  await signInAtProvider(page, stranger());
  await expect(page.getByTestId('auth-callback-error')).toHaveText(
    'This answer from the provider does not belong to the sign-in started in this browser. Please start again from the sign-in page.',
  );
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a code that expired before it came back is refused with a clear message', async ({ page, request }) => {
  expect((await request.post(`${issuer}/test/code-ttl?seconds=1`)).status()).toBe(204);
  try {
    // The browser takes longer than the code lives between the provider and Sprout.
    await onRedirectBack(page, async (location) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      return location;
    });
    await signInAtProvider(page, stranger());
    await expect(page.getByTestId('auth-callback-error')).toHaveText(
      'The sign-in at the provider has expired or was already used. Please start again from the sign-in page.',
    );
  } finally {
    await request.post(`${issuer}/test/code-ttl?seconds=60`);
  }
});
