import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { isEmail, type InvitationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';

interface Props {
  invitation: InvitationReply;
  pending: boolean;
  error: string | null;
  onSend: (email: string) => void;
  onClose: () => void;
}

/** Sends a pending invitation to a corrected address. */
export function ChangeEmailDialog({ invitation, pending, error, onSend, onClose }: Props) {
  const { t } = useTranslation(['family', 'errors']);
  const [email, setEmail] = useState(invitation.email);
  const [attempted, setAttempted] = useState(false);
  const invalid = !isEmail(email.trim());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (!invalid) onSend(email.trim());
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('family:invitations.change_email_title')}
      centered
      closeButtonProps={{ 'aria-label': t('family:close') }}
      data-testid="change-email-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            type="email"
            label={t('family:invite.email')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={attempted && invalid ? t('errors:invalid_email') : undefined}
            data-autofocus
            required
            data-testid="change-email-input"
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('family:cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="change-email-send">
              {t('family:invitations.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
