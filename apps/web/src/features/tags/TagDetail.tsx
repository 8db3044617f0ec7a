import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { viewableMoments } from '../media/mediaOf';
import { usePrivacyLabel } from '../privacy/usePrivacyLabel';
import { ReplySwiper } from '../reply/ReplySwiper';
import { formatEventDate } from '../timeline/timelineData';
import { Thumbnail } from '../timeline/Thumbnail';
import classes from './tags.module.css';
import { useTagged } from './useTags';

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0} align="center" miw={72}>
      <Text fw={700} fz="lg" data-testid={testId}>{value}</Text>
      <Text size="xs" c="dimmed">{label}</Text>
    </Stack>
  );
}

/**
 * One tag (spec §2 tagDetail): its name, how many photos, videos and diary
 * entries the user can see, the swiper over its pictures and videos, and all
 * its moments newest first; a moment opens in the viewer.
 */
export function TagDetail({ babyId, tagId, onOpen, onBack }: { babyId: number; tagId: number; onOpen: (moment: MomentReply) => void; onBack: () => void }) {
  const { t, i18n } = useTranslation(['tags']);
  const { t: timelineT } = useTranslation(['timeline']);
  const privacyLabel = usePrivacyLabel();
  const errorText = useErrorText();
  const { query, tag, moments } = useTagged(babyId, tagId);
  if (query.isPending) return <Center py="xl"><Loader aria-label={t('tags:detail_loading')} /></Center>;
  if (query.isError || !tag) return <Alert color="gray" data-testid="tag-missing">{query.error ? errorText(query.error) : t('tags:detail_missing')}</Alert>;
  const media = viewableMoments(moments);
  const newest = media[0];
  const date = newest ? formatEventDate(newest.taken_at_gmt, i18n.language) : '';
  return (
    <Stack gap="md" data-testid="tag-detail" data-tag-id={tag.id}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="h3" data-testid="tag-detail-name" style={{ overflowWrap: 'anywhere' }}>{tag.tag_name}</Title>
        <Anchor component="button" type="button" size="sm" onClick={onBack} data-testid="tag-back">{t('tags:all_tags')}</Anchor>
      </Group>
      <Group gap="lg" justify="center">
        <Count label={t('tags:photos')} value={tag.pictures_count} testId="tag-count-photos" />
        <Count label={t('tags:videos')} value={tag.videos_count} testId="tag-count-videos" />
        <Count label={t('tags:diary')} value={tag.records_count} testId="tag-count-diary" />
      </Group>
      {media.length > 0 && <ReplySwiper media={media} date={date} onOpen={onOpen} />}
      {moments.length === 0 ? <Text c="dimmed" ta="center" data-testid="tag-detail-empty">{t('tags:detail_empty')}</Text> : (
        <div className={classes.grid} role="list" data-testid="tag-moments">
          {media.map((moment, i) => (
            <div role="listitem" key={moment.id}>
              <Thumbnail moment={moment} index={i + 1} count={media.length} date={formatEventDate(moment.taken_at_gmt, i18n.language)} t={timelineT} privacyLabel={privacyLabel(moment)} onOpen={onOpen} />
            </div>
          ))}
        </div>
      )}
      {query.hasNextPage && (
        <Button variant="subtle" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>{t('tags:show_more')}</Button>
      )}
    </Stack>
  );
}
