import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { decideQrLogin, fetchQrInfo } from '../../api/qrLogin';

/** The phone's side of QR sign-in: what is asking, and the one decision. */
export function useQrApprove(key: string) {
  const info = useQuery({
    queryKey: queryKeys.qrInfo(key),
    queryFn: ({ signal }) => fetchQrInfo(key, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const decide = useMutation({ mutationFn: (approve: boolean) => decideQrLogin(key, approve) });
  return { info, decide };
}
