import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { logIn, makeParent, type Parent } from './family.js';
import { noisePhoto, smallPhotos, watchPatches } from './uploadFiles.js';

/**
 * Issue 23: a shaky connection or a new version no longer breaks the page. Every route has an error
 * boundary; a screen's code gone after a deploy reloads once by itself; offline is a calm wait; an
 * unknown path goes to the timeline with a notice; uploads cut by a lost connection go on by
 * themselves; a selection over 50 names the files left out. At a tablet's size, and a phone's for
 * the offline wait.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
/** A reload loads the whole app again: on a shared, loaded machine that can take a while. */
const AFTER_RELOAD = 45_000;

test.use({ viewport: TABLET, timezoneId: 'UTC' });
// Each journey signs in and loads screens more than once: generous on a shared two-core machine.
test.describe.configure({ timeout: 150_000 });

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/shaky-${name}.png` });
}

/** No serious or critical axe finding on what is on screen (or in `within`, a selector). */
async function expectNoSeriousAxe(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (within ? builder.include(within) : builder).analyze();
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  expect(serious, serious.join('\n')).toEqual([]);
}

/** Goes to a screen as a link in the app does: no page load, so the screen's code is fetched now. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Counts full page loads (a reload: the document asked for again), not the app's own moves between screens. */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

const isAlbumChunk = (url: URL) => /\/assets\/AlbumPage-[\w-]+\.js$/.test(url.pathname);

async function signedIn(page: Page, request: Parameters<typeof makeParent>[0]): Promise<Parent> {
  const parent = await makeParent(request);
  await logIn(page, parent);
  await expect(page.getByTestId('timeline')).toBeVisible();
  return parent;
}

test('a tab kept open across a deploy: the screen whose code is gone reloads the page once, and opens', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  const loads = countLoads(page);
  // The deploy: the album's chunk of the build this tab runs is gone, until the page loads the new one.
  const missing: string[] = [];
  await page.route(isAlbumChunk, (route) => {
    if (loads.count > 0) return route.continue();
    missing.push(route.request().url());
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  await openInApp(page, '/timeline/album');
  await expect(page.getByTestId('album-scroll')).toBeVisible({ timeout: AFTER_RELOAD });
  expect(missing.length).toBeGreaterThan(0);
  expect(loads.count).toBe(1);
  await expect(page).toHaveURL(/\/timeline\/album$/);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
});

test('a chunk still missing after that one reload: no loop, a translated message and a retry that works', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('sprout.locale', 'ko'));
  await signedIn(page, request);
  const loads = countLoads(page);
  let gone = true;
  await page.route(isAlbumChunk, (route) =>
    gone ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }) : route.continue(),
  );
  await openInApp(page, '/timeline/album');
  const error = page.getByTestId('route-error');
  await expect(error).toHaveAttribute('data-kind', 'update_failed', { timeout: AFTER_RELOAD });
  await expect(error.getByRole('heading')).toHaveText('Sprout를 불러올 수 없어요');
  await expect(error).toContainText('잠시 후 다시 시도해 주세요');
  const retry = page.getByTestId('route-error-retry');
  await expect(retry).toHaveText('다시 시도');
  // One reload by itself, then it waits for the person.
  await page.waitForTimeout(1500);
  expect(loads.count).toBe(1);
  // The shell stays around the failed screen.
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await shot(page, 'update-failed-1024');
  await expectNoSeriousAxe(page);

  gone = false;
  await retry.click();
  await expect(page.getByTestId('album-scroll')).toBeVisible({ timeout: AFTER_RELOAD });
  expect(loads.count).toBe(2);
});

test('a screen that throws shows the error boundary with a retry, not the raw error page', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  // The growth screen's code answers JavaScript that throws as it loads: a failure that is no missing chunk.
  await page.route(/\/assets\/GrowthPage-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken build");' }),
  );
  await openInApp(page, '/timeline/growth');
  const error = page.getByTestId('route-error');
  await expect(error).toHaveAttribute('data-kind', 'error');
  await expect(error.getByRole('heading')).toHaveText('This page could not be shown');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByTestId('route-error-retry')).toHaveText('Retry');
  await shot(page, 'route-error-1024');
  await expectNoSeriousAxe(page);
  await page.unroute(/\/assets\/GrowthPage-[\w-]+\.js$/);
  await page.getByTestId('route-error-retry').click();
  await expect(page.getByTestId('growth-chart')).toBeVisible({ timeout: AFTER_RELOAD });
});

for (const size of [TABLET, PHONE]) {
  test(`offline, a screen not loaded yet waits calmly and opens by itself once back online (${size.width}x${size.height})`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(size);
    await signedIn(page, request);
    const loads = countLoads(page);
    await context.setOffline(true);
    await openInApp(page, '/timeline/album');
    const wait = page.getByTestId('route-error');
    await expect(wait).toHaveAttribute('data-kind', 'offline');
    await expect(wait).toHaveAttribute('role', 'status');
    await expect(wait.getByRole('heading')).toHaveText('Waiting for the connection');
    await expect(wait).toContainText('This page opens by itself as soon as you are back online.');
    await expect(page.getByTestId('route-error-retry')).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await shot(page, `offline-${size.width}`);
    await expectNoSeriousAxe(page);
    expect(loads.count).toBe(0);

    await context.setOffline(false);
    await expect(page.getByTestId('album-scroll')).toBeVisible({ timeout: AFTER_RELOAD });
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    expect(loads.count).toBe(1);
  });
}

test('an unknown path goes to the timeline with a notice; signed out, to the sign-in page', async ({
  page,
  browser,
  request,
}) => {
  await signedIn(page, request);
  await page.goto('/timeline-typo/photos');
  await expect(page).toHaveURL(/\/timeline$/);
  const notice = page.getByTestId('unknown-path-notice');
  await expect(notice).toHaveText('The page /timeline-typo/photos does not exist, so here is your timeline.');
  await expect(page.getByTestId('timeline')).toBeVisible();
  await shot(page, 'unknown-path-1024');
  await expectNoSeriousAxe(page);
  // One segment is looked up as a personal domain first; no album has it.
  await page.goto('/no-such-album-here');
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('unknown-path-notice')).toContainText('/no-such-album-here');

  const visitor = await browser.newPage({ viewport: TABLET });
  await visitor.goto('/no/such/page');
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor.getByTestId('login-email')).toBeVisible();
  await visitor.close();
});

test('a sign-in check with no answer says so and asks again, instead of sending the person to sign in', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  // Only the cookie is left (as after a cleared site storage): the guard must ask the server.
  await page.evaluate(() => localStorage.removeItem('sprout.token'));
  let unanswered = 0;
  await page.route('**/users/session', (route) => {
    unanswered += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/timeline');
  await expect(page.getByRole('status')).toHaveText(
    'We could not check your sign-in: the server is not answering. Trying again…',
  );
  await expect.poll(() => unanswered, { timeout: 15_000 }).toBeGreaterThan(1);
  await expect(page).toHaveURL(/\/timeline$/);
  await shot(page, 'verification-retry-1024');
  await expectNoSeriousAxe(page);

  await page.unroute('**/users/session');
  await expect(page.getByTestId('timeline')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/timeline$/);
});

test('offline mid-upload: the row says so in words, and goes on by itself from the server’s offset once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const parent = await signedIn(page, request);
  const patches = watchPatches(page);
  const creates: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/tus/')) creates.push(r);
  });
  // A slow line: each chunk waits a little before it goes (the page's own throttling would outlast setOffline).
  await page.route('**/tus/**', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue().catch(() => undefined);
  });
  await page.getByTestId('upload-input').setInputFiles([await noisePhoto('offline.png', 1200, 1200)]);
  const row = page.locator('[data-testid="upload-item"][data-name="offline.png"]');
  await expect.poll(() => patches.filter((p) => p.offset > 0).length, { timeout: 30_000 }).toBeGreaterThan(0);

  await context.setOffline(true);
  await expect(row).toHaveAttribute('data-code', '745', { timeout: 30_000 });
  await expect(row).toHaveAttribute('data-status', '3');
  await expect(row.getByTestId('upload-error')).toHaveText(
    'The connection dropped. This upload goes on by itself once you are back online. (Error 745)',
  );
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await shot(page, 'upload-offline-1024');
  await expectNoSeriousAxe(page);
  const sentBefore = Math.max(...patches.map((p) => p.offset));
  const patchesBefore = patches.length;
  expect(creates).toHaveLength(1);

  // Back online: nobody presses anything.
  await context.setOffline(false);
  await expect(row).toHaveAttribute('data-status', '2', { timeout: 60_000 });
  const after = patches.slice(patchesBefore);
  expect(after.length).toBeGreaterThan(0);
  // Continued on the same upload, from the server's offset, never from zero.
  expect(creates).toHaveLength(1);
  expect(after[0]?.url).toBe(patches[0]?.url);
  expect(after[0]?.offset).toBeGreaterThanOrEqual(sentBefore);
  expect(after[0]?.offset).toBeGreaterThan(0);
  await expect(page.getByTestId('upload-done')).toBeVisible({ timeout: 30_000 });
  const events = await page.request.get(`/api/en/events?baby_id=${parent.babyId}&style=best_12`, {
    headers: { 'x-token': parent.token },
  });
  const { list } = (await events.json()) as { list: Array<{ counts: { moments: number } }> };
  expect(list.reduce((sum, event) => sum + event.counts.moments, 0)).toBe(1);
});

test('53 files at once: 50 are queued and the message names the 3 left out; a format it cannot read gets Retry', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await page.getByTestId('upload-input').setInputFiles(smallPhotos(53));
  const notice = page.getByTestId('uploads-not-queued');
  await expect(notice).toContainText('You can upload at most 50 files at a time.');
  await expect(notice).toContainText('Not queued (3). Add these in your next upload:');
  await expect(notice.getByTestId('not-queued-list').getByRole('listitem')).toHaveText([
    'photo-51.png',
    'photo-52.png',
    'photo-53.png',
  ]);
  await expect(page.getByTestId('upload-item')).toHaveCount(50);
  await shot(page, 'not-queued-1024');
  await expectNoSeriousAxe(page, '[data-testid="uploads-not-queued"]');
  // It stays until closed (toasts go after 4 s): the names are what to add next.
  await page.waitForTimeout(6000);
  await expect(notice).toBeVisible();
  await page.getByTestId('upload-delete-all').click();

  // Bytes no browser can read as a picture: 620, which spec §8 counts as retryable.
  await page
    .getByTestId('upload-input')
    .setInputFiles([{ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') }]);
  const row = page.locator('[data-testid="upload-item"][data-name="broken.png"]');
  await expect(row).toHaveAttribute('data-code', '620');
  await expect(row).toHaveAttribute('data-status', '3');
  await expect(row.getByTestId('upload-retry')).toBeVisible();
  await expect(row.getByTestId('upload-error')).toContainText('(Error 620)');
});
