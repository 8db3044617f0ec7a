import { useTranslation } from 'react-i18next';

/** The product name with a small sprout mark (plain elements: the signed-in header shows it too). */
export function BrandMark() {
  const { t } = useTranslation(['common']);
  return (
    <span className="pub-brand">
      <span className="pub-brand-icon" aria-hidden>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 21v-9" />
          <path d="M12 12c0-4 3-7 8-7 0 5-3 8-8 7z" />
          <path d="M12 14c0-3-2.5-6-7-6 0 4 2.5 6.5 7 6z" />
        </svg>
      </span>
      <span className="pub-brand-name">{t('common:app.name')}</span>
    </span>
  );
}
