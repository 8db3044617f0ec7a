/**
 * i18next set up from the shared catalogues, one namespace per area
 * (WEB_NAMESPACES). The language is the stored choice, else the best match
 * of the browser's languages (pickLocale). Only that language is loaded at
 * start, and only its public namespaces (PUBLIC_NAMESPACES) until the signed-in
 * app asks for all of them (loadAllNamespaces, ADR 0027); another language is
 * loaded when the user switches to it, as much of it as is in use.
 */
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  loadCatalogue,
  loadPublicCatalogue,
  pickLocale,
  PUBLIC_NAMESPACES,
  WEB_NAMESPACES,
  type WebNamespace,
} from '@sprout/shared/i18n';
import { isLocale, LOCALES, type Locale } from '@sprout/shared';

export const LOCALE_KEY = 'sprout.locale';

/** The `t` of useTranslation([namespace]), for helpers that are handed one. */
export type Translate<Namespace extends WebNamespace> = TFunction<readonly [Namespace]>;

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
  return (
    storedLocale() ?? pickLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
  );
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : 'en';
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}

/**
 * Settles once i18next is set up. The router starts loading a route's modules as soon as it exists,
 * before main.tsx's initI18n has finished, and a catalogue added before init would be lost.
 */
let markInitialized: () => void = () => undefined;
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/** Whether the signed-in app has asked for every namespace: a language switched to is then loaded whole. */
let wholeCatalogues = false;

/** Adds a language's namespaces to i18next (the public ones, or all), fetching its chunk the first time. */
async function ensureLocale(locale: Locale): Promise<void> {
  if (wholeCatalogues) {
    if (i18next.hasResourceBundle(locale, 'timeline')) return;
    const catalogue = await loadCatalogue(locale);
    for (const namespace of WEB_NAMESPACES) i18next.addResourceBundle(locale, namespace, catalogue[namespace]);
    return;
  }
  if (i18next.hasResourceBundle(locale, 'common')) return;
  const catalogue = await loadPublicCatalogue(locale);
  for (const namespace of PUBLIC_NAMESPACES) i18next.addResourceBundle(locale, namespace, catalogue[namespace]);
}

/** Switches the language once its catalogue is loaded; rejects (and remembers nothing) when it cannot be fetched. */
export async function changeLocale(locale: Locale): Promise<void> {
  await ensureLocale(locale);
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await i18next.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

/** Starts i18next in the user's language; resolves once that language is loaded. */
export async function initI18n(): Promise<typeof i18next> {
  const lng = initialLocale();
  const catalogue = await loadPublicCatalogue(lng);
  await i18next.use(initReactI18next).init({
    resources: { [lng]: Object.fromEntries(PUBLIC_NAMESPACES.map((namespace) => [namespace, catalogue[namespace]])) },
    lng,
    // Every locale has every key (the catalogue test and the Catalogue type check it), so no second language is loaded to fall back on.
    fallbackLng: false,
    ns: [...WEB_NAMESPACES],
    defaultNS: 'common',
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(lng);
  markInitialized();
  return i18next;
}

/** Every namespace of the current language, from now on, for the signed-in app (app/AppScope.tsx). */
export async function loadAllNamespaces(): Promise<void> {
  wholeCatalogues = true;
  await initialized;
  await ensureLocale(currentLocale());
}
