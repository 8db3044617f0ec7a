import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES, type Locale } from '@sprout/shared';
import { changeLocale, LANGUAGE_NAMES } from '../lib/i18n';

export const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/** The current display language and a way to switch it (remembered in localStorage). */
export function useLanguage(): { locale: Locale; setLocale: (value: string) => void } {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const setLocale = useCallback((value: string) => {
    // Offline, the language stays as it is: its catalogue could not be fetched, so there is nothing to switch to.
    if (isLocale(value)) changeLocale(value).catch(() => undefined);
  }, []);
  return { locale, setLocale };
}
