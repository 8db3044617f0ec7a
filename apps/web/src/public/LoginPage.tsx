import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from '../lib/createStore';
import { sessionRefused } from '../lib/session';
import { LoginForm } from './LoginForm';
import { QrSignIn, SocialSignIn } from './OtherSignIns';
import { Alert } from './ui';
import { useSignupOpen } from './useSignupOpen';

export function LoginPage() {
  const { t } = useTranslation(['common', 'errors', 'account']);
  const signupOpen = useSignupOpen();
  // Cleared by the next sign-in.
  const refused = useStore(sessionRefused, (value) => value);
  return (
    <div className="pub-login">
      <section className="pub-card pub-shadow">
        <div className="pub-stack pub-stack-lg">
          <div>
            <h1 className="pub-title">{t('common:login.heading')}</h1>
            <p className="pub-subtitle pub-dimmed">{t('common:login.subtitle')}</p>
          </div>
          {refused && (
            <Alert color="yellow" data-testid="session-refused">
              {t('errors:unauthorized')}
            </Alert>
          )}
          <LoginForm />
          <SocialSignIn />
          <p className="pub-text pub-sm" style={{ textAlign: 'center' }}>
            {t('common:login.no_account')}{' '}
            <Link to="/noaccount" className="pub-link" data-testid="login-create-account">
              {signupOpen ? t('account:signup.link') : t('common:login.create_account')}
            </Link>
          </p>
        </div>
      </section>
      <QrSignIn />
    </div>
  );
}
