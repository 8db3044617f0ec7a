import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
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
  await expect(plans).toContainText('Quarterly: $23.99 for 3 months');
  await expect(plans).toContainText('Annual: $59.99 for 12 months');
  await expect(plans).toContainText('VIP is bought and managed in the Sprout app');
  await page.screenshot({ path: shot('vip-plans.png') });
});
