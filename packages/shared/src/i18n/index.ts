/**
 * The catalogues, one i18next namespace per area: errors, mail and labels
 * (read by the server and the web), common, family, timeline, uploads, trash, tags, account, growth and vip (web only).
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
  'vip',
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
  'vip',
] as const satisfies readonly Namespace[];
export type WebNamespace = (typeof WEB_NAMESPACES)[number];
export type WebCatalogue = Pick<Catalogue, WebNamespace>;

/**
 * What the pages before sign-in read (/login, /noaccount, /invitation, /password/forget): the web loads
 * only these of a locale until the signed-in app needs the rest (ADR 0027).
 */
export const PUBLIC_NAMESPACES = ['errors', 'labels', 'common', 'account'] as const satisfies readonly WebNamespace[];
export type PublicNamespace = (typeof PUBLIC_NAMESPACES)[number];

/** One locale's public namespaces (PUBLIC_NAMESPACES), a chunk of its own that the whole catalogue shares. */
export async function loadPublicCatalogue(locale: Locale): Promise<Pick<Catalogue, PublicNamespace>> {
  switch (locale) {
    case 'en':
      return (await import('./public/en.js')).enPublic;
    case 'ko':
      return (await import('./public/ko.js')).koPublic;
    case 'ja':
      return (await import('./public/ja.js')).jaPublic;
    case 'zh-CN':
      return (await import('./public/zh-CN.js')).zhCNPublic;
    case 'zh-TW':
      return (await import('./public/zh-TW.js')).zhTWPublic;
    case 'de':
      return (await import('./public/de.js')).dePublic;
    case 'fr':
      return (await import('./public/fr.js')).frPublic;
  }
}

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

export type { SiteText } from './site/en.js';
export type { LegalText } from './legal/en.js';

/**
 * The landing and help pages' texts in one locale (/introduce, /faq): a chunk per language that
 * neither the public catalogue nor the signed-in one carries.
 */
export async function loadSiteText(locale: Locale): Promise<import('./site/en.js').SiteText> {
  switch (locale) {
    case 'en':
      return (await import('./site/en.js')).enSite;
    case 'ko':
      return (await import('./site/ko.js')).koSite;
    case 'ja':
      return (await import('./site/ja.js')).jaSite;
    case 'zh-CN':
      return (await import('./site/zh-CN.js')).zhCNSite;
    case 'zh-TW':
      return (await import('./site/zh-TW.js')).zhTWSite;
    case 'de':
      return (await import('./site/de.js')).deSite;
    case 'fr':
      return (await import('./site/fr.js')).frSite;
  }
}

/** The privacy policy and terms of use in one locale (/privacy, /terms), a chunk per language. */
export async function loadLegalText(locale: Locale): Promise<import('./legal/en.js').LegalText> {
  switch (locale) {
    case 'en':
      return (await import('./legal/en.js')).enLegal;
    case 'ko':
      return (await import('./legal/ko.js')).koLegal;
    case 'ja':
      return (await import('./legal/ja.js')).jaLegal;
    case 'zh-CN':
      return (await import('./legal/zh-CN.js')).zhCNLegal;
    case 'zh-TW':
      return (await import('./legal/zh-TW.js')).zhTWLegal;
    case 'de':
      return (await import('./legal/de.js')).deLegal;
    case 'fr':
      return (await import('./legal/fr.js')).frLegal;
  }
}
