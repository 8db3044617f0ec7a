import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn, makeParent, postPhoto, solidPng } from './family.js';
import { smallPhotos } from './uploadFiles.js';

/**
 * The no-storage dialog needs a server whose free storage is tiny (FREE_STORAGE_BYTES=1: a baby's first
 * photo fills it), so this spec starts a second Sprout of its own beside the shared one, only while it runs.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3300) + 1000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-e2e-vip-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  SIGNUP: 'open',
  TRUST_PROXY: '127.0.0.1',
  PUZZLE_PROOF_BITS: '12',
  FREE_STORAGE_BYTES: '1',
};
let server: ChildProcess | null = null;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${PORT}/api/en/user`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000 },
    )
    .toBe(401);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const shot = (name: string) => path.resolve(import.meta.dirname, '../.tmp/e2e-results', name);

/** The operator's CLI on this spec's own server, standing in for the app store. */
async function setVip(babyId: number, until: string) {
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/main.ts',
      'vip',
      'set',
      '--baby',
      String(babyId),
      '--until',
      until,
      '--json',
    ],
    { cwd: ROOT, env },
  );
}

/** A day `days` from today, YYYY-MM-DD (UTC). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** No serious or critical WCAG 2 A/AA finding (as in a11y.spec.ts) in what the dialog shows. */
async function expectNoAxeFindings(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const findings = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  expect(findings).toEqual([]);
}

async function openBabyMenu(page: Page, item: 'babyinfo-vip' | 'babyinfo-membership') {
  await page.goto('/babyinfo');
  await page.getByTestId('babyinfo-menu').click();
  await page.getByTestId(item).click();
}

test('an upload past the free storage opens the no-storage dialog naming the baby; the profile and the notice say where things stand', async ({
  page,
  request,
}) => {
  const parent = await makeParent(request, 'Mia');
  // The first photo fills Mia's free storage.
  await postPhoto(request, parent, parent.babyId, solidPng(24, 24, [10, 120, 200]), 'family_and_relatives');
  // The operator announces the end of free storage (the CLI on this server's data, while it runs).
  const ends = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/main.ts', 'storage', 'notice', '--date', ends, '--json'],
    { cwd: ROOT, env },
  );

  await logIn(page, parent);
  await expect(page.getByTestId('storage-notice')).toContainText('Free storage ends on');
  await page.getByTestId('upload-input').setInputFiles(smallPhotos(1, 'full'));
  const dialog = page.getByRole('dialog', { name: 'Free storage used up' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Free storage used up');
  await expect(dialog).toContainText(
    "Mia's free storage is used up. Upgrade to VIP in the Sprout app to keep uploading. Everything already saved stays safe.",
  );
  await expectNoAxeFindings(page, dialog);
  await page.screenshot({ path: shot('vip-no-storage-dialog.png') });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // The photo already saved is still on the timeline.
  const moments = await request.get(`/api/en/events?baby_id=${parent.babyId}&style=best_12`, {
    headers: { 'x-token': parent.token },
  });
  expect(((await moments.json()) as { list: unknown[] }).list).toHaveLength(1);

  // The profile says how much of the free storage Mia uses, in words.
  await page.goto('/profile');
  await expect(page.getByTestId(`space-${parent.babyId}`)).toContainText(/Mia: [\d.,]+ KB of 1 B/);
  await page.getByTestId('space-section').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('vip-profile-space.png') });

  // VIP management (spec §1): the baby's profile, its top-right menu, VIP storage: the plans, bought in the app.
  await page.goto('/babyinfo');
  await page.getByTestId('babyinfo-menu').click();
  await page.getByTestId('babyinfo-vip').click();
  const plans = page.getByRole('dialog', { name: 'VIP storage plans' });
  // The membership panel names the baby whose space it is about (spec §1).
  await expect(plans).toContainText('VIP gives Mia unlimited storage.');
  await expect(plans).toContainText('Quarterly: $23.99 for 3 months');
  await expect(plans).toContainText('Annual: $59.99 for 12 months');
  await expect(plans).toContainText('VIP is bought and managed in the Sprout app');
  await page.screenshot({ path: shot('vip-plans.png') });
});

