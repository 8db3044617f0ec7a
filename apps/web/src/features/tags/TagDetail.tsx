import { ActionIcon, Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { viewableMoments } from '../media';
import { usePrivacyLabel } from '../privacy';
import { ReplySwiper } from '../reply';
import { PlaceValues, TagValues } from '../growth';
import { formatEventDate, Thumbnail } from '../timeline';
import classes from './tags.module.css';
import { useActiveBaby } from '../babies';
import { useFileChooser } from '../upload';
import { useTagged } from './useTags';
import { useUntag } from './useUntag';
import { LineIcon } from '../../components/LineIcon';

/**
 * "Upload here" (issue 11): the chosen files go through the one upload queue
 * as a batch that carries the tag, which the server puts on each moment as
 * it makes it.
 */
function UploadHere({ babyId, tagId, name }: { babyId: number; tagId: number; name: string }) {
  const { t } = useTranslation(['tags', 'common']);
  const { inputRef, open, onChange } = useFileChooser(babyId, { tagIds: [tagId] });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={open} data-testid="tag-upload-here" aria-describedby="tag-upload-hint">
        {t('tags:upload_here')}
      </Button>
      <Text size="xs" c="dimmed" id="tag-upload-hint">
        {t('tags:upload_here_hint', { name })}
      </Text>
      <input
        ref={inputRef}
        type="file"
        accept="image/*,video/*,audio/*,.heic,.heif"
        multiple
        hidden
        aria-label={t('common:upload.input_label')}
        onChange={onChange}
        data-testid="tag-upload-input"
      />
    </Group>
  );
}

function RemoveIcon() {
  return (
    <LineIcon size={14} strokeWidth={2.5}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </LineIcon>
  );
}

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0} align="center" miw={72}>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * The tag's pictures and videos as a grid; where the user may tag (`records` given, moment → tagging
 * record), each has a button that takes the tag off it.
 */
function TagMoments({
  media,
  records,
  onOpen,
  untag,
}: {
  media: MomentReply[];
  records: ReadonlyMap<number, number> | null;
  onOpen: (moment: MomentReply) => void;
  untag: ReturnType<typeof useUntag>;
}) {
  const { t, i18n } = useTranslation(['tags']);
  const { t: timelineT } = useTranslation(['timeline']);
  const privacyLabel = usePrivacyLabel();
  return (
    <div className={classes.grid} role="list" data-testid="tag-moments">
      {media.map((moment, i) => {
        const record = records?.get(moment.id);
        return (
          <div role="listitem" key={moment.id} style={{ position: 'relative' }}>
            <Thumbnail
              moment={moment}
              index={i + 1}
              count={media.length}
              date={formatEventDate(moment.taken_at_gmt, i18n.language)}
              t={timelineT}
              privacyLabel={privacyLabel(moment)}
              onOpen={onOpen}
            />
            {record !== undefined && (
              <ActionIcon
                size="sm"
                radius="xl"
                variant="white"
                color="dark"
                pos="absolute"
                top={4}
                right={4}
                style={{ boxShadow: 'var(--mantine-shadow-xs)' }}
                aria-label={t('tags:remove_from_tag', { index: i + 1 })}
                disabled={untag.isPending}
                onClick={() => untag.mutate(record)}
                data-testid="tag-untag"
              >
                <RemoveIcon />
              </ActionIcon>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * One tag (spec §2 tagDetail): its name, how many photos, videos and diary
 * entries the user can see, the swiper over its pictures and videos, and all
 * its moments newest first; a moment opens in the viewer.
 */
export function TagDetail({
  babyId,
  tagId,
  onOpen,
  onBack,
}: {
  babyId: number;
  tagId: number;
  onOpen: (moment: MomentReply) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation(['tags']);
  const errorText = useErrorText();
  const { query, tag, moments } = useTagged(babyId, tagId);
  const { active } = useActiveBaby();
  const untag = useUntag(babyId);
  const canTag = active?.abilities.upload === true && active.with_user.linked_baby.id === babyId;
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('tags:detail_loading')} />
      </Center>
    );
  if (query.isError || !tag)
    return (
      <Alert color="gray" data-testid="tag-missing">
        {query.error ? errorText(query.error) : t('tags:detail_missing')}
      </Alert>
    );
  const media = viewableMoments(moments);
  const newest = media[0];
  const date = newest ? formatEventDate(newest.taken_at_gmt, i18n.language) : '';
  return (
    <Stack gap="md" data-testid="tag-detail" data-tag-id={tag.id}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="h3" data-testid="tag-detail-name" style={{ overflowWrap: 'anywhere' }}>
          {tag.tag_name}
        </Title>
        <Anchor component="button" type="button" size="sm" onClick={onBack} data-testid="tag-back">
          {t('tags:all_tags')}
        </Anchor>
      </Group>
      {canTag && <UploadHere babyId={babyId} tagId={tag.id} name={tag.tag_name} />}
      <Group gap="lg" justify="center">
        <Count label={t('tags:photos')} value={tag.pictures_count} testId="tag-count-photos" />
        <Count label={t('tags:videos')} value={tag.videos_count} testId="tag-count-videos" />
        <Count label={t('tags:diary')} value={tag.records_count} testId="tag-count-diary" />
      </Group>
      {(tag.tag_flag === 'height' || tag.tag_flag === 'weight' || tag.tag_flag === 'head_circumference') && (
        <TagValues babyId={babyId} tagId={tag.id} measure={tag.tag_flag} />
      )}
      {tag.tag_flag === 'footprint_map' && <PlaceValues babyId={babyId} tagId={tag.id} />}
      {media.length > 0 && <ReplySwiper media={media} date={date} onOpen={onOpen} />}
      {moments.length === 0 ? (
        <Text c="dimmed" ta="center" data-testid="tag-detail-empty">
          {t('tags:detail_empty')}
        </Text>
      ) : (
        <TagMoments
          media={media}
          records={canTag ? new Map(moments.map((m) => [m.id, m.tagging_record_id])) : null}
          onOpen={onOpen}
          untag={untag}
        />
      )}
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
