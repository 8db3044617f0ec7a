import { chromium } from 'playwright-core';
import { PUBLIC_JS_BUDGET, PUBLIC_PAGES, weighPage } from '../../../e2e/publicPages.js';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);

/** The gzipped JavaScript each public page loads, beside its budget (ADR 0027; e2e/public-pages.spec.ts checks it). */
export async function publicPagesSection(base: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    console.log(
      `\nPublic pages: gzipped JavaScript (level 6) before sign-in, budget ${PUBLIC_JS_BUDGET / 1000} kB each (issue 18, ADR 0027)`,
    );
    console.log('page                                   files       gzip             budget');
    for (const page of PUBLIC_PAGES) {
      const weight = await weighPage(browser, base, page);
      const verdict = weight.bytes <= PUBLIC_JS_BUDGET ? 'within' : 'OVER';
      console.log(
        `${page.padEnd(38)}${String(weight.files.length).padStart(6)} ${kib(weight.bytes)} (${(weight.bytes / 1000).toFixed(1)} kB) ${`${PUBLIC_JS_BUDGET / 1000} kB`.padStart(7)} ${verdict}`,
      );
    }
  } finally {
    await browser.close();
  }
}