test("Manage subscription says where the baby's membership stands, naming the baby: not a member, out of membership, member", async ({
  page,
  request,
}) => {
  const none = await makeParent(request, 'Mia');
  const lapsed = await makeParent(request, 'Noah');
  const member = await makeParent(request, 'Lena');
  await setVip(lapsed.babyId, '2025-03-31');
  await setVip(member.babyId, dayFromNow(60));
  await page.setViewportSize({ width: 1024, height: 768 });

  // Not a member: the no-membership notice, with feedback and confirm (spec §2).
  await logIn(page, none);
  await openBabyMenu(page, 'babyinfo-membership');
  let dialog = page.getByRole('dialog', { name: 'No VIP membership' });
  await expect(dialog).toContainText(
    "Mia's space is not a VIP member, so there is no subscription to manage. It uses the free storage, and VIP is bought in the Sprout app.",
  );
  await expectNoAxeFindings(page, dialog);
  await page.screenshot({ path: shot('vip-no-membership-dialog.png') });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/babyinfo$/);
  // Its feedback button goes to the feedback page, the dialog closed.
  await page.getByTestId('babyinfo-menu').click();
  await page.getByTestId('babyinfo-membership').click();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(dialog).toBeHidden();
  await page.getByTestId('sign-out').click();

  // Out of membership: when it ended, and that nothing saved is lost.
  await logIn(page, lapsed);
  await openBabyMenu(page, 'babyinfo-membership');
  dialog = page.getByRole('dialog', { name: 'VIP membership ended' });
  await expect(dialog).toContainText(
    "Noah's VIP membership ended on March 31, 2025. Everything already saved stays safe",
  );
  await expectNoAxeFindings(page, dialog);
  await page.screenshot({ path: shot('vip-membership-ended-dialog.png') });
  await expect(dialog.getByRole('button', { name: 'Send feedback' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // An upload past the free storage after the VIP ended: the VIP-expired dialog, naming the baby.
  await postPhoto(request, lapsed, lapsed.babyId, solidPng(24, 24, [200, 120, 10]), 'family_and_relatives');
  await page.goto('/timeline');
  await page.getByTestId('upload-input').setInputFiles(smallPhotos(1, 'lapsed'));
  const expired = page.getByRole('dialog', { name: 'VIP expired' });
  await expect(expired).toContainText("Noah's VIP has expired and the free storage is used up.");
  await expectNoAxeFindings(page, expired);
  await page.screenshot({ path: shot('vip-expired-dialog.png') });
  await expired.getByRole('button', { name: 'OK' }).click();
  await expect(expired).toBeHidden();
  await page.getByTestId('sign-out').click();

  // A member: until when, and where the subscription is managed.
  await logIn(page, member);
  await openBabyMenu(page, 'babyinfo-membership');
  dialog = page.getByRole('dialog', { name: 'VIP membership' });
  await expect(dialog).toContainText(/Lena's space is VIP until \w+ \d{1,2}, \d{4}: its storage is unlimited\./);
  await expectNoAxeFindings(page, dialog);
  await page.screenshot({ path: shot('vip-membership-dialog.png') });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test("the plans' upgrade opens the older-version dialog: VIP is bought in the app (spec §2)", async ({
  page,
  request,
}) => {
  const none = await makeParent(request, 'Mia');
  const lapsed = await makeParent(request, 'Noah');
  const member = await makeParent(request, 'Lena');
  await setVip(lapsed.babyId, '2025-03-31');
  await setVip(member.babyId, dayFromNow(60));
  await page.setViewportSize({ width: 1024, height: 768 });

  await logIn(page, none);
  await openBabyMenu(page, 'babyinfo-vip');
  const plans = page.getByRole('dialog', { name: 'VIP storage plans' });
  await expectNoAxeFindings(page, plans);
  await plans.getByRole('button', { name: 'Upgrade to VIP' }).click();
  await expect(plans).toBeHidden();
  const older = page.getByRole('dialog', { name: 'Upgrade in the Sprout app' });
  await expect(older).toContainText(
    "This version of Sprout can't buy VIP. Sign in to the Sprout app on your phone and upgrade Mia's space to VIP there.",
  );
  await expectNoAxeFindings(page, older);
  await page.screenshot({ path: shot('vip-older-version-dialog.png') });
  await older.getByRole('button', { name: 'OK' }).click();
  await expect(older).toBeHidden();
  await page.getByTestId('sign-out').click();

  // Out of membership the button renews; a member has nothing to buy here.
  await logIn(page, lapsed);
  await openBabyMenu(page, 'babyinfo-vip');
  await plans.getByRole('button', { name: 'Renew VIP' }).click();
  await expect(older).toContainText("upgrade Noah's space to VIP");
  await older.getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('sign-out').click();
  await logIn(page, member);
  await openBabyMenu(page, 'babyinfo-vip');
  await expect(plans).toContainText('VIP gives Lena unlimited storage.');
  await expect(plans.getByRole('button', { name: /Upgrade|Renew/ })).toHaveCount(0);
});

test('the membership dialogs read naturally in Korean', async ({ page, request }) => {
  const none = await makeParent(request, '하린');
  await page.addInitScript(() => localStorage.setItem('sprout.locale', 'ko'));
  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page, none);
  await openBabyMenu(page, 'babyinfo-membership');
  const dialog = page.getByRole('dialog', { name: 'VIP 멤버십이 없어요' });
  await expect(dialog).toContainText('하린의 공간은 VIP 멤버가 아니어서');
  await expectNoAxeFindings(page, dialog);
  await page.screenshot({ path: shot('vip-no-membership-dialog-ko.png') });
  await dialog.getByRole('button', { name: '확인' }).click();
  await page.getByTestId('babyinfo-menu').click();
  await page.getByTestId('babyinfo-vip').click();
  await page
    .getByRole('dialog', { name: 'VIP 저장 공간 요금제' })
    .getByRole('button', { name: 'VIP로 업그레이드' })
    .click();
  const older = page.getByRole('dialog', { name: 'Sprout 앱에서 업그레이드해 주세요' });
  await expect(older).toContainText('하린의 공간을 VIP로 업그레이드해 주세요');
  await expectNoAxeFindings(page, older);
  await page.screenshot({ path: shot('vip-older-version-dialog-ko.png') });
});

/** Another baby of the same parent, with them as its Admin. */
async function addBaby(request: APIRequestContext, parent: { token: string }, name: string): Promise<number> {
  const reply = await request.post('/api/en/babies', {
    headers: { 'x-token': parent.token },
    data: { name, birthday: '2024-05-01', gender: 'boy', relation: 'mom' },
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { with_user: { id: number } }).with_user.id;
}

test('the Admin of a VIP baby shares its VIP with another of their babies and takes it back; the 4th place is refused (spec §6)', async ({
  page,
  request,
}) => {
  const parent = await makeParent(request, 'Mia');
  const noah = await addBaby(request, parent, 'Noah');
  const lena = await addBaby(request, parent, 'Lena');
  const ella = await addBaby(request, parent, 'Ella');
  const owen = await addBaby(request, parent, 'Owen');
  await setVip(parent.babyId, dayFromNow(60));
  await setVip(owen, dayFromNow(30));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.addInitScript((id) => localStorage.setItem('sprout.activeBaby', String(id)), parent.babyId);
  await logIn(page, parent);

  await openBabyMenu(page, 'babyinfo-membership');
  const dialog = page.getByRole('dialog', { name: 'VIP membership' });
  const share = dialog.getByTestId('vip-share');
  const notice = dialog.getByTestId('vip-share-notice');
  await expect(share).toContainText('Share VIP');
  await expect(dialog.getByTestId('vip-share-places')).toHaveText('1 of 3 places used');
  await dialog.getByRole('button', { name: 'Share VIP with Noah' }).click();
  await expect(notice).toHaveText('VIP granted: Noah now shares this VIP.');
  await expect(dialog.getByTestId('vip-share-places')).toHaveText('2 of 3 places used');
  await expect(dialog.getByTestId(`vip-share-${noah}`)).toContainText('Shares this VIP');
  await expectNoAxeFindings(page, dialog);
  await page.screenshot({ path: shot('vip-share-granted.png') });

  // A baby with a VIP of its own is already VIP: the server says so.
  await dialog.getByRole('button', { name: 'Share VIP with Owen' }).click();
  await expect(notice).toHaveText('This baby is already VIP.');
  // The third place, then no quota for a fourth baby.
  await dialog.getByRole('button', { name: 'Share VIP with Lena' }).click();
  await expect(dialog.getByTestId('vip-share-places')).toHaveText('3 of 3 places used');
  await dialog.getByRole('button', { name: 'Share VIP with Ella' }).click();
  await expect(notice).toHaveText('No VIP quota left: one VIP can be shared by 3 babies at most.');
  await expect(notice).toHaveAttribute('data-tone', 'refused');
  await expectNoAxeFindings(page, dialog);
  await page.screenshot({ path: shot('vip-share-no-quota.png') });
  await dialog.getByRole('button', { name: 'OK' }).click();

  // Noah is now VIP, as his profile's storage says.
  await page.goto('/profile');
  await expect(page.getByTestId(`space-${noah}`)).toContainText('VIP until');
  await expect(page.getByTestId(`space-${ella}`)).not.toContainText('VIP');

  // Taking it back frees the place.
  await openBabyMenu(page, 'babyinfo-membership');
  await dialog.getByRole('button', { name: 'Take back VIP from Noah' }).click();
  await expect(notice).toHaveText('VIP taken back from Noah.');
  await expect(dialog.getByTestId('vip-share-places')).toHaveText('2 of 3 places used');
  await expect(dialog.getByRole('button', { name: 'Share VIP with Noah' })).toBeVisible();
  const family = await request.get('/api/en/family_relations', { headers: { 'x-token': parent.token } });
  const babies = (
    (await family.json()) as {
      list: { with_user: { linked_baby: { id: number; vip_expiration: number; vip_from_baby_id: number | null } } }[];
    }
  ).list.map((r) => r.with_user.linked_baby);
  expect(babies.find((b) => b.id === noah)).toMatchObject({ vip_expiration: 0, vip_from_baby_id: null });
  expect(babies.find((b) => b.id === lena)?.vip_from_baby_id).toBe(parent.babyId);
});
