import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePasswordSet } from './usePasswordSet';

/** /password/set?token=…: the new password twice; then on to sign in. */
export function SetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['account']);
  const form = usePasswordSet(token);
  if (token === '') {
    return (
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('account:set.heading')}
        </Title>
        <Alert color="yellow" variant="light">
          {t('account:set.no_token')}
        </Alert>
        <Button component={Link} to="/password/forget" variant="light">
          {t('account:set.ask_again')}
        </Button>
      </Stack>
    );
  }
  if (form.done) {
    return (
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('account:set.heading')}
        </Title>
        <Alert color="teal" variant="light" data-testid="set-done">
          {t('account:set.done')}
        </Alert>
        <Button component={Link} to="/login" data-testid="set-sign-in">
          {t('account:forget.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('account:set.heading')}
        </Title>
        <Text c="dimmed">{t('account:set.intro')}</Text>
        <PasswordInput
          label={t('account:set.password')}
          autoComplete="new-password"
          required
          value={form.password}
          onChange={(event) => form.setPassword(event.currentTarget.value)}
          error={form.problem === 'weak' ? t('account:set.weak') : undefined}
          data-testid="set-password"
          data-autofocus
        />
        <PasswordInput
          label={t('account:set.confirm')}
          autoComplete="new-password"
          required
          value={form.confirm}
          onChange={(event) => form.setConfirm(event.currentTarget.value)}
          error={form.problem === 'mismatch' ? t('account:set.mismatch') : undefined}
          data-testid="set-confirm"
        />
        {form.error && (
          <Alert color="red" variant="light" role="alert" data-testid="set-error">
            {form.error}{' '}
            <Anchor component={Link} to="/password/forget">
              {t('account:set.ask_again')}
            </Anchor>
          </Alert>
        )}
        <Button type="submit" size="md" loading={form.pending} data-testid="set-submit">
          {t('account:set.submit')}
        </Button>
      </Stack>
    </form>
  );
}
