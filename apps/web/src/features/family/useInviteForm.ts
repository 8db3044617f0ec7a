import { useState, type FormEvent } from 'react';
import { isEmail, type InvitationReply, type Permission, type RelationDraft, relationProblem } from '@sprout/shared';
import type { RelationChoice } from '../../api/family';
import { useErrorText } from '../../hooks/useErrorText';
import { useInvite } from './useFamilyActions';

export type InviteProblem = 'email_invalid' | 'no_baby';

/** What stops an invitation from being sent, before asking the server. */
export function inviteProblems(
  email: string,
  babyIds: readonly number[],
): { email?: InviteProblem; babies?: InviteProblem } {
  return {
    ...(isEmail(email.trim()) ? {} : { email: 'email_invalid' as const }),
    ...(babyIds.length > 0 ? {} : { babies: 'no_baby' as const }),
  };
}

// No relation is assumed: the inviter says how the newcomer is related (issue 23).
const EMPTY_RELATION: RelationDraft = { relation: null, relationName: '' };

/** The invite form: email, relation, permission and babies; the server's message when it refuses. */
export function useInviteForm(
  initialBabyIds: number[],
  onInvited: (invitation: InvitationReply, email: string) => void,
) {
  const [email, setEmail] = useState('');
  const [relation, setRelation] = useState<RelationDraft>(EMPTY_RELATION);
  const [permission, setPermission] = useState<Permission>('can_view');
  const [babyIds, setBabyIds] = useState<number[]>(initialBabyIds);
  const [attempted, setAttempted] = useState(false);
  const invite = useInvite();
  const errorText = useErrorText();

  const problems = inviteProblems(email, babyIds);
  const relationIssue = relationProblem(relation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (invite.isPending || problems.email || problems.babies || relationIssue || relation.relation === null) return;
    const address = email.trim();
    const chosen: RelationChoice = { relation: relation.relation, relationName: relation.relationName };
    invite.mutate(
      { email: address, ...chosen, permission, babyIds },
      {
        onSuccess: (invitation) => {
          setEmail('');
          setRelation(EMPTY_RELATION);
          setPermission('can_view');
          setAttempted(false);
          onInvited(invitation, address);
        },
      },
    );
  };

  return {
    email,
    setEmail,
    relation,
    setRelation,
    permission,
    setPermission,
    babyIds,
    setBabyIds,
    submit,
    problems: attempted ? problems : {},
    relationIssue: attempted ? relationIssue : null,
    pending: invite.isPending,
    error: invite.isError ? errorText(invite.error) : null,
  };
}
