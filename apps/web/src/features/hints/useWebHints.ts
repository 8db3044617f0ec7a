import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import type { WebHint, WebHintReply } from '@sprout/shared';
import { closeWebHint, fetchWebHint } from '../../api/hints';

/** The hints still open for this user, among `hints`, and closing one (it stays closed on every device). */
export function useWebHints(userId: number | undefined, hints: readonly WebHint[]) {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: hints.map((hint) => ({
      queryKey: queryKeys.webHint(userId ?? 0, hint),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchWebHint(userId ?? 0, hint, signal),
      enabled: userId !== undefined,
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const close = useMutation({
    mutationFn: (hint: WebHint) => closeWebHint(userId ?? 0, hint),
    onMutate: (hint) => {
      // Gone at once; the server keeps it closed.
      queryClient.setQueryData<WebHintReply>(queryKeys.webHint(userId ?? 0, hint), { hint_name: hint, exist: false });
    },
  });
  const open = hints.filter((_hint, i) => results[i]?.data?.exist === true);
  return { open, close: (hint: WebHint) => close.mutate(hint) };
}
