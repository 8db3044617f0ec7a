import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePasswordForget } from './usePasswordForget';

/** /password/forget: the address, then "we sent a link" with a resend after a minute. */
export function ForgetPasswordForm() {
  const { t } = useTranslation(['account']);
  const form = usePasswordForget();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('account:forget.heading')}
      </Title>
      {form.sentTo === null && (
        <form onSubmit={form.submit} noValidate>
          <Stack gap="md">
            <Text c="dimmed">{t('account:forget.intro')}</Text>
            <TextInput
              label={t('account:forget.email')}
              type="email"
              inputMode="email"
              autoComplete="username"
              required
              value={form.email}
              onChange={(event) => form.setEmail(event.currentTarget.value)}
              data-testid="forget-email"
              data-autofocus
            />
            {form.error && (
              <Alert color="red" variant="light" role="alert" data-testid="forget-error">
                {form.error}
              </Alert>
            )}
            <Button type="submit" size="md" loading={form.pending} data-testid="forget-send">
              {t('account:forget.send')}
            </Button>
          </Stack>
        </form>
      )}
      {form.sentTo !== null && (
        <Stack gap="md">
          <Alert color="teal" variant="light" data-testid="forget-sent">
            {t('account:forget.sent', { email: form.sentTo })}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('account:forget.not_received')}
          </Text>
          {form.error && (
            <Alert color="red" variant="light" role="alert" data-testid="forget-error">
              {form.error}
            </Alert>
          )}
        </Stack>
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
      <Anchor component={Link} to="/login" size="sm">
        {t('account:forget.back')}
      </Anchor>
    </Stack>
  );
}
