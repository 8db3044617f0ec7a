import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, useLanguage } from '../../hooks/useLanguage';

/** The 7 display languages, each named in itself. */
export function LanguageSelect() {
  const { t } = useTranslation(['common']);
  const { locale, setLocale } = useLanguage();
  return (
    <NativeSelect
      aria-label={t('common:language.label')}
      data={LANGUAGE_OPTIONS}
      value={locale}
      onChange={(event) => setLocale(event.currentTarget.value)}
      data-testid="language-select"
      size="sm"
      w={140}
    />
  );
}
