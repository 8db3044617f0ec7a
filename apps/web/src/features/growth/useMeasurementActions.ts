import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TagAttrReply } from '@sprout/shared';
import {
  addTagAttrComment,
  deleteComment,
  fetchTagAttrComments,
  removeTagAttr,
  setTagAttrLike,
} from '../../api/tagAttrs';
import { useErrorText } from '../../hooks/useErrorText';

/** Liking, removing and the comments of one value (a height, a weight or a place); every change refreshes the baby's values. */
export function useMeasurementActions(attr: TagAttrReply, commentsOpen: boolean) {
  const { t } = useTranslation(['growth']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.tagAttrs(attr.baby_id) });
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('growth:action_failed'), message: errorText(error), withBorder: true });

  const like = useMutation({
    mutationFn: () => setTagAttrLike(attr.id, !attr.baby_moment_tag_attr_is_like),
    onSuccess: refresh,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => removeTagAttr(attr.id),
    onSuccess: async () => {
      notifications.show({
        color: 'teal',
        message: t(attr.tag_flag === 'footprint_map' ? 'growth:place_removed' : 'growth:removed'),
      });
      await refresh();
    },
    onError: failed,
  });
  const comments = useQuery({
    queryKey: queryKeys.tagAttrComments(attr.id),
    queryFn: ({ signal }) => fetchTagAttrComments(attr.id, signal),
    enabled: commentsOpen,
  });
  const afterComment = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.tagAttrComments(attr.id) });
    await refresh();
  };
  const send = useMutation({
    mutationFn: (content: string) => addTagAttrComment(attr.id, content),
    onSuccess: afterComment,
    onError: failed,
  });
  const unsay = useMutation({
    mutationFn: (commentId: number) => deleteComment(commentId),
    onSuccess: afterComment,
    onError: failed,
  });
  return { like, remove, comments, send, unsay };
}
