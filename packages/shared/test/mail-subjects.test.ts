import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/index.js';
import { loadCatalogue } from '../src/i18n/index.js';

describe('mail catalogues', () => {
  it.each(LOCALES)('%s: subjects are fixed text, with no {{placeholder}} a user could fill', async (locale) => {
    const mail = (await loadCatalogue(locale)).mail as Record<string, string>;
    const subjects = Object.entries(mail).filter(([key]) => key.endsWith('_subject'));
    expect(subjects.length).toBeGreaterThan(0);
    for (const [key, text] of subjects) expect(text, `${locale}:${key}`).not.toMatch(/\{\{/);
  });
});
