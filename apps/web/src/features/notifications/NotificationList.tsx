import { Avatar, Button, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { NotificationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Initial } from '../../components/Initial';
import { replyPath, TIMELINE_PATH, viewerPath, withBaby } from '../../lib/paths';
import { noticeText } from './noticeText';
import { useMarkRead, useNotificationList } from './useNotifications';

/** Where a notification leads: the moment in the viewer, else the post's comments, else the baby's timeline. */
function destination(n: NotificationReply): string {
  if (n.event_id !== null && n.moment_id !== null)
    return viewerPath(TIMELINE_PATH, n.event_id, n.moment_id, undefined, n.baby_id);
  if (n.event_id !== null && n.target_type === 'event')
    return withBaby(replyPath({ type: 'event', id: n.event_id }), n.baby_id);
  return withBaby(TIMELINE_PATH, n.baby_id);
}

/** The bell's list: newest first, one line per event and person, read state per member. */
export function NotificationList({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(['common']);
  const { t: labels } = useTranslation(['labels']);
  const navigate = useNavigate();
  const list = useNotificationList(true);
  const { one, all } = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.list) ?? [];
  const babies = new Set(items.map((n) => n.baby_id));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const open = (n: NotificationReply) => {
    if (!n.read) one.mutate(n.id);
    onClose();
    void navigate(destination(n));
  };

  return (
    <Stack gap={0} data-testid="notification-list">
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Text fw={700} component="h2" fz="md" m={0}>
          {t('common:bell.title')}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={items.length === 0}
          loading={all.isPending}
          onClick={() => all.mutate()}
          data-testid="mark-all-read"
        >
          {t('common:bell.mark_all')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={420} type="auto">
        {list.isPending && (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('common:bell.loading')} />
          </Group>
        )}
        {list.isError && (
          <Text p="md" size="sm" c="red.8" role="alert">
            {t('common:bell.error')}
          </Text>
        )}
        {list.isSuccess && items.length === 0 && (
          <Text p="md" size="sm" c="dimmed" data-testid="notifications-empty">
            {t('common:bell.empty')}
          </Text>
        )}
        <ul className="sprout-notices" aria-label={t('common:bell.title')}>
          {items.map((n) => (
            <li key={n.id}>
              <UnstyledButton
                className="sprout-notice"
                data-unread={!n.read || undefined}
                data-testid="notification"
                data-kind={n.kind}
                onClick={() => open(n)}
              >
                {n.thumb ? (
                  <img className="sprout-notice-thumb" src={n.thumb} alt="" width={44} height={44} />
                ) : (
                  <Avatar size={44} radius="xl" color="teal" alt="">
                    <Initial name={n.from.name} />
                  </Avatar>
                )}
                <span className="sprout-notice-text">
                  <Text span fw={n.read ? 400 : 650} size="sm" display="block">
                    {noticeText(labels, n)}
                  </Text>
                  <Text span size="xs" c="dimmed" display="block">
                    {babies.size > 1 ? `${n.baby_name} · ` : ''}
                    {when.format(new Date(n.updated_at * 1000))}
                  </Text>
                </span>
                {!n.read && <span className="sprout-notice-dot" role="img" aria-label={t('common:bell.unread')} />}
              </UnstyledButton>
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <Group justify="center" p="sm">
            <Button
              variant="subtle"
              size="xs"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('common:bell.more')}
            </Button>
          </Group>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
