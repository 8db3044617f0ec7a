import { Alert, Button, Center, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TagReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { TagCover } from './TagCover';
import { TagName } from './TagName';
import classes from './tags.module.css';
import { useAllTags } from './useTags';

/** The baby's tags as cards: cover, name, and how many photos and videos the user can see in each. */
export function TagList({ babyId, onOpen }: { babyId: number; onOpen: (tag: TagReply) => void }) {
  const { t } = useTranslation(['tags', 'common']);
  const errorText = useErrorText();
  const { query, tags } = useAllTags(babyId);
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('tags:list_loading')} />
      </Center>
    );
  if (query.isError) {
    return (
      <Alert color="red" title={t('tags:list_error')}>
        <Text size="sm" mb="sm">
          {errorText(query.error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (tags.length === 0)
    return (
      <Text c="dimmed" py="lg" ta="center" data-testid="tag-list-empty">
        {t('tags:list_empty')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <div
        className={classes.grid}
        style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
        data-testid="tag-list"
      >
        {tags.map((tag) => (
          <UnstyledButton
            key={tag.id}
            className={classes.card}
            onClick={() => onOpen(tag)}
            title={t('tags:open_tag', { name: tag.tag_name })}
            data-testid="tag-card"
            data-tag-id={tag.id}
          >
            <TagCover tag={tag} className={classes.cardCover} />
            <TagName name={tag.tag_name} fw={600} size="sm" />
            <Text size="xs" c="dimmed" data-testid="tag-card-counts">
              {t('tags:counts_line', { pictures: tag.pictures_count, videos: tag.videos_count })}
            </Text>
          </UnstyledButton>
        ))}
      </div>
      {query.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {t('tags:show_more')}
        </Button>
      )}
    </Stack>
  );
}
