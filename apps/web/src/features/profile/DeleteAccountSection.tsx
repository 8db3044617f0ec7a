import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { useDeleteAccount } from './useProfileActions';

/** Deleting the account, confirmed with the password; the server refuses it for a last Admin. */
export function DeleteAccountSection() {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const remove = useDeleteAccount();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const close = () => {
    setOpened(false);
    setPassword('');
    remove.reset();
  };
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4" c="red.8">
        {t('account:profile.delete_heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account:profile.delete_body')}
      </Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setOpened(true)} data-testid="profile-delete">
          {t('account:profile.delete_button')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t('account:profile.delete_confirm_title')}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (password !== '') remove.mutate(password);
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('account:profile.delete_body')}</Text>
            <PasswordInput
              label={t('account:profile.delete_password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-testid="profile-delete-password"
              data-autofocus
            />
            {remove.isError && (
              <Alert color="red" variant="light" role="alert" data-testid="profile-delete-error">
                {errorText(remove.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('account:profile.cancel')}
              </Button>
              <Button
                type="submit"
                color="red"
                loading={remove.isPending}
                disabled={password === ''}
                data-testid="profile-delete-confirm"
              >
                {t('account:profile.delete_confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
