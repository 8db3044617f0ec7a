import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VipGrantReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { queryKeys } from '../../api/queryKeys';
import { grantVip, revokeVip } from '../../api/vipGrants';
import { useFamily } from '../../hooks/useFamily';
import { vipSharingOf } from './vipSharing';

export interface SharingNotice {
  tone: 'done' | 'refused';
  text: string;
}

/**
 * Sharing the VIP of `babyId` and taking it back: what can be shared (from the family list), the two calls,
 * and the last answer in words. The server's messages are already in the locale (granted, taken back, no
 * quota, already VIP, grant failed); only a failure without an answer needs a text of our own.
 */
export function useVipSharing(babyId: number) {
  const { t } = useTranslation(['vip']);
  const queryClient = useQueryClient();
  const list = useFamily().data?.list ?? [];
  // When the dialog opened: whether a VIP still runs is read against it, as the membership is.
  const [now] = useState(() => Date.now() / 1000);
  const [notice, setNotice] = useState<SharingNotice | null>(null);
  const answered = {
    onSuccess: (reply: VipGrantReply) => {
      setNotice({ tone: 'done', text: reply.message });
      return queryClient.invalidateQueries({ queryKey: queryKeys.family });
    },
    onError: (error: unknown) =>
      setNotice({
        tone: 'refused',
        text: isApiError(error) && error.message ? error.message : t('vip:share_failed'),
      }),
  };
  const grant = useMutation({ mutationFn: (targetId: number) => grantVip(babyId, targetId), ...answered });
  const revoke = useMutation({ mutationFn: (targetId: number) => revokeVip(targetId), ...answered });
  return {
    sharing: vipSharingOf(list, babyId, now),
    notice,
    pending: grant.isPending || revoke.isPending,
    share: (targetId: number) => grant.mutate(targetId),
    takeBack: (targetId: number) => revoke.mutate(targetId),
  };
}
