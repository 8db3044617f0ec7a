import { Alert, Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { FamilyMembersReply, FamilyRelationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { EditMemberDialog } from './EditMemberDialog';
import { InvitationRow } from './InvitationRow';
import { InviteForm } from './InviteForm';
import { canInvite, memberActions } from './memberActions';
import { MemberRow } from './MemberRow';
import { useFamilyMembers } from './useFamilyMembers';
import { useFamilyPanel } from './useFamilyPanel';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

type Panel = ReturnType<typeof useFamilyPanel>;
type Baby = FamilyRelationReply['with_user']['linked_baby'];

/** The members, how many, and Invite for those who may. */
function MembersSection({ members, panel }: { members: FamilyMembersReply; panel: Panel }) {
  const { t } = useTranslation(['family']);
  const { list, abilities } = members;
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Title order={2} fz="h3">
            {t('family:members.heading')}
          </Title>
          <Badge variant="light" size="lg" data-testid="family-member-count">
            {list.length}
          </Badge>
        </Group>
        {canInvite(abilities) && (
          <Button onClick={() => panel.open({ kind: 'invite' })} data-testid="invite-open">
            {t('family:invite.open')}
          </Button>
        )}
      </Group>
      {!abilities.manage && (
        <Text size="sm" c="dimmed" mb="md">
          {t('family:members.view_only_note')}
        </Text>
      )}
      <Stack gap="xs" component="ul" style={LIST_STYLE} data-testid="member-list">
        {list.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            actions={memberActions(member)}
            onEdit={() => panel.open({ kind: 'edit', member })}
            onRemove={() => panel.open({ kind: 'remove', member })}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** Pending invitations, for those who manage the family: resend, change the address, cancel. */
function InvitationsSection({
  invitations,
  babyId,
  panel,
}: {
  invitations: FamilyMembersReply['invitations'];
  babyId: number;
  panel: Panel;
}) {
  const { t } = useTranslation(['family']);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="invitation-section">
      <Title order={2} fz="h3" mb="xs">
        {t('family:invitations.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('family:invitations.help')}
      </Text>
      {invitations.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="invitations-empty">
          {t('family:invitations.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={LIST_STYLE}>
          {invitations.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              babyId={babyId}
              resending={panel.pending.sendingId === invitation.id && panel.dialog.kind !== 'change_email'}
              onResend={() => panel.sendInvitation(invitation, invitation.email)}
              onChangeEmail={() => panel.open({ kind: 'change_email', invitation })}
              onCancel={() => panel.open({ kind: 'cancel_invitation', invitation })}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The dialog the panel has open, if any: invite, edit or remove a member, cancel an invitation or change its address. */
function FamilyDialog({ baby, panel }: { baby: Baby; panel: Panel }) {
  const { t } = useTranslation(['family']);
  const { dialog } = panel;
  return (
    <>
      <Modal
        opened={dialog.kind === 'invite'}
        onClose={panel.close}
        title={t('family:invite.title', { baby: baby.name })}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('family:close') }}
        data-testid="invite-dialog"
      >
        <InviteForm
          babies={[{ id: baby.id, name: baby.name }]}
          initialBabyIds={[baby.id]}
          onInvited={panel.close}
          onCancel={panel.close}
        />
      </Modal>
      {dialog.kind === 'edit' && (
        <EditMemberDialog
          member={dialog.member}
          actions={memberActions(dialog.member)}
          pending={panel.pending.change}
          error={panel.errors.change}
          onSave={(edit) => panel.saveMember(dialog.member, edit)}
          onClose={panel.close}
        />
      )}
      {dialog.kind === 'remove' && (
        <ConfirmDialog
          title={dialog.member.is_me ? t('family:members.leave_title') : t('family:members.remove_title')}
          message={
            dialog.member.is_me
              ? t('family:members.leave_confirm', { baby: baby.name })
              : t('family:members.remove_confirm', { name: dialog.member.user.name, baby: baby.name })
          }
          confirmLabel={dialog.member.is_me ? t('family:members.leave') : t('family:members.remove')}
          pending={panel.pending.remove}
          error={panel.errors.remove}
          onConfirm={() => panel.removeMember(dialog.member)}
          onClose={panel.close}
          testId="remove-dialog"
        />
      )}
      {dialog.kind === 'cancel_invitation' && (
        <ConfirmDialog
          title={t('family:invitations.cancel_title')}
          message={t('family:invitations.cancel_confirm', { email: dialog.invitation.email, baby: baby.name })}
          confirmLabel={t('family:invitations.cancel')}
          dismissLabel={t('family:invitations.keep')}
          pending={panel.pending.cancel}
          error={panel.errors.cancel}
          onConfirm={() => panel.cancelInvitation(dialog.invitation)}
          onClose={panel.close}
          testId="cancel-invitation-dialog"
        />
      )}
      {dialog.kind === 'change_email' && (
        <ChangeEmailDialog
          invitation={dialog.invitation}
          pending={panel.pending.send}
          error={panel.errors.send}
          onSend={(email) => panel.sendInvitation(dialog.invitation, email)}
          onClose={panel.close}
        />
      )}
    </>
  );
}

/** /babyinfo/setfamily: the active baby's family, pending invitations, and what the user may change. */
export function FamilyPanel({ relation }: { relation: FamilyRelationReply }) {
  const { t } = useTranslation(['family', 'common']);
  const errorText = useErrorText();
  const baby = relation.with_user.linked_baby;
  const members = useFamilyMembers(baby.id);
  const panel = useFamilyPanel(baby.id, baby.name);

  if (members.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader />
      </Center>
    );
  }
  if (members.isError) {
    return (
      <Alert color="red" title={t('family:members.load_error')}>
        <Text size="sm" mb="sm">
          {errorText(members.error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void members.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="lg" data-testid="family-panel">
      <MembersSection members={members.data} panel={panel} />
      {members.data.abilities.manage && (
        <InvitationsSection invitations={members.data.invitations} babyId={baby.id} panel={panel} />
      )}
      <FamilyDialog baby={baby} panel={panel} />
    </Stack>
  );
}
