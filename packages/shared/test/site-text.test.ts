import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/index.js';
import { loadLegalText, loadPublicCatalogue, loadSiteText } from '../src/i18n/index.js';

type Node = string | Node[] | { [key: string]: Node };

/** Every string with its path; arrays by index, so a missing FAQ answer or legal paragraph shows. */
function leaves(node: Node, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(path, node);
  else
    for (const [key, value] of Object.entries(node))
      for (const [k, v] of leaves(value as Node, path ? `${path}.${key}` : key)) out.set(k, v);
  return out;
}

/** Words a language writes as English does. */
const SAME = new Set(['privacy.sections.5.heading']);

describe.each([
  ['landing and help (loadSiteText)', loadSiteText],
  ['privacy and terms (loadLegalText)', loadLegalText],
] as const)('%s', (_name, load) => {
  it('has every text of English in every locale, translated and not empty', async () => {
    const english = leaves((await load('en')) as unknown as Node);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const texts = leaves((await load(locale)) as unknown as Node);
      expect([...texts.keys()], locale).toEqual([...english.keys()]);
      for (const [key, text] of texts) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        if (!SAME.has(key) || locale !== 'fr')
          expect(text, `${locale} ${key} reads as English`).not.toBe(english.get(key));
      }
    }
  });
});

it('names the service hours of spec §1 in every locale', async () => {
  for (const locale of LOCALES)
    expect((await loadPublicCatalogue(locale)).common.site_footer.hours, locale).toMatch(/9[:h ]+30.*18[:h ]+30/);
});
