import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that closes without doing anything; "Cancel" unless that would be confusing. */
  dismissLabel?: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** Asks before something that cannot be undone from here (removing a member, cancelling an invitation). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  dismissLabel,
  pending,
  error,
  onConfirm,
  onClose,
  testId,
}: Props) {
  const { t } = useTranslation(['family']);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('family:close') }}
      data-testid={testId}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        {error && (
          <Alert color="red" role="alert" data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {dismissLabel ?? t('family:cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
