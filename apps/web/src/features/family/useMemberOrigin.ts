import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchMemberInfo } from '../../api/family';
import { queryKeys } from '../../api/queryKeys';
import { dateFormatter } from '../../lib/dateFormat';

/**
 * How a member came into the family, in words: the invitation they accepted, with the address it
 * was sent to where the viewer may see it (Admins and the member). Null while loading, and for a
 * member who did not come by invitation (the baby's creator).
 */
export function useMemberOrigin(babyId: number, userId: number, invited: boolean): string | null {
  const { t, i18n } = useTranslation(['family']);
  const info = useQuery({
    queryKey: queryKeys.memberInfo(babyId, userId),
    queryFn: ({ signal }) => fetchMemberInfo(babyId, userId, signal),
    enabled: invited,
    staleTime: 60_000,
  });
  const invitation = info.data?.family_invitation;
  if (!invitation) return null;
  const date = dateFormatter(i18n.language, { dateStyle: 'long' }).format(new Date(invitation.created_at * 1000));
  return invitation.email
    ? t('family:edit.origin_email', { email: invitation.email, date })
    : t('family:edit.origin', { date });
}
