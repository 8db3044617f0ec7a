import { useRef, useState } from 'react';
import { ActionIcon, Group, Slider, Text } from '@mantine/core';
import { LIMITS } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './formatDuration';

function PlayPause({ playing }: { playing: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      {playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
    </svg>
  );
}

/** The audio player of spec §2: play/pause, a position slider (step 0.01 s) and the time. */
export function AudioPlayer({ src, duration: knownDuration = null }: { src: string; duration?: number | null }) {
  const { t } = useTranslation(['timeline']);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(knownDuration ?? 0);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const readDuration = () => {
    const value = audio.current?.duration;
    if (value !== undefined && Number.isFinite(value)) setDuration(value);
  };
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      w="100%"
      role="group"
      aria-label={t('timeline:audio.player')}
      data-testid="audio-player"
    >
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={() => setTime(audio.current?.currentTime ?? 0)}
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
      />
      <ActionIcon
        size="lg"
        radius="xl"
        variant="filled"
        color="teal"
        onClick={toggle}
        aria-label={playing ? t('timeline:audio.pause') : t('timeline:audio.play')}
        data-testid="audio-toggle"
      >
        <PlayPause playing={playing} />
      </ActionIcon>
      <Slider
        style={{ flex: 1 }}
        min={0}
        max={Math.max(duration, LIMITS.audioSliderStep)}
        step={LIMITS.audioSliderStep}
        value={Math.min(time, duration)}
        label={formatDuration}
        onChange={(value) => {
          setTime(value);
          if (audio.current) audio.current.currentTime = value;
        }}
        thumbLabel={t('timeline:audio.seek')}
        color="teal"
        data-testid="audio-slider"
      />
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="audio-time">
        {formatDuration(time)} / {formatDuration(duration)}
      </Text>
    </Group>
  );
}
