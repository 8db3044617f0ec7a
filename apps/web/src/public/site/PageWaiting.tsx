import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui';

/** A page's text on its way (a chunk of a few kilobytes): a quiet spinner in its place. */
export function PageWaiting() {
  const { t } = useTranslation(['common']);
  return (
    <div className="pub-loading site-waiting" role="status" aria-live="polite">
      <Spinner />
      <span className="pub-text pub-dimmed">{t('common:app.loading')}</span>
    </div>
  );
}
