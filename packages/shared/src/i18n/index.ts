import { DEFAULT_LOCALE, isLocale, type Locale } from '../constants.js';
import { en, type Catalogue } from './locales/en.js';
import { ko } from './locales/ko.js';
import { ja } from './locales/ja.js';
import { zhCN } from './locales/zh-CN.js';
import { zhTW } from './locales/zh-TW.js';
import { de } from './locales/de.js';
import { fr } from './locales/fr.js';

export type { Catalogue };
export const catalogues: Record<Locale, Catalogue> = { en, ko, ja, 'zh-CN': zhCN, 'zh-TW': zhTW, de, fr };

/** Placeholders are written i18next-style, `{{name}}`, in every catalogue. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side translation: falls back to English, then to the key itself. */
export function translate(locale: string, key: string, params?: Record<string, string | number>): string {
  const chosen = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const template = lookup(catalogues[chosen], key) ?? lookup(catalogues.en, key) ?? key;
  return interpolate(template, params);
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
