import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { untag } from '../../api/tags';
import { queryKeys } from '../../api/queryKeys';
import { useErrorText } from '../../hooks/useErrorText';

/**
 * Takes a tag off a moment (DELETE /tagging_records/{id}), from the viewer or
 * the tag's page; the tag itself stays. The tag lists, the tag's moments and
 * the moment's tags are asked again, as their counts change.
 */
export function useUntag(babyId: number) {
  const { t } = useTranslation(['tags']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => untag(recordId),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('tags:removed') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tags(babyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.taggings(babyId) });
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: t('tags:remove_failed'), message: errorText(error), withBorder: true }),
  });
}
