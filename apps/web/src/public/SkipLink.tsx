import { useTranslation } from 'react-i18next';

/** The first stop of the Tab key: jumps past the header and sidebar to the page. */
export function SkipLink() {
  const { t } = useTranslation(['common']);
  return (
    <a className="sprout-skip-link" href="#main">
      {t('common:app.skip_to_content')}
    </a>
  );
}
