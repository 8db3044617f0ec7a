import { Stack, Text } from '@mantine/core';
import type { MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { AudioPlayer, audioOf, videoOf } from '../media';

/** The large view of one moment: the picture, a video player, or the audio player. */
export function MomentStage({
  moment,
  position,
}: {
  moment: MomentReply;
  position: { index: number; count: number; date: string };
}) {
  const { t } = useTranslation(['timeline']);
  if (moment.type === 'video') {
    const video = videoOf(moment);
    if (!video)
      return (
        <Text c="gray.3" p="xl" ta="center">
          {t('timeline:viewer.video_processing')}
        </Text>
      );
    return (
      // The native controls give play, seek, volume and full screen.
      <video
        key={moment.id}
        src={video.url}
        poster={video.poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={t('timeline:viewer.video_label', position)}
        data-testid="viewer-video"
      />
    );
  }
  if (moment.type === 'audio') {
    const audio = audioOf(moment);
    if (!audio)
      return (
        <Text c="gray.3" p="xl" ta="center">
          {t('timeline:viewer.no_media')}
        </Text>
      );
    return (
      <Stack p="xl" w="min(560px, 100%)" className="sprout-viewer-audio">
        <AudioPlayer key={moment.id} src={audio.url} duration={moment.duration} />
      </Stack>
    );
  }
  const picture = moment.picture;
  if (!picture)
    return (
      <Text c="gray.3" p="xl" ta="center">
        {t('timeline:viewer.no_media')}
      </Text>
    );
  if (!picture.large) {
    return (
      <Text c="gray.3" p="xl" ta="center">
        {picture.state === 'processing' ? t('timeline:viewer.processing') : t('timeline:viewer.failed')}
      </Text>
    );
  }
  return <img key={moment.id} src={picture.large} alt={t('timeline:photo_alt', position)} data-testid="viewer-image" />;
}

/**
 * The file to download for a moment: the original picture, the video or the
 * audio, asked for as an attachment, which the server names as the file was
 * named on the uploader's device.
 */
export function downloadUrl(moment: MomentReply): string | null {
  const url = moment.picture?.original ?? videoOf(moment)?.url ?? audioOf(moment)?.url ?? null;
  return url === null ? null : `${url}${url.includes('?') ? '&' : '?'}download=1`;
}
