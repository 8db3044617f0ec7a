import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorText } from '../hooks/useErrorText';
import { relationText } from '../lib/relationText';
import { Alert, Button, PasswordField, Spinner, TextField } from './ui';
import { useInvitationPage } from './useInvitationPage';

/**
 * The page an invitation mail links to: the invited person joins the family
 * here, signing in or creating their account with the invited address.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation(['account', 'labels', 'common']);
  const errorText = useErrorText();
  const page = useInvitationPage(token);
  const { preview } = page;

  if (page.mode === 'error') {
    return (
      <section className="pub-card pub-notice" data-testid="invitation-page">
        <div className="pub-stack">
          <Alert color="red" role="alert" data-testid="invitation-error">
            {errorText(page.previewError)}
          </Alert>
          <Link to="/login" className="pub-button pub-light">
            {t('account:invitation_page.back')}
          </Link>
        </div>
      </section>
    );
  }
  if (page.mode === 'loading' || !preview) {
    return (
      <div className="pub-loading" data-testid="invitation-page">
        <Spinner />
        <p className="pub-text">{t('account:invitation_page.loading')}</p>
      </div>
    );
  }

  const details = t('account:invitation_page.details', {
    relation: relationText(t, preview.relation, preview.relation_name),
    permission: t(`labels:permissions.${preview.permission}`),
    email: preview.email,
  });
  return (
    <section className="pub-card pub-notice" data-testid="invitation-page">
      <div className="pub-stack">
        <h1 className="pub-title">
          {t('account:invitation_page.heading', { inviter: preview.inviter, babies: page.babies })}
        </h1>
        <p className="pub-text">{details}</p>
        {page.error !== null && (
          <Alert color="red" role="alert" data-testid="invitation-error">
            {errorText(page.error)}
          </Alert>
        )}
        {page.mode === 'join' && (
          <Button size="md" onClick={page.join} loading={page.pending} data-testid="invitation-join" autoFocus>
            {t('account:invitation_page.join')}
          </Button>
        )}
        {page.mode === 'other_account' && (
          <>
            <Alert color="yellow" data-testid="invitation-other-account">
              {t('account:invitation_page.signed_in_elsewhere', {
                current: page.signedInEmail ?? '',
                email: preview.email,
              })}
            </Alert>
            <Button variant="light" onClick={page.signOut} data-testid="invitation-sign-out">
              {t('account:invitation_page.sign_out')}
            </Button>
          </>
        )}
        {(page.mode === 'sign_in' || page.mode === 'create') && (
          <form onSubmit={page.submit} noValidate>
            <div className="pub-stack">
              <p className="pub-text pub-strong">
                {page.mode === 'sign_in'
                  ? t('account:invitation_page.sign_in_heading', { email: preview.email })
                  : t('account:invitation_page.create_heading', { email: preview.email })}
              </p>
              {page.mode === 'create' && (
                <TextField
                  label={t('account:invitation_page.name')}
                  autoComplete="name"
                  value={page.name}
                  onChange={(event) => page.setName(event.currentTarget.value)}
                  data-testid="invitation-name"
                  autoFocus
                />
              )}
              <PasswordField
                label={t('account:invitation_page.password')}
                description={page.mode === 'create' ? t('account:invitation_page.password_help') : undefined}
                autoComplete={page.mode === 'create' ? 'new-password' : 'current-password'}
                required
                value={page.password}
                onChange={(event) => page.setPassword(event.currentTarget.value)}
                data-testid="invitation-password"
              />
              <Button type="submit" size="md" loading={page.pending} data-testid="invitation-submit">
                {page.mode === 'sign_in'
                  ? t('account:invitation_page.sign_in_and_join')
                  : t('account:invitation_page.create_and_join')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
