import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LOCALES, type Locale } from '../src/index.js';
import { loadCatalogue, NAMESPACES, pickLocale, type Catalogue } from '../src/i18n/index.js';
import { locateKey, SERVER_NAMESPACES, translate } from '../src/i18n/server.js';

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

/** Every string of a locale as i18next names it: 'namespace:path.to.key'. */
function keysOf(catalogue: Catalogue): Map<string, string> {
  const out = new Map<string, string>();
  for (const [namespace, tree] of Object.entries(catalogue)) {
    for (const [key, text] of flatten(tree as Tree)) out.set(`${namespace}:${key}`, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const catalogues = Object.fromEntries(
  await Promise.all(LOCALES.map(async (l) => [l, await loadCatalogue(l)] as const)),
) as Record<Locale, Catalogue>;
const english = keysOf(catalogues.en);
const OTHERS = LOCALES.filter((l) => l !== 'en');

/**
 * Strings that may read the same as English in another language: the brand,
 * an example address, notation (ages, counts) and words German and French
 * use as they are (Admin, Parent, Pause, Feedback, Download, Zoom, Name, Album).
 */
const SAME_IN_TRANSLATION = new Set([
  'common:app.title_suffix',
  'common:app.name',
  'common:site_footer.contact',
  'common:login.email_placeholder',
  'family:invite.email_placeholder',
  'timeline:age.day_count',
  'timeline:age.countdown',
  'timeline:age.pair',
  'timeline:comments.by',
  'common:titles.photo',
  'common:titles.feedback',
  'common:sidebar.feedback',
  // German says Feedback, Screenshots and Support as they are.
  'account:feedback.heading',
  'account:feedback.screenshots_label',
  'account:support.sidebar',
  'account:support.screenshots',
  'common:titles.download',
  'common:upload.panel_label',
  'timeline:audio.pause',
  'timeline:audio.seek',
  'family:babyinfo.crop.zoom',
  'family:babyinfo.profile.name',
  'labels:permissions.can_manage',
  'labels:relations.parent',
  'labels:relations.follow',
  'uploads:type.picture',
  'uploads:type.video',
  'uploads:type.audio',
  'trash:kind.picture',
  'trash:kind.video',
  'trash:kind.text',
  'tags:photos',
  'tags:videos',
  'common:titles.album',
  'growth:coordinates',
  'growth:col_photo',
  'growth:col_day',
  'labels:permissions.can_manage',
  'labels:relations.parent',
  'labels:relations.follow',
  'account:profile.name',
  // "Notifications" is the French word too.
  'common:bell.title',
]);

describe('catalogues', () => {
  it.each(LOCALES)('%s keeps each namespace apart, under its own name', (locale) => {
    // A namespace spread into the locale (the old `...labels`) would add top-level keys here, and a
    // key it shared with another would silently win: namespaces are the only top level there is.
    expect(Object.keys(catalogues[locale]).sort()).toEqual([...NAMESPACES].sort());
    for (const namespace of NAMESPACES)
      expect(typeof catalogues[locale][namespace], `${locale}:${namespace}`).toBe('object');
  });

  it.each(OTHERS)(
    '%s has every key of English in each namespace with the same placeholders, and no others',
    (locale) => {
      const other = keysOf(catalogues[locale]);
      for (const namespace of NAMESPACES) {
        const inNamespace = (keys: Iterable<string>) =>
          [...keys].filter((key) => key.startsWith(`${namespace}:`)).sort();
        expect(inNamespace(other.keys()), `${locale}:${namespace}`).toEqual(inNamespace(english.keys()));
      }
      for (const [key, text] of english) {
        const translated = other.get(key) ?? '';
        expect(translated.trim(), `${locale}:${key} is empty`).not.toBe('');
        expect(placeholders(translated), `${locale}:${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('has both plural forms wherever English has one', () => {
    for (const key of english.keys()) {
      if (key.endsWith('_one')) expect(english.has(key.replace(/_one$/, '_other')), key).toBe(true);
      if (key.endsWith('_other')) expect(english.has(key.replace(/_other$/, '_one')), key).toBe(true);
    }
  });

  it.each(OTHERS)('%s is translated rather than copied from English', (locale) => {
    const other = keysOf(catalogues[locale]);
    const copied = [...english].filter(
      ([key, text]) => other.get(key) === text && /[a-z]{3}/.test(text) && !SAME_IN_TRANSLATION.has(key),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });

  it('has a message for every error code, and no message without one', () => {
    const codes: string[] = Object.values(ERROR_CODES);
    for (const code of codes) expect(english.has(`errors:${code}`), code).toBe(true);
    expect(Object.keys(catalogues.en.errors).filter((code) => !codes.includes(code))).toEqual([]);
  });
});

describe('the server’s translate', () => {
  it('translates with parameters and falls back to English', () => {
    expect(translate('de', 'errors.invalid_credentials')).toBe(
      'E-Mail oder Passwort ist falsch! Bitte erneut versuchen.',
    );
    expect(translate('xx', 'errors.too_fast')).toBe('That was too quick. Please wait a moment and try again.');
    expect(translate('en', 'buckets.months', { from: 3, to: 6 })).toBe('3-6 months');
    // (The mail key this used went with the "added at once" mail: invitations now always mail a link.)
    expect(translate('en', 'errors.invitation_other_account', { email: 'mia@example.com' })).toBe(
      'This invitation was sent to mia@example.com. Sign out, then sign in with that address or create its account from the link.',
    );
  });

  it('reads labels by their own keys and as i18next names them', () => {
    expect(translate('de', 'relations.grandma')).toBe(catalogues.de.labels.relations.grandma);
    expect(translate('de', 'labels:relations.grandma')).toBe(catalogues.de.labels.relations.grandma);
    expect(translate('ko', 'errors:not_found')).toBe(catalogues.ko.errors.not_found);
  });

  it('reaches errors, mail and labels only: the web’s strings are not the server’s', () => {
    expect(translate('en', 'common:app.name')).toBe('common:app.name');
    expect(translate('en', 'login.heading')).toBe('login.heading');
  });

  it('finds one namespace for every key: no label section is named like another server namespace', () => {
    const clashing = Object.keys(catalogues.en.labels).filter((section) =>
      (SERVER_NAMESPACES as readonly string[]).includes(section),
    );
    expect(clashing).toEqual([]);
    expect(locateKey('errors.last_admin')).toEqual({ namespace: 'errors', path: 'last_admin' });
    expect(locateKey('relations.dad')).toEqual({ namespace: 'labels', path: 'relations.dad' });
    expect(locateKey('family:members.heading')).toBeNull();
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
