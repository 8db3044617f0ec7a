import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { CommentReply, CommentsReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { addComment, deleteComment, fetchComments, type CommentTarget } from '../../api/comments';
import { queryKeys } from '../../api/queryKeys';
import { useErrorText } from '../../hooks/useErrorText';
import { refreshTimeline } from '../timeline';

type Pages = InfiniteData<CommentsReply, string | null>;

/** The comments of an event or a moment, oldest first, 50 a page; adding and deleting refresh the timeline's counts. */
export function useComments(target: CommentTarget, babyId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['timeline']);
  const errorText = useErrorText();
  const key = queryKeys.comments(target.type, target.id);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchComments(target, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page,
  });
  const afterChange = () => {
    void refreshTimeline(queryClient, babyId);
    void queryClient.invalidateQueries({
      queryKey: target.type === 'event' ? queryKeys.event(target.id) : queryKeys.moment(target.id),
    });
  };
  const add = useMutation({
    mutationFn: (content: string) => addComment(target, content),
    onSuccess: (comment: CommentReply) => {
      queryClient.setQueryData<Pages>(key, (data) => {
        if (!data) return data;
        const pages = [...data.pages];
        const last = pages.at(-1);
        // Only when every page is loaded does the new comment belong at the end of what is shown.
        if (last && last.next_page === null) pages[pages.length - 1] = { ...last, list: [...last.list, comment] };
        return { ...data, pages };
      });
      afterChange();
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('timeline:comments.send_failed'),
        message: errorText(error),
        withBorder: true,
      }),
  });
  const remove = useMutation({
    mutationFn: (commentId: number) => deleteComment(commentId),
    onSuccess: (_: void, commentId: number) => {
      queryClient.setQueryData<Pages>(
        key,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, list: page.list.filter((c) => c.id !== commentId) })),
          },
      );
      notifications.show({ color: 'teal', message: t('timeline:comments.deleted') });
      afterChange();
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('timeline:comments.delete_failed'),
        message: errorText(error),
        withBorder: true,
      }),
  });
  const comments = query.data?.pages.flatMap((page) => page.list) ?? [];
  return { query, comments, add, remove };
}
