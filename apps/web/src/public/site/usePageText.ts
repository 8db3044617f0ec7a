import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@sprout/shared';
import { useLoad } from '../useRequest';

/**
 * A long page text (the landing, the help, the legal pages) in the display language, fetched as a
 * chunk of its own when the page is drawn and again when the language is switched. A chunk that
 * cannot be fetched (offline, gone after a deploy) is thrown to the route's error boundary, which
 * offers a retry.
 */
export function usePageText<T>(kind: string, load: (locale: Locale) => Promise<T>): T | undefined {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const text = useLoad(() => load(locale), `${kind}:${locale}`);
  if (text.isError) throw text.error;
  return text.data;
}

/** Brings the element a link's #fragment names into view once the page's text is drawn (/terms#license). */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
