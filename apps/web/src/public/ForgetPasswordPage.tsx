import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, TextField } from './ui';
import { usePasswordForget } from './usePasswordForget';

/** /password/forget: the address, then "we sent a link" with a resend after a minute. */
export function ForgetPasswordPage() {
  const { t } = useTranslation(['account']);
  const form = usePasswordForget();
  return (
    <section className="pub-card pub-narrow" data-testid="password-forget">
      <div className="pub-stack">
        <h1 className="pub-title">{t('account:forget.heading')}</h1>
        {form.sentTo === null && (
          <form onSubmit={form.submit} noValidate>
            <div className="pub-stack">
              <p className="pub-text pub-dimmed">{t('account:forget.intro')}</p>
              <TextField
                label={t('account:forget.email')}
                type="email"
                inputMode="email"
                autoComplete="username"
                required
                value={form.email}
                onChange={(event) => form.setEmail(event.currentTarget.value)}
                data-testid="forget-email"
                autoFocus
              />
              {form.error && (
                <Alert color="red" role="alert" data-testid="forget-error">
                  {form.error}
                </Alert>
              )}
              <Button type="submit" size="md" loading={form.pending} data-testid="forget-send">
                {t('account:forget.send')}
              </Button>
            </div>
          </form>
        )}
        {form.sentTo !== null && (
          <div className="pub-stack">
            <Alert color="teal" data-testid="forget-sent">
              {t('account:forget.sent', { email: form.sentTo })}
            </Alert>
            <p className="pub-text pub-sm pub-dimmed">{t('account:forget.not_received')}</p>
            {form.error && (
              <Alert color="red" role="alert" data-testid="forget-error">
                {form.error}
              </Alert>
            )}
          </div>
        )}
        {form.canResend && (
          <Button
            variant="light"
            onClick={() => form.submit()}
            disabled={form.wait > 0}
            loading={form.pending}
            data-testid="forget-resend"
          >
            {form.wait > 0 ? t('account:forget.resend_in', { seconds: form.wait }) : t('account:forget.resend')}
          </Button>
        )}
        <Link to="/login" className="pub-link pub-sm">
          {t('account:forget.back')}
        </Link>
      </div>
    </section>
  );
}
