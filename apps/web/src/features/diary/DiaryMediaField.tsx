import { Badge, Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import type { MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { FailureNote, uploadFailureText, formatBytes, percentOf, RowButton } from '../upload';
import type { DiaryUpload } from './diaryMedia';
import type { useDiaryMedia } from './useDiaryMedia';

const STATE_COLOR: Record<DiaryUpload['state'], string> = {
  sending: 'blue',
  paused: 'yellow',
  ready: 'teal',
  already: 'gray',
  failed: 'red',
};

type DiaryMedia = ReturnType<typeof useDiaryMedia>;

/** What the entry already holds: a thumbnail per picture, the kind of anything else. */
function HeldMedia({ held }: { held: readonly MomentReply[] }) {
  const { t } = useTranslation(['tags', 'uploads']);
  return (
    <Group gap={6} role="list" aria-labelledby="diary-media-label" data-testid="diary-media-held">
      {held.map((m) => (
        <div role="listitem" key={m.id}>
          {m.type === 'picture' && m.picture?.thumb ? (
            <Image src={m.picture.thumb} alt="" w={56} h={56} radius="sm" fit="cover" />
          ) : (
            <Badge variant="light" color="gray">
              {t(`uploads:type.${m.type === 'video' ? 'video' : m.type === 'audio' ? 'audio' : 'picture'}`)}
            </Badge>
          )}
        </div>
      ))}
    </Group>
  );
}

/** One file on its way: its state, bytes or why it failed, and its stop, continue, retry and delete. */
function UploadingRow({ upload: u, actions }: { upload: DiaryUpload; actions: DiaryMedia['actions'] }) {
  const { t, i18n } = useTranslation(['tags', 'uploads']);
  const { t: tFailure } = useTranslation(['errors', 'uploads']);
  const bytes = t('uploads:bytes_progress', {
    sent: formatBytes(u.sent, i18n.language),
    size: formatBytes(u.size, i18n.language),
    percent: percentOf(u.sent, u.size),
  });
  return (
    <Stack component="li" gap={2} data-testid="diary-media-upload" data-state={u.state}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
          {u.name}
        </Text>
        <Badge variant="light" color={STATE_COLOR[u.state]}>
          {u.state === 'paused' ? t('uploads:status.paused') : t(`tags:diary_screen.media_${u.state}_state`)}
        </Badge>
      </Group>
      {(u.state === 'sending' || u.state === 'paused') && (
        <Progress size="xs" value={percentOf(u.sent, u.size)} aria-label={bytes} />
      )}
      {u.state !== 'ready' && u.state !== 'already' && (
        <Group gap="xs" wrap="nowrap">
          {u.error ? (
            <Text size="xs" c="red.8" style={{ flex: 1, minWidth: 0 }} data-testid="diary-media-error">
              <FailureNote failure={uploadFailureText(u.error, tFailure)} />
            </Text>
          ) : (
            <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 0 }} data-testid="diary-media-bytes">
              {bytes}
            </Text>
          )}
          {u.state === 'sending' && (
            <RowButton
              label={t('uploads:stop')}
              aria={t('uploads:stop_label', { name: u.name })}
              onClick={() => actions.stop(u.itemId)}
              testId="diary-media-stop"
            />
          )}
          {u.state === 'paused' && (
            <RowButton
              label={t('uploads:continue')}
              aria={t('uploads:continue_label', { name: u.name })}
              onClick={() => actions.resume(u.itemId)}
              testId="diary-media-continue"
            />
          )}
          {u.retryable && (
            <RowButton
              label={t('uploads:retry')}
              aria={t('uploads:retry_label', { name: u.name })}
              onClick={() => actions.retry(u.itemId)}
              testId="diary-media-retry"
            />
          )}
          <RowButton
            label={t('uploads:delete')}
            aria={t('uploads:delete_label', { name: u.name })}
            onClick={() => actions.remove(u.itemId)}
            testId="diary-media-delete"
            color="red"
          />
        </Group>
      )}
    </Stack>
  );
}

/**
 * The editor's media: what the entry already holds, the files on their way
 * with their bytes, why one failed, and each one's stop, continue, retry and
 * delete (the queue's panel, which has them too, lies under this dialog),
 * and the button that adds more.
 */
export function DiaryMediaField({ media, held }: { media: DiaryMedia; held: readonly MomentReply[] }) {
  const { t } = useTranslation(['tags', 'uploads']);
  const { actions } = media;
  const { inputRef, open, onChange } = media.chooser;
  return (
    <Stack gap={6} data-testid="diary-media">
      <Text size="sm" fw={500} id="diary-media-label">
        {t('tags:diary_screen.media_label')}
      </Text>
      {held.length > 0 && <HeldMedia held={held} />}
      {media.uploads.length > 0 && (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="diary-media-uploads">
          {media.uploads.map((u) => (
            <UploadingRow key={u.itemId} upload={u} actions={actions} />
          ))}
        </Stack>
      )}
      <Group>
        <Button variant="light" size="xs" onClick={open} data-testid="diary-add-media">
          {t('tags:diary_screen.add_media')}
        </Button>
      </Group>
      <input
        ref={inputRef}
        type="file"
        accept="image/*,video/*,audio/*,.heic,.heif"
        multiple
        hidden
        aria-label={t('tags:diary_screen.add_media')}
        onChange={onChange}
        data-testid="diary-media-input"
      />
    </Stack>
  );
}
