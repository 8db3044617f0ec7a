import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@sprout/shared';
import i18next from 'i18next';
import { initialLocale } from '../../lib/i18n';
import { useLoad } from '../useRequest';

/** Texts already fetched, by kind and locale: a page drawn again, or preloaded by its route, draws at once. */
const fetched = new Map<string, unknown>();

function remember<T>(kind: string, locale: Locale, load: (locale: Locale) => Promise<T>): Promise<T> {
  return load(locale).then((text) => {
    fetched.set(`${kind}:${locale}`, text);
    return text;
  });
}

/**
 * Fetches a page's text with the page's code (the route's `lazy`), so the first drawing of the page is
 * the page itself and not a spinner in front of the first screen the server drew (/introduce).
 */
export function preloadPageText<T>(kind: string, load: (locale: Locale) => Promise<T>): Promise<unknown> {
  // The router loads a route before i18next has started: then the language it will start in.
  const locale = isLocale(i18next.language) ? i18next.language : initialLocale();
  return remember(kind, locale, load).catch(() => undefined);
}

/**
 * A long page text (the landing, the help, the legal pages) in the display language, fetched as a
 * chunk of its own when the page is drawn and again when the language is switched. A chunk that
 * cannot be fetched (offline, gone after a deploy) is thrown to the route's error boundary, which
 * offers a retry.
 */
export function usePageText<T>(kind: string, load: (locale: Locale) => Promise<T>): T | undefined {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const key = `${kind}:${locale}`;
  const ready = fetched.get(key) as T | undefined;
  const text = useLoad(() => remember(kind, locale, load), ready === undefined ? key : null);
  if (ready !== undefined) return ready;
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
