import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import type { TagAttrReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import type { useMeasurementActions } from './useMeasurementActions';

type Actions = ReturnType<typeof useMeasurementActions>;

/**
 * A special tag's value's like, comments toggle and remove buttons, the same
 * for a height, a weight and a place; `extra` goes before remove (a place's "Edit").
 */
export function ValueButtons({
  attr,
  actions,
  open,
  onToggle,
  extra,
}: {
  attr: TagAttrReply;
  actions: Actions;
  open: boolean;
  onToggle: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation(['growth']);
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        color="teal.9"
        variant={attr.baby_moment_tag_attr_is_like ? 'filled' : 'default'}
        aria-pressed={attr.baby_moment_tag_attr_is_like}
        aria-label={`${attr.baby_moment_tag_attr_is_like ? t('growth:unlike') : t('growth:like')} ${attr.baby_moment_tag_attr_likes_count}`}
        onClick={() => actions.like.mutate()}
        loading={actions.like.isPending}
        data-testid="measurement-like"
      >
        ♥ {attr.baby_moment_tag_attr_likes_count}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-expanded={open}
        onClick={onToggle}
        data-testid="measurement-comments-toggle"
      >
        {t('growth:comments_button', { count: attr.comments_count })}
      </Button>
      {extra}
      {attr.abilities.delete && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          c="red.9"
          onClick={() => actions.remove.mutate()}
          loading={actions.remove.isPending}
          data-testid="measurement-remove"
        >
          {t('growth:remove')}
        </Button>
      )}
    </Group>
  );
}

/** The comments of a value, under its row of the table: the list, delete for one's own, and a box to write one. */
export function ValueCommentsRow({ actions, colSpan, label }: { actions: Actions; colSpan: number; label: string }) {
  const { t } = useTranslation(['growth']);
  const [draft, setDraft] = useState('');
  const submit = () => {
    const text = draft.trim();
    if (!text) return;
    actions.send.mutate(text, { onSuccess: () => setDraft('') });
  };
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Stack gap={6} aria-label={label} role="group" data-testid="measurement-comments">
          {actions.comments.data?.list.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('growth:comments_empty')}
            </Text>
          )}
          {actions.comments.data?.list.map((c) => (
            <Group key={c.id} gap="xs" justify="space-between" wrap="nowrap" data-testid="measurement-comment">
              <Text size="sm">
                <Text span fw={700}>
                  {c.user.name}
                </Text>{' '}
                {c.content}
              </Text>
              {c.abilities.delete && (
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  size="sm"
                  aria-label={t('growth:delete_comment')}
                  onClick={() => actions.unsay.mutate(c.id)}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              autosize
              minRows={1}
              maxRows={4}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              placeholder={t('growth:comment_placeholder')}
              aria-label={t('growth:comment_placeholder')}
              data-testid="measurement-comment-input"
            />
            <Button
              size="sm"
              onClick={submit}
              loading={actions.send.isPending}
              disabled={!draft.trim()}
              data-testid="measurement-comment-send"
            >
              {t('growth:send')}
            </Button>
          </Group>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
