import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signUp } from '../api/auth';
import { markSignedInByCookie } from '../api/tokenStore';
import { useErrorText } from '../hooks/useErrorText';
import { startSignedIn } from '../lib/appCache';
import { sessionRefused } from '../lib/session';
import { signUpProblems } from './signUpProblems';
import { Alert, Button, PasswordField, TextField } from './ui';
import { useLoginTaken } from './useLoginAvailable';
import { useAction } from './useRequest';

/** Signs up and goes on to add the first baby. */
function useSignUp() {
  const navigate = useNavigate();
  return useAction(signUp, {
    onSuccess: async (reply) => {
      startSignedIn(reply.user);
      markSignedInByCookie();
      sessionRefused.set(false);
      await navigate('/addBaby', { replace: true });
    },
  });
}

/** /noaccount where sign-up is open: name, email and password (spec §5 checks and messages). */
export function SignUpForm() {
  const { t } = useTranslation(['account', 'errors']);
  const errorText = useErrorText();
  const action = useSignUp();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const problems = attempted ? signUpProblems({ name, email, password }) : {};
  // Said as soon as it is known, before the form is sent: the address already has an account.
  const taken = useLoginTaken(email);
  const emailError = problems.email ? t(`errors:${problems.email}`) : taken ? t('errors:email_taken') : undefined;
  return (
    <form
      noValidate
      data-testid="signup-form"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (Object.keys(signUpProblems({ name, email, password })).length > 0) return;
        action.run({ name, email, password });
      }}
    >
      <div className="pub-stack">
        <div>
          <h1 className="pub-title">{t('account:signup.heading')}</h1>
          <p className="pub-subtitle pub-dimmed">{t('account:signup.intro')}</p>
        </div>
        <TextField
          label={t('account:signup.name')}
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={problems.name ? t(`errors:${problems.name}`) : undefined}
          data-testid="signup-name"
        />
        <TextField
          label={t('account:signup.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={emailError}
          data-testid="signup-email"
        />
        <PasswordField
          label={t('account:signup.password')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          description={t('account:signup.password_help')}
          error={problems.password ? t(`errors:${problems.password}`) : undefined}
          data-testid="signup-password"
        />
        {action.isError && (
          <Alert color="red" role="alert" data-testid="signup-error">
            {errorText(action.error)}
          </Alert>
        )}
        <Button type="submit" loading={action.isPending} data-testid="signup-submit">
          {t('account:signup.submit')}
        </Button>
        <p className="pub-text pub-sm" style={{ textAlign: 'center' }}>
          {t('account:signup.have_account')}{' '}
          <Link to="/login" className="pub-link">
            {t('account:signup.sign_in')}
          </Link>
        </p>
      </div>
    </form>
  );
}
