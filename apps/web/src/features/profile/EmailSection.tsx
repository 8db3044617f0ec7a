import { useState } from 'react';
import { Alert, Badge, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserReply } from '@sprout/shared';
import { useErrorText } from '../../hooks/useErrorText';
import { useChangeEmail, useSendVerification } from './useProfileActions';

/** The sign-in address, whether it is confirmed, a new confirmation mail, and moving to another address. */
export function EmailSection({ user }: { user: UserReply }) {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  const send = useSendVerification();
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {t('account:profile.email_heading')}
      </Title>
      <Group gap="sm">
        <Text data-testid="profile-email">{user.email}</Text>
        <Badge color={user.email_verified ? 'teal' : 'yellow'} variant="light" data-testid="profile-email-state">
          {user.email_verified ? t('account:profile.email_verified') : t('account:profile.email_unverified')}
        </Badge>
      </Group>
      {!user.email_verified && !send.isSuccess && (
        <Group>
          <Button
            variant="light"
            onClick={() => send.mutate()}
            loading={send.isPending}
            data-testid="profile-send-verification"
          >
            {t('account:profile.send_verification')}
          </Button>
        </Group>
      )}
      {send.isSuccess && (
        <Alert color="teal" variant="light">
          {t('account:profile.verification_sent', { email: user.email })}
        </Alert>
      )}
      {send.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(send.error)}
        </Alert>
      )}
      <ChangeEmailForm />
    </Stack>
  );
}

/** A new address and the current password; the address changes when the link mailed to it is opened. */
function ChangeEmailForm() {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ email, password }, { onSuccess: () => setPassword('') });
      }}
    >
      <Stack gap="sm" mt="xs">
        <Text size="sm" c="dimmed">
          {t('account:email_change.help')}
        </Text>
        <TextInput
          label={t('account:email_change.new_email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-testid="profile-new-email"
        />
        <PasswordInput
          label={t('account:email_change.current_password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          data-testid="profile-email-password"
        />
        {change.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="profile-email-error">
            {errorText(change.error)}
          </Alert>
        )}
        {change.isSuccess && (
          <Alert color="teal" variant="light" data-testid="profile-email-sent">
            {t('account:email_change.sent', { email: change.variables.email.trim() })}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant="light" loading={change.isPending} data-testid="profile-email-change">
            {t('account:email_change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
