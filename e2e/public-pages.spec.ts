import { expect, test } from '@playwright/test';
import { PUBLIC_JS_BUDGET, PUBLIC_PAGES, weighPage } from './publicPages';

// The public pages stay light: no signed-in feature, no zod, before sign-in (ADR 0027).
for (const page of PUBLIC_PAGES) {
  test(`${page} loads at most ${PUBLIC_JS_BUDGET / 1000} kB of gzipped JavaScript`, async ({ browser, baseURL }) => {
    const weight = await weighPage(browser, baseURL!, page);
    const listing = weight.files.map((file) => `${file.bytes} ${file.url}`).join('\n');
    expect(weight.files.length, listing).toBeGreaterThan(0);
    expect(weight.bytes, listing).toBeLessThanOrEqual(PUBLIC_JS_BUDGET);
  });
}
