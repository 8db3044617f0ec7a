/**
 * What a visitor's browser downloads before signing in: the JavaScript of each public page, gzipped at
 * level 6 as a server would send it. Shared by the budget check (public-pages.spec.ts) and `npm run bench`.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * The pages a signed-out visitor lands on (an invitation link with a token that need not exist), the
 * landing page a search leads to, the help and the legal pages its footer links to (issue 22).
 */
export const PUBLIC_PAGES = [
  '/login',
  '/noaccount',
  '/invitation/0123456789abcdef0123',
  '/password/forget',
  '/introduce',
  '/faq',
  '/privacy',
  '/terms',
] as const;

/**
 * The most gzipped JavaScript one of them may load (issue 18, ADR 0027): 142.0 kB measured in English
 * (186.7 kB before the public pages left Mantine, TanStack Query and the whole catalogue behind).
 * React, React DOM, React Router and i18next take ~125 kB of it, so the budget fails as soon as Mantine,
 * Query, zod or a signed-in feature comes back before sign-in.
 */
export const PUBLIC_JS_BUDGET = 150_000;

export interface PageWeight {
  page: string;
  /** Gzipped bytes of all JavaScript the page loaded, the locale's catalogue included. */
  bytes: number;
  files: Array<{ url: string; bytes: number }>;
}

/** Opens `page` in a fresh context (an empty cache) and adds up the JavaScript it loaded. */
export async function weighPage(browser: Browser, base: string, page: string): Promise<PageWeight> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const tab = await context.newPage();
    const pending: Array<Promise<{ url: string; bytes: number }>> = [];
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      pending.push(response.body().then((body) => ({ url: url.pathname, bytes: gzipSync(body, { level: 6 }).length })));
    });
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
    return { page, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
  } finally {
    await context.close();
  }
}
