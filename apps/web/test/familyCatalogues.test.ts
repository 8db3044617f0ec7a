import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@sprout/shared';
import { deFamilyWeb } from '../../../packages/shared/src/i18n/web-family/de';
import { enFamilyWeb } from '../../../packages/shared/src/i18n/web-family/en';
import { frFamilyWeb } from '../../../packages/shared/src/i18n/web-family/fr';
import { jaFamilyWeb } from '../../../packages/shared/src/i18n/web-family/ja';
import { koFamilyWeb } from '../../../packages/shared/src/i18n/web-family/ko';
import { zhCNFamilyWeb } from '../../../packages/shared/src/i18n/web-family/zh-CN';
import { zhTWFamilyWeb } from '../../../packages/shared/src/i18n/web-family/zh-TW';

/** The family screens' strings (packages/shared/src/i18n/web-family), per language. */
const family: Record<Locale, unknown> = {
  en: enFamilyWeb, ko: koFamilyWeb, ja: jaFamilyWeb, 'zh-CN': zhCNFamilyWeb, 'zh-TW': zhTWFamilyWeb, de: deFamilyWeb, fr: frFamilyWeb,
};

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

describe('family screen strings in every language', () => {
  const english = flatten(family.en);

  for (const locale of LOCALES) {
    it(`${locale} has every key with the same placeholders, and nothing empty`, () => {
      const strings = flatten(family[locale]);
      expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = strings.get(key) ?? '';
        expect(translated.trim(), `${locale}:${key}`).not.toBe('');
        expect(placeholders(translated), `${locale}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('translates rather than copying English', () => {
    // An example address, and words German and French share with English (Zoom, Name).
    const allowed = ['family.invite.email_placeholder', 'babyinfo.crop.zoom', 'babyinfo.profile.name'];
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const strings = flatten(family[locale]);
      const copied = [...english].filter(([key, text]) => strings.get(key) === text && /[a-z]{3}/.test(text)).map(([key]) => key);
      expect(copied.filter((key) => !allowed.includes(key)), locale).toEqual([]);
    }
  });
});
