import 'i18next';
import type { WebCatalogue } from '@sprout/shared/i18n';

// Typed keys, one namespace per area: t('timeline:heading') is checked against the English catalogue,
// for the namespaces the component asked useTranslation for.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: WebCatalogue;
  }
}
