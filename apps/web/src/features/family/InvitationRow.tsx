import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { InvitationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { relationText } from '../../lib/relationText';
import { PermissionBadge } from './PermissionBadge';
import { dateFormatter } from '../../lib/dateFormat';

interface Props {
  invitation: InvitationReply;
  babyId: number;
  resending: boolean;
  onResend: () => void;
  onChangeEmail: () => void;
  onCancel: () => void;
}

/** A pending invitation (Admins only): address, relation and permission for this baby, and what can be done with it. */
export function InvitationRow({ invitation, babyId, resending, onResend, onChangeEmail, onCancel }: Props) {
  const { t, i18n } = useTranslation(['family', 'labels']);
  const grant = invitation.babies.find((baby) => baby.id === babyId) ?? invitation.babies[0];
  const sent = dateFormatter(i18n.language, { dateStyle: 'medium' }).format(new Date(invitation.created_at * 1000));
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="invitation-row" data-email={invitation.email}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0} miw={0} style={{ flex: '1 1 260px' }}>
          <Text fw={600} truncate="end" data-testid="invitation-email">
            {invitation.email}
          </Text>
          <Text size="sm" c="dimmed">
            {grant ? `${relationText(t, grant.relation, grant.relation_name)} · ` : ''}
            {t('family:invitations.sent_on', { date: sent })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {grant && <PermissionBadge permission={grant.permission} />}
          <Button size="xs" variant="default" onClick={onResend} loading={resending} data-testid="invitation-resend">
            {t('family:invitations.resend')}
          </Button>
          <Button size="xs" variant="default" onClick={onChangeEmail} data-testid="invitation-change-email">
            {t('family:invitations.change_email')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={onCancel} data-testid="invitation-cancel">
            {t('family:invitations.cancel')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
