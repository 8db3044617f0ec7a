import { useTranslation } from 'react-i18next';
import { BrandMark } from '../public/BrandMark';
import { Button, Spinner } from '../public/ui';
import { useRouteErrorRecovery } from './useRouteErrorRecovery';

const TEXT = {
  offline: ['common:route_error.offline_title', 'common:route_error.offline_body'],
  update_failed: ['common:route_error.update_failed_title', 'common:route_error.update_failed_body'],
  error: ['common:route_error.error_title', 'common:route_error.error_body'],
} as const;

/**
 * Every route's error boundary (issue 23), drawn with plain elements (public.css) so it works before
 * sign-in and when the signed-in app's own code is what could not be fetched. `fullPage` at the root,
 * where nothing else is drawn; inside the shell it takes the place of the page that failed. A
 * screen whose code could not be fetched hands its `error` in (router.tsx); else it is the route's.
 */
export function RouteError({ fullPage = false, error }: { fullPage?: boolean; error?: unknown }) {
  const { t } = useTranslation(['common']);
  const { kind, retry } = useRouteErrorRecovery(error);
  const Heading = fullPage ? 'h1' : 'h2';
  const body =
    kind === 'reload' ? (
      <div
        className="pub-card pub-notice pub-stack pub-center"
        role="status"
        data-testid="route-error"
        data-kind={kind}
      >
        <Spinner />
        <p className="pub-text">{t('common:route_error.reloading')}</p>
      </div>
    ) : (
      <div
        className={`pub-card pub-notice pub-stack pub-center${kind === 'offline' ? ' pub-alert-yellow' : ''}`}
        role={kind === 'offline' ? 'status' : 'alert'}
        data-testid="route-error"
        data-kind={kind}
      >
        <Heading className="pub-title-sm">{t(TEXT[kind][0])}</Heading>
        <p className="pub-text">{t(TEXT[kind][1])}</p>
        {kind !== 'offline' && (
          <Button onClick={retry} data-testid="route-error-retry">
            {t('common:actions.retry')}
          </Button>
        )}
      </div>
    );
  if (!fullPage) return <div className="pub-route-error">{body}</div>;
  return (
    <main className="pub-page pub-full-page pub-route-error" id="main">
      <div className="pub-stack pub-center">
        <span aria-hidden>
          <BrandMark />
        </span>
        {body}
      </div>
    </main>
  );
}
