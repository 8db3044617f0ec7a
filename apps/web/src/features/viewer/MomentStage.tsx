import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { MomentReply, PictureUrls } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../components/MediaImage';
import { useMediaSrc } from '../../hooks/useMediaSrc';
import { AudioPlayer, audioOf, videoOf } from '../media';
import { pickRendition } from './pickRendition';
import { useScreenSize } from './useScreenSize';

/** What the stage says in place of media (processing, failed, nothing to show). */
function StageNote({ children }: { children: ReactNode }) {
  return (
    <Text c="gray.3" p="xl" ta="center">
      {children}
    </Text>
  );
}

/** The native player (play, seek, volume, full screen), asked again under a fresh URL if the file fails to load. */
function VideoPlayer({ url, poster, label }: { url: string; poster: string | null; label: string }) {
  const { t } = useTranslation(['timeline']);
  const video = useMediaSrc(url);
  const still = useMediaSrc(poster);
  if (!video.src) return <StageNote>{t('timeline:viewer.load_failed')}</StageNote>;
  return (
    <video
      src={video.src}
      poster={still.src ?? undefined}
      onError={video.onError}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      data-testid="viewer-video"
    />
  );
}

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
    if (!video) return <StageNote>{t('timeline:viewer.video_processing')}</StageNote>;
    return (
      <VideoPlayer
        key={moment.id}
        url={video.url}
        poster={video.poster}
        label={t('timeline:viewer.video_label', position)}
      />
    );
  }
  if (moment.type === 'audio') {
    const audio = audioOf(moment);
    if (!audio) return <StageNote>{t('timeline:viewer.no_media')}</StageNote>;
    return (
      <Stack p="xl" w="min(560px, 100%)" className="sprout-viewer-audio">
        <AudioPlayer key={moment.id} src={audio.url} duration={moment.duration} />
      </Stack>
    );
  }
  const picture = moment.picture;
  if (!picture) return <StageNote>{t('timeline:viewer.no_media')}</StageNote>;
  if (!picture.large) {
    return (
      <StageNote>
        {picture.state === 'processing' ? t('timeline:viewer.processing') : t('timeline:viewer.failed')}
      </StageNote>
    );
  }
  return <PictureStage key={moment.id} moment={moment} picture={picture} alt={t('timeline:photo_alt', position)} />;
}

/** A picture, from the rendition this display needs (pickRendition). */
function PictureStage({ moment, picture, alt }: { moment: MomentReply; picture: PictureUrls; alt: string }) {
  const { t } = useTranslation(['timeline']);
  const screen = useScreenSize();
  const size =
    moment.picture_width && moment.picture_height
      ? { width: moment.picture_width, height: moment.picture_height }
      : null;
  return (
    <MediaImage
      src={pickRendition(picture, size, screen)}
      alt={alt}
      data-testid="viewer-image"
      fallback={<StageNote>{t('timeline:viewer.load_failed')}</StageNote>}
    />
  );
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
