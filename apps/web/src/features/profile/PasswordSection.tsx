import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { newPasswordProblem } from '../password';
import { useChangePassword } from './useProfileActions';

/** The current password, then the new one twice; other devices are signed out. */
export function PasswordSection() {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [attempted, setAttempted] = useState(false);
  const problem = attempted ? newPasswordProblem(next, confirm) : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (newPasswordProblem(next, confirm) !== null || current === '') return;
        change.mutate(
          { current, next },
          {
            onSuccess: () => {
              setCurrent('');
              setNext('');
              setConfirm('');
              setAttempted(false);
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('account:profile.password_heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account:profile.password_help')}
        </Text>
        <PasswordInput
          label={t('account:profile.current_password')}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          data-testid="profile-current-password"
        />
        <PasswordInput
          label={t('account:set.password')}
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
          error={problem === 'weak' ? t('account:set.weak') : undefined}
          data-testid="profile-new-password"
        />
        <PasswordInput
          label={t('account:set.confirm')}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          error={problem === 'mismatch' ? t('account:set.mismatch') : undefined}
          data-testid="profile-confirm-password"
        />
        {change.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="profile-password-error">
            {errorText(change.error)}
          </Alert>
        )}
        {change.isSuccess && (
          <Alert color="teal" variant="light" data-testid="profile-password-saved">
            {t('account:profile.password_saved')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={change.isPending} data-testid="profile-password-save">
            {t('account:profile.password_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
