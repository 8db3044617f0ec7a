import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchNotificationSettings, saveNotificationSettings, type SettingsChange } from '../../api/notifications';
import { queryKeys } from '../../api/queryKeys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.notificationSettings,
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) => saveNotificationSettings(change),
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.notificationSettings, reply),
  });
}

/** The browser's time zone, as Intl names it. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Tells the server the member's time zone, learned from this browser, whenever it differs from the
 * one stored: digests go out in that zone's morning.
 */
export function useTimeZoneSync(): void {
  const settings = useNotificationSettings();
  const { mutate } = useSaveNotificationSettings();
  const stored = settings.data?.time_zone;
  const loaded = settings.isSuccess;
  useEffect(() => {
    const zone = browserTimeZone();
    if (loaded && zone && zone !== stored) mutate({ time_zone: zone });
  }, [loaded, stored, mutate]);
}
