import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Workers load this file again: keep the port and data folder chosen by the first load.
process.env.E2E_PORT ??= String(3300 + Math.floor(Math.random() * 600));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-e2e-'));
const port = Number(process.env.E2E_PORT);
/** The loopback OpenID provider (apps/server/test/helpers/oidc-provider.ts) and its client for Sprout. */
export const OIDC = {
  id: 'testid',
  name: 'TestID',
  port: port + 2000,
  clientId: 'sprout-test',
  clientSecret: 'sprout-test-secret-0123456789abcdef',
};
const issuer = `http://127.0.0.1:${OIDC.port}`;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // page.route does not see what a service worker answers: journeys that intercept requests would
    // silently stop doing so. The spec about installing and offline use turns it back on.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/en/user`,
      // /api/en/user answers 401 until someone signs in: any answer means the server is up.
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 120_000,
      // Sign-up is open: journeys make their families over the API, and accounts.spec.ts signs up in the browser.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SIGNUP: 'open',
        TRUST_PROXY: '127.0.0.1',
        // The browser still does the puzzle's work (ADR 0024), at a cost that stays small on a loaded CI machine.
        PUZZLE_PROOF_BITS: '12',
        // Social sign-in against the loopback provider below (social.spec.ts).
        OIDC_PROVIDERS: OIDC.id,
        OIDC_TESTID_ISSUER: issuer,
        OIDC_TESTID_CLIENT_ID: OIDC.clientId,
        OIDC_TESTID_CLIENT_SECRET: OIDC.clientSecret,
        OIDC_TESTID_NAME: OIDC.name,
      },
    },
    {
      // A real OpenID provider (oidc-provider) for the browser's redirect flow; Sprout discovers it on first use.
      command: 'npx tsx apps/server/test/helpers/oidc-provider-main.ts',
      cwd: '..',
      url: `${issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OP_PORT: String(OIDC.port), OP_REDIRECT_URIS: `http://127.0.0.1:${port}/auth/callback/${OIDC.id}` },
    },
  ],
});
