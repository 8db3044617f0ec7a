import { Badge, Button, Center, Group, Image, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { EventReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../timeline';
import { diaryTextOf } from './diaryRules';
import { useDiaryList } from './useDiary';
import { useDiaryCover } from './useDiaryCover';

/** The diary entries, newest first: date, the start of the text, a draft badge; and a button to write one. */
export function DiaryList({
  babyId,
  canWrite,
  onOpen,
  onWrite,
}: {
  babyId: number;
  canWrite: boolean;
  onOpen: (event: EventReply) => void;
  onWrite: () => void;
}) {
  const { t, i18n } = useTranslation(['tags']);
  const { entries, isPending } = useDiaryList(babyId);
  const cover = useDiaryCover(babyId, entries, !isPending);
  // The kept cover shows at once, while the entries are still on their way.
  const head = cover && (
    <Image
      src={cover.src}
      alt=""
      h={120}
      radius="md"
      fit="cover"
      data-testid="diary-cover"
      data-moment-id={cover.momentId}
    />
  );
  if (isPending)
    return (
      <Stack gap="sm">
        {head}
        <Center py="xl">
          <Loader aria-label={t('tags:loading')} />
        </Center>
      </Stack>
    );
  return (
    <Stack gap="sm" data-testid="diary-list">
      {head}
      {canWrite && (
        <Group justify="flex-end">
          <Button onClick={onWrite} data-testid="diary-write">
            {t('tags:diary_screen.write')}
          </Button>
        </Group>
      )}
      {entries.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('tags:diary_screen.list_empty')}
        </Text>
      )}
      {entries.map((event) => {
        const date = formatEventDate(event.taken_at_gmt, i18n.language);
        return (
          <UnstyledButton
            key={event.id}
            onClick={() => onOpen(event)}
            aria-label={t('tags:diary_screen.open_entry', { date })}
            data-testid="diary-entry"
            data-event-id={event.id}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={700}>
                {date}
              </Text>
              {event.draft && (
                <Badge color="gray" variant="light" data-testid="diary-draft-badge">
                  {t('tags:diary_screen.draft_badge')}
                </Badge>
              )}
            </Group>
            <Text size="sm" lineClamp={2}>
              {diaryTextOf(event)?.content ?? t('tags:diary_screen.untitled')}
            </Text>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
