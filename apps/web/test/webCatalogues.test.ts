import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@sprout/shared';
import { deWeb } from '../../../packages/shared/src/i18n/web/de';
import { enWeb } from '../../../packages/shared/src/i18n/web/en';
import { frWeb } from '../../../packages/shared/src/i18n/web/fr';
import { jaWeb } from '../../../packages/shared/src/i18n/web/ja';
import { koWeb } from '../../../packages/shared/src/i18n/web/ko';
import { zhCNWeb } from '../../../packages/shared/src/i18n/web/zh-CN';
import { zhTWWeb } from '../../../packages/shared/src/i18n/web/zh-TW';

/** The web app's own strings (packages/shared/src/i18n/web), per language. */
const web: Record<Locale, unknown> = { en: enWeb, ko: koWeb, ja: jaWeb, 'zh-CN': zhCNWeb, 'zh-TW': zhTWWeb, de: deWeb, fr: frWeb };

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('web strings in every language', () => {
  const english = flatten(web.en);

  for (const locale of LOCALES) {
    it(`${locale} has every key with the same placeholders, and nothing empty`, () => {
      const strings = flatten(web[locale]);
      expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = strings.get(key) ?? '';
        expect(translated.trim(), `${locale}:${key}`).not.toBe('');
        expect(placeholders(translated), `${locale}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('translates the web strings rather than copying English', () => {
    const sameAsEnglish = (locale: Locale) => {
      const strings = flatten(web[locale]);
      return [...english].filter(([key, text]) => strings.get(key) === text && /[a-z]{3}/.test(text)).map(([key]) => key);
    };
    // Brand names and words German and French borrowed from English.
    const allowed = ['app.title_suffix', 'app.name', 'login.email_placeholder', 'titles.photo', 'titles.feedback', 'sidebar.feedback', 'upload.panel_label', 'titles.download'];
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(sameAsEnglish(locale).filter((key) => !allowed.includes(key)), locale).toEqual([]);
    }
  });
});
