/**
 * i18next set up from the shared catalogues. The language is the stored
 * choice, else the best match of the browser's languages (pickLocale).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues, pickLocale } from '@sprout/shared/i18n';
import { isLocale, LOCALES, type Locale } from '@sprout/shared';

export const LOCALE_KEY = 'sprout.locale';

/** Each language named in itself, the same in every catalogue. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ko: '한국어',
  ja: '日本語',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  de: 'Deutsch',
  fr: 'Français',
};

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function initialLocale(): Locale {
  return storedLocale() ?? pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : 'en';
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await i18next.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

export function initI18n(): typeof i18next {
  const lng = initialLocale();
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: catalogues[locale] }])),
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(lng);
  return i18next;
}
