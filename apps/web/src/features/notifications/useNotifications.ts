import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../api/notifications';
import { queryKeys } from '../../api/queryKeys';

/** How often the bell asks when the page stays open; it also asks again when the window comes back. */
const UNREAD_POLL_MS = 60_000;

export function useUnreadCount() {
  return useQuery({
    queryKey: queryKeys.unreadCount,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

export function useNotificationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.notificationList,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page,
    enabled,
    staleTime: 5_000,
  });
}

/** Read one, or all: the bell, the list and the timeline's markers are asked again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  };
  const one = useMutation({ mutationFn: (id: number) => markNotificationRead(id), onSettled: refresh });
  const all = useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onSettled: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.allNews });
    },
  });
  return { one, all };
}
