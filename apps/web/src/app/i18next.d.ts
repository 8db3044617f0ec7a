import 'i18next';
import type { Catalogue } from '@sprout/shared/i18n';

// Typed keys: t('timeline.heading') is checked against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
