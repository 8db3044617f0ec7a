import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LOCALES } from '../src/index.js';
import { catalogues, pickLocale, translate } from '../src/i18n/index.js';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(catalogues.en as unknown as Tree);

/**
 * Strings that may read the same as English in another language: the brand,
 * an example address, notation (ages, counts) and words German and French
 * use as they are (Admin, Parent, Pause, Feedback, Download, Zoom, Name).
 */
const SAME_IN_TRANSLATION = new Set([
  'app.title_suffix', 'app.name', 'login.email_placeholder', 'family.invite.email_placeholder', 'age.day_count', 'age.countdown',
  'age.pair', 'comments.by', 'titles.photo', 'titles.feedback', 'sidebar.feedback', 'titles.download', 'upload.panel_label',
  'audio.pause', 'audio.seek', 'babyinfo.crop.zoom', 'babyinfo.profile.name', 'permissions.can_manage', 'relations.parent', 'relations.follow',
]);

describe('catalogues', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key of English with the same placeholders, and no others', (locale) => {
    const other = flatten(catalogues[locale] as unknown as Tree);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = other.get(key) ?? '';
      expect(translated.trim(), `${locale}:${key} is empty`).not.toBe('');
      expect(placeholders(translated), `${locale}:${key}`).toEqual(placeholders(text));
    }
  });

  it('has both plural forms wherever English has one', () => {
    for (const key of english.keys()) {
      if (key.endsWith('_one')) expect(english.has(key.replace(/_one$/, '_other')), key).toBe(true);
      if (key.endsWith('_other')) expect(english.has(key.replace(/_other$/, '_one')), key).toBe(true);
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated rather than copied from English', (locale) => {
    const other = flatten(catalogues[locale] as unknown as Tree);
    const copied = [...english].filter(([key, text]) => other.get(key) === text && /[a-z]{3}/.test(text) && !SAME_IN_TRANSLATION.has(key));
    expect(copied.map(([key]) => key)).toEqual([]);
  });

  it('has a message for every error code', () => {
    for (const code of Object.values(ERROR_CODES)) expect(english.has(`errors.${code}`), code).toBe(true);
  });

  it('translates with parameters and falls back to English', () => {
    expect(translate('de', 'errors.invalid_credentials')).toBe('E-Mail oder Passwort ist falsch! Bitte erneut versuchen.');
    expect(translate('xx', 'errors.too_fast')).toBe('Your operation is too fast');
  });
});

describe('pickLocale', () => {
  it('maps browser languages to the seven display languages', () => {
    expect(pickLocale(['fr-CA', 'en'])).toBe('fr');
    expect(pickLocale(['zh-HK'])).toBe('zh-TW');
    expect(pickLocale(['zh-Hant-TW'])).toBe('zh-TW');
    expect(pickLocale(['zh'])).toBe('zh-CN');
    expect(pickLocale(['ko-KR'])).toBe('ko');
    expect(pickLocale(['pt-BR', 'de-AT'])).toBe('de');
    expect(pickLocale(['pt-BR'])).toBe('en');
  });
});
