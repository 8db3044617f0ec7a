import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The landing, help and legal pages of spec §2 (issue 22): the language a visitor's browser asks for,
// the switch, the footer's links, the way to an account in both sign-up modes, the keyboard and axe.

/** The page's text is a chunk of its own: wait for it, not only for the layout. */
async function opened(page: Page, path: string, testId: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible();
}

for (const [locale, expected] of [
  [
    'fr-FR',
    { lang: 'fr', intro: 'Les joyeux tracas', faq: 'Aide et questions fréquentes', hours: /lundi au vendredi/ },
  ],
  ['ko-KR', { lang: 'ko', intro: '행복한 소동', faq: '도움말 및 자주 묻는 질문', hours: /월요일~금요일/ }],
] as const) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });

    test(`reads /introduce and /faq in ${expected.lang}`, async ({ page }) => {
      await opened(page, '/introduce', 'introduce-page');
      await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.intro);
      await expect(page.getByTestId('faq-list').locator('summary')).toHaveCount(7);
      await expect(page.getByTestId('service-hours')).toHaveText(expected.hours);
      await opened(page, '/faq', 'faq-page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.faq);
      await expect(page).toHaveTitle(/Sprout/);
    });
  });
}

test('an English browser gets English, and the switch turns the help page German and keeps it', async ({ page }) => {
  await opened(page, '/faq', 'faq-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and frequently asked questions');
  await page.getByTestId('footer-language-select').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hilfe und häufige Fragen');
  await expect(page.getByTestId('language-select')).toHaveValue('de');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hilfe und häufige Fragen');
  await expect(page.getByTestId('service-hours')).toHaveText('Kundenservice: Montag bis Freitag, 9:30–18:30 Uhr');
});

test('the landing page carries the spec titles, and every footer link reaches a real page', async ({ page }) => {
  await opened(page, '/introduce', 'introduce-page');
  for (const title of ['Happy Troubles', 'The Best Choice', 'Product Features', 'What families say'])
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('service-hours')).toHaveText('Customer service: Monday to Friday, 9:30–18:30');

  const footer = page.getByTestId('site-footer');
  const visits: Array<[string, RegExp, () => Promise<void>]> = [
    ['About', /\/introduce#about$/, () => expect(page.getByRole('heading', { name: 'About Sprout' })).toBeInViewport()],
    ['Help', /\/faq$/, () => expect(page.getByTestId('faq-page')).toBeVisible()],
    [
      'Privacy policy',
      /\/privacy$/,
      () => expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible(),
    ],
    [
      'Terms of use',
      /\/terms$/,
      () => expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible(),
    ],
    ['Business license', /\/terms#license$/, () => expect(page.getByTestId('business-license')).toBeInViewport()],
    ['Contact', /\/noLoginFeedback$/, () => expect(page.locator('main')).toBeVisible()],
  ];
  for (const [name, url, arrived] of visits) {
    await page.goto('/introduce');
    await expect(page.getByTestId('introduce-page')).toBeVisible();
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page, name).toHaveURL(url);
    await arrived();
  }
  // The legal pages say what Sprout keeps and who sees it.
  await page.goto('/privacy');
  await expect(page.getByTestId('privacy-page')).toContainText('originals, byte for byte');
  await expect(page.getByTestId('privacy-page')).toContainText('no advertisements');
});

test('with sign-up open, the landing page leads to the sign-up form, by keyboard too', async ({ page }) => {
  await opened(page, '/introduce', 'introduce-page');
  const start = page.getByTestId('intro-start');
  await expect(start).toHaveAttribute('data-signup', 'open');
  await expect(start).toHaveText('Start your family album');
  // Tab: the skip link, the brand, the header's language switch, then the call to action.
  await page.keyboard.press('Tab');
  await expect(page.locator('.sprout-skip-link')).toBeFocused();
  for (let i = 0; i < 10 && !(await start.evaluate((node) => node === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/noaccount$/);
  await expect(page.getByTestId('noaccount-signup')).toBeVisible();
});

test('a question of the FAQ opens from the keyboard', async ({ page }) => {
  await opened(page, '/faq', 'faq-page');
  const first = page.getByTestId('faq-list').locator('details').first();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('p')).toBeVisible();
});

test('the landing, help and legal pages have no axe finding at 1280x800 and 1024x768', async ({ page }, info) => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    for (const [path, testId] of [
      ['/introduce', 'introduce-page'],
      ['/faq', 'faq-page'],
      ['/privacy', 'privacy-page'],
      ['/terms', 'terms-page'],
    ] as const) {
      await opened(page, path, testId);
      await page.screenshot({ path: info.outputPath(`${path.slice(1)}-${size.width}.png`), fullPage: true });
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        result.violations.map((v) => `${path} ${size.width}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);
    }
  }
});

test.describe('where sign-up is by invitation (SIGNUP=invite)', () => {
  let server: ChildProcess | undefined;
  let base = '';
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = Number(process.env.E2E_PORT) + 1000 + Math.floor(Math.random() * 500);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-e2e-invite-'));
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SIGNUP: 'invite',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries += 1) {
      const up = await fetch(`${base}/api/en/users/signup`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (tries > 200) throw new Error('the SIGNUP=invite server did not start');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('the landing page leads to the app notice, which leads back to sign-in', async ({ page }) => {
    await page.goto(`${base}/introduce`);
    const start = page.getByTestId('intro-start');
    await expect(start).toHaveAttribute('data-signup', 'invite');
    await expect(start).toHaveText('Create an account');
    await start.click();
    await expect(page).toHaveURL(/\/noaccount$/);
    await expect(page.getByTestId('noaccount')).toBeVisible();
    await expect(page.getByTestId('noaccount-signup')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-email')).toBeVisible();
  });
});

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false, locale: 'fr-FR' });

  test('the server draws /introduce’s first screen in the browser’s language, and its links lead on', async ({
    page,
  }, info) => {
    await page.goto('/introduce');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les joyeux tracas');
    await page.screenshot({ path: info.outputPath('first-screen-fr.png') });
    await page.getByRole('link', { name: 'Créer l’album de la famille' }).click();
    await expect(page).toHaveURL(/\/noaccount$/);
  });
});

test('the web app draws the landing page in place of the server’s first screen', async ({ page }) => {
  await opened(page, '/introduce', 'introduce-page');
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
