import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserReply } from '@sprout/shared';
import { useErrorText } from '../../hooks/useErrorText';
import { useSendVerification } from './useProfileActions';

/** The sign-in address, whether it is confirmed, and a new confirmation mail. */
export function EmailSection({ user }: { user: UserReply }) {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  const send = useSendVerification();
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">{t('account:profile.email_heading')}</Title>
      <Group gap="sm">
        <Text data-testid="profile-email">{user.email}</Text>
        <Badge color={user.email_verified ? 'teal' : 'yellow'} variant="light" data-testid="profile-email-state">
          {user.email_verified ? t('account:profile.email_verified') : t('account:profile.email_unverified')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">{t('account:profile.email_fixed')}</Text>
      {!user.email_verified && !send.isSuccess && (
        <Group><Button variant="light" onClick={() => send.mutate()} loading={send.isPending} data-testid="profile-send-verification">{t('account:profile.send_verification')}</Button></Group>
      )}
      {send.isSuccess && <Alert color="teal" variant="light">{t('account:profile.verification_sent', { email: user.email })}</Alert>}
      {send.isError && <Alert color="red" variant="light" role="alert">{errorText(send.error)}</Alert>}
    </Stack>
  );
}
