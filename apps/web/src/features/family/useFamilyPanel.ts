import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { FamilyMemberReply, InvitationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../hooks/useErrorText';
import { useFamilyActions, type MemberEdit } from './useFamilyActions';

type Dialog =
  | { kind: 'none' }
  | { kind: 'invite' }
  | { kind: 'edit'; member: FamilyMemberReply }
  | { kind: 'remove'; member: FamilyMemberReply }
  | { kind: 'cancel_invitation'; invitation: InvitationReply }
  | { kind: 'change_email'; invitation: InvitationReply };

/** The dialogs of the family page and the calls behind them, with their messages. */
export function useFamilyPanel(babyId: number, babyName: string) {
  const { t } = useTranslation(['family']);
  const navigate = useNavigate();
  const errorText = useErrorText();
  const actions = useFamilyActions(babyId);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });

  const resetErrors = () => {
    actions.change.reset();
    actions.remove.reset();
    actions.cancel.reset();
    actions.sendTo.reset();
  };
  const open = (next: Dialog) => {
    resetErrors();
    setDialog(next);
  };
  const close = () => setDialog({ kind: 'none' });
  const done = (message: string) => {
    notifications.show({ color: 'teal', message });
    close();
  };

  const saveMember = (member: FamilyMemberReply, edit: MemberEdit) =>
    actions.change.mutate(edit, { onSuccess: () => done(t('family:edit.saved', { name: member.user.name })) });

  const removeMember = (member: FamilyMemberReply) =>
    actions.remove.mutate(member.user.id, {
      onSuccess: () => {
        if (member.is_me) {
          done(t('family:members.left', { baby: babyName }));
          void navigate('/timeline');
        } else {
          done(t('family:members.removed', { name: member.user.name }));
        }
      },
    });

  const cancelInvitation = (invitation: InvitationReply) =>
    actions.cancel.mutate(invitation, {
      onSuccess: () => done(t('family:invitations.cancelled', { email: invitation.email })),
    });

  const sendInvitation = (invitation: InvitationReply, email: string) =>
    actions.sendTo.mutate(
      { id: invitation.id, email },
      {
        onSuccess: () => done(t('family:invitations.resent', { email })),
        onError: (error) => {
          // The resend button has no dialog of its own to show the message in.
          if (dialog.kind !== 'change_email') notifications.show({ color: 'red', message: errorText(error) });
        },
      },
    );

  const errorOf = (mutation: { isError: boolean; error: unknown }) =>
    mutation.isError ? errorText(mutation.error) : null;
  return {
    dialog,
    open,
    close,
    saveMember,
    removeMember,
    cancelInvitation,
    sendInvitation,
    pending: {
      change: actions.change.isPending,
      remove: actions.remove.isPending,
      cancel: actions.cancel.isPending,
      send: actions.sendTo.isPending,
      sendingId: actions.sendTo.isPending ? actions.sendTo.variables.id : null,
    },
    errors: {
      change: errorOf(actions.change),
      remove: errorOf(actions.remove),
      cancel: errorOf(actions.cancel),
      send: errorOf(actions.sendTo),
    },
  };
}
