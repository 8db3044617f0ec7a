import { useTranslation } from 'react-i18next';
import { Spinner } from './ui';

/** The whole page waiting (the route guard asking the server whether the cookie still signs in, or asking again). */
export function PageLoader({
  labelKey,
}: {
  labelKey: 'common:app.loading' | 'common:app.checking_sign_in' | 'common:app.verification_retry';
}) {
  const { t } = useTranslation(['common']);
  return (
    <div className="pub-full-page" role="status" aria-live="polite">
      <div className="pub-loading">
        <Spinner />
        <p className="pub-text pub-dimmed">{t(labelKey)}</p>
      </div>
    </div>
  );
}
