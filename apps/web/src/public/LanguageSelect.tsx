import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, useLanguage } from '../hooks/useLanguage';

/** The 7 display languages, each named in itself: a native select, as before. */
export function PublicLanguageSelect({ testId = 'language-select' }: { testId?: string }) {
  const { t } = useTranslation(['common']);
  const { locale, setLocale } = useLanguage();
  return (
    <select
      className="pub-select"
      aria-label={t('common:language.label')}
      value={locale}
      onChange={(event) => setLocale(event.currentTarget.value)}
      data-testid={testId}
    >
      {LANGUAGE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
