import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PuzzleCheck } from './PuzzleCheck';
import { Alert, Button, Checkbox, PasswordField, TextField } from './ui';
import { useLoginForm } from './useLoginForm';

/** Email, password, remember me; Enter submits. The server's message shows under the form. */
export function LoginForm() {
  const { t } = useTranslation(['common']);
  const form = useLoginForm();
  return (
    <form onSubmit={form.submit} noValidate aria-label={t('common:login.heading')}>
      <div className="pub-stack">
        <TextField
          label={t('common:login.email')}
          placeholder={t('common:login.email_placeholder')}
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          value={form.login}
          onChange={(event) => form.setLogin(event.currentTarget.value)}
          error={form.missing.login ? t('common:login.email_required') : undefined}
          data-testid="login-email"
          // The one thing to do on this page: the cursor waits in the email field.
          autoFocus
        />
        <PasswordField
          label={t('common:login.password')}
          autoComplete="current-password"
          required
          value={form.password}
          onChange={(event) => form.setPassword(event.currentTarget.value)}
          error={form.missing.password ? t('common:login.password_required') : undefined}
          data-testid="login-password"
        />
        <div className="pub-row">
          <Checkbox
            label={t('common:login.remember_me')}
            checked={form.rememberMe}
            onChange={(event) => form.setRememberMe(event.currentTarget.checked)}
            data-testid="login-remember"
          />
          <Link to="/password/forget" className="pub-link pub-sm" data-testid="login-forgot">
            {t('common:login.forgot_password')}
          </Link>
        </div>
        {form.puzzle && <PuzzleCheck puzzle={form.puzzle} disabled={form.pending} />}
        {form.error && (
          <Alert color="red" role="alert" data-testid="login-error">
            {form.error}
          </Alert>
        )}
        <Button type="submit" loading={form.pending} fullWidth size="md" data-testid="login-submit">
          {t('common:login.submit')}
        </Button>
      </div>
    </form>
  );
}
