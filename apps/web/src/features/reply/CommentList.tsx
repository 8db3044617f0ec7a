import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { CommentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { dateFormatter } from '../../lib/dateFormat';
import { ConfirmPopover } from '../../components/ConfirmPopover';
import { LineIcon } from '../../components/LineIcon';

function DeleteComment({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation(['timeline']);
  return (
    <ConfirmPopover
      target={(toggle) => (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={toggle}
          aria-label={t('timeline:comments.delete')}
          title={t('timeline:comments.delete')}
          data-testid="comment-delete"
        >
          <LineIcon size={16}>
            <path d="M3 6h18M8 6V4h8v2m-9 0 1 14h8l1-14" />
          </LineIcon>
        </ActionIcon>
      )}
      body={t('timeline:comments.delete_confirm')}
      cancel={t('timeline:caption.cancel')}
      confirm={t('timeline:viewer.delete_confirm')}
      onConfirm={onConfirm}
      position="left"
      width={260}
      confirmTestId="comment-delete-confirm"
    />
  );
}

/** Comments oldest first, each with its author and time; a delete button where abilities.delete allows. */
export function CommentList({ comments, onDelete }: { comments: CommentReply[]; onDelete: (id: number) => void }) {
  const { t, i18n } = useTranslation(['timeline', 'account']);
  const format = dateFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (comments.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="comments-empty">
        {t('timeline:comments.empty')}
      </Text>
    );
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="comment-list">
      {comments.map((comment) => (
        <li key={comment.id} data-testid="comment" data-comment-id={comment.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {t('timeline:comments.by', {
                  name: comment.user.name || t('account:profile.former_member'),
                  time: format.format(new Date(comment.created_at * 1000)),
                })}
              </Text>
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="comment-content"
              >
                {comment.content}
              </Text>
            </div>
            {comment.abilities.delete && <DeleteComment onConfirm={() => onDelete(comment.id)} />}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
