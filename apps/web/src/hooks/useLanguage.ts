import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES, type Locale } from '@sprout/shared';
import { changeLocale, LANGUAGE_NAMES } from '../app/i18n';

export const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/** The current display language and a way to switch it (remembered in localStorage). */
export function useLanguage(): { locale: Locale; setLocale: (value: string) => void } {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const setLocale = useCallback((value: string) => {
    if (isLocale(value)) void changeLocale(value);
  }, []);
  return { locale, setLocale };
}
