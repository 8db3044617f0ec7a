/**
 * The catalogues, one i18next namespace per area: errors, mail and labels
 * (read by the server and the web), common, family, timeline, uploads, trash, tags, account and growth (web only).
 * Each locale is loaded when it is needed (loadCatalogue), so a browser
 * downloads only the language it shows. The server reads its three
 * namespaces through ./server.ts.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../constants.js';
import type { Catalogue } from './locales/en.js';

export type { Catalogue };
export { interpolate } from './interpolate.js';

export const NAMESPACES = [
  'errors',
  'mail',
  'labels',
  'common',
  'family',
  'timeline',
  'uploads',
  'trash',
  'tags',
  'account',
  'growth',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the web app reads: every namespace but the mails. */
export const WEB_NAMESPACES = [
  'errors',
  'labels',
  'common',
  'family',
  'timeline',
  'uploads',
  'trash',
  'tags',
  'account',
  'growth',
] as const satisfies readonly Namespace[];
export type WebNamespace = (typeof WEB_NAMESPACES)[number];
export type WebCatalogue = Pick<Catalogue, WebNamespace>;

/** One locale's catalogue; a bundler makes each locale a chunk of its own. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  switch (locale) {
    case 'en':
      return (await import('./locales/en.js')).en;
    case 'ko':
      return (await import('./locales/ko.js')).ko;
    case 'ja':
      return (await import('./locales/ja.js')).ja;
    case 'zh-CN':
      return (await import('./locales/zh-CN.js')).zhCN;
    case 'zh-TW':
      return (await import('./locales/zh-TW.js')).zhTW;
    case 'de':
      return (await import('./locales/de.js')).de;
    case 'fr':
      return (await import('./locales/fr.js')).fr;
  }
}

/** Picks the best display language from a browser language list (e.g. navigator.languages). */
export function pickLocale(languages: readonly string[]): Locale {
  for (const raw of languages) {
    const tag = raw.trim();
    if (isLocale(tag)) return tag;
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return /tw|hk|mo|hant/.test(lower) ? 'zh-TW' : 'zh-CN';
    const base = lower.split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
