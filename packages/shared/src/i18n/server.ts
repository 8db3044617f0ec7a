/**
 * The server's side of the catalogues: errors, mail and labels in every
 * locale, and nothing of the web's strings.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../constants.js';
import { interpolate } from './interpolate.js';
import { enErrors } from './errors/en.js';
import { koErrors } from './errors/ko.js';
import { jaErrors } from './errors/ja.js';
import { zhCNErrors } from './errors/zh-CN.js';
import { zhTWErrors } from './errors/zh-TW.js';
import { deErrors } from './errors/de.js';
import { frErrors } from './errors/fr.js';
import { enMail } from './mail/en.js';
import { koMail } from './mail/ko.js';
import { jaMail } from './mail/ja.js';
import { zhCNMail } from './mail/zh-CN.js';
import { zhTWMail } from './mail/zh-TW.js';
import { deMail } from './mail/de.js';
import { frMail } from './mail/fr.js';
import { enLabels } from './labels/en.js';
import { koLabels } from './labels/ko.js';
import { jaLabels } from './labels/ja.js';
import { zhCNLabels } from './labels/zh-CN.js';
import { zhTWLabels } from './labels/zh-TW.js';
import { deLabels } from './labels/de.js';
import { frLabels } from './labels/fr.js';

export const SERVER_NAMESPACES = ['errors', 'mail', 'labels'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

const serverCatalogues = {
  en: { errors: enErrors, mail: enMail, labels: enLabels },
  ko: { errors: koErrors, mail: koMail, labels: koLabels },
  ja: { errors: jaErrors, mail: jaMail, labels: jaLabels },
  'zh-CN': { errors: zhCNErrors, mail: zhCNMail, labels: zhCNLabels },
  'zh-TW': { errors: zhTWErrors, mail: zhTWMail, labels: zhTWLabels },
  de: { errors: deErrors, mail: deMail, labels: deLabels },
  fr: { errors: frErrors, mail: frMail, labels: frLabels },
} satisfies Record<Locale, Record<ServerNamespace, object>>;

const isServerNamespace = (value: string): value is ServerNamespace =>
  (SERVER_NAMESPACES as readonly string[]).includes(value);

/**
 * Which namespace a key reads: 'ns:key' as i18next writes it; else
 * 'errors.<code>' and 'mail.<key>' name theirs, and anything else
 * ('relations.dad', 'buckets.months') is a label.
 */
export function locateKey(key: string): { namespace: ServerNamespace; path: string } | null {
  const colon = key.indexOf(':');
  if (colon > 0) {
    const namespace = key.slice(0, colon);
    return isServerNamespace(namespace) ? { namespace, path: key.slice(colon + 1) } : null;
  }
  const dot = key.indexOf('.');
  const first = dot > 0 ? key.slice(0, dot) : '';
  if (first === 'errors' || first === 'mail') return { namespace: first, path: key.slice(dot + 1) };
  return { namespace: 'labels', path: key };
}

function lookup(tree: unknown, path: string): string | undefined {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side translation: falls back to English, then to the key itself. */
export function translate(locale: string, key: string, params?: Record<string, string | number>): string {
  const chosen = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const located = locateKey(key);
  const template = located
    ? (lookup(serverCatalogues[chosen][located.namespace], located.path) ??
      lookup(serverCatalogues.en[located.namespace], located.path))
    : undefined;
  return interpolate(template ?? key, params);
}

/**
 * A counted phrase: `key_one`, `key_other` (and whatever other form the locale's plural rules name,
 * falling back to `key_other`), as i18next picks them, with `count` among the parameters.
 */
export function translateCount(
  locale: string,
  key: string,
  count: number,
  params: Record<string, string | number> = {},
): string {
  const chosen = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const form = new Intl.PluralRules(chosen).select(count);
  const withCount = { ...params, count };
  const exact = translate(chosen, `${key}_${form}`, withCount);
  return exact === `${key}_${form}` ? translate(chosen, `${key}_other`, withCount) : exact;
}
