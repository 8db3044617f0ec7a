import { useTranslation } from 'react-i18next';
import { fetchProviders, startProvider } from '../api/authentications';
import { useErrorText } from '../hooks/useErrorText';
import { Alert, Button, Spinner } from './ui';
import { useQrLogin } from './useQrLogin';
import { useAction, useLoad } from './useRequest';

/** Social sign-in over OpenID Connect: one button per configured provider, none when there is none. */
export function SocialSignIn() {
  const { t } = useTranslation(['common', 'account']);
  const errorText = useErrorText();
  const providers = useLoad(fetchProviders, 'providers');
  // Leaves for the provider's sign-in page.
  const start = useAction((provider: string) => startProvider(provider), {
    onSuccess: ({ url }) => window.location.assign(url),
  });
  if (!providers.data?.length) return null;
  return (
    <div className="pub-stack pub-stack-xs" data-testid="social-sign-in">
      <div className="pub-divider">{t('common:login.or')}</div>
      {providers.data.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          data-testid={`social-${provider.id}`}
          loading={start.isPending && start.variables === provider.id}
          onClick={() => start.run(provider.id)}
        >
          {t('account:social.continue_with', { provider: provider.name })}
        </Button>
      ))}
      {start.isError && (
        <Alert color="red" role="alert">
          {errorText(start.error)}
        </Alert>
      )}
    </div>
  );
}

/** QR-code sign-in (spec §4): the code of this screen's key, approved on a signed-in phone; an ended code is renewed by a click. */
export function QrSignIn() {
  const { t } = useTranslation(['account', 'errors']);
  const qr = useQrLogin();
  return (
    <section className="pub-card pub-card-sm">
      <div className="pub-stack pub-center" style={{ gap: 12 }}>
        <h2 className="pub-title-sm">{t('account:qr.title')}</h2>
        <p className="pub-text pub-sm pub-dimmed">{t('account:qr.hint')}</p>
        <div
          className="pub-qr"
          data-testid="qr-login"
          data-state={qr.ended ?? (qr.qr ? 'showing' : 'loading')}
          data-url={qr.url ?? undefined}
        >
          {qr.qr ? <img src={qr.qr} alt={t('account:qr.alt')} style={{ opacity: qr.ended ? 0.15 : 1 }} /> : <Spinner />}
          {qr.ended && (
            <button type="button" className="pub-unstyled pub-qr-refresh" onClick={qr.refresh} data-testid="qr-refresh">
              <span className="pub-bold">{t('errors:qr_expired')}</span>
              <span className="pub-qr-refresh-action">{t('account:qr.refresh')}</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
