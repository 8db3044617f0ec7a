import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { fetchBabyBackground } from '../../api/babies';
import { queryKeys } from '../../api/queryKeys';
import { useErrorText } from '../../hooks/useErrorText';
import { loadImage, scaleToJpeg } from './imageFiles';
import { useUpdateBaby } from './useUpdateBaby';

export const DEFAULT_COVER_Y = 50;

/** The cover photo and its vertical position: a new picture is previewed here and sent only on save. */
export function useCoverEditor(babyId: number) {
  const { t } = useTranslation(['errors', 'family']);
  const errorText = useErrorText();
  const cover = useQuery({
    queryKey: queryKeys.babyBackground(babyId),
    queryFn: ({ signal }) => fetchBabyBackground(babyId, signal),
    staleTime: 60_000,
  });
  const update = useUpdateBaby(babyId);
  const [picked, setPicked] = useState<{ blob: Blob; url: string } | null>(null);
  const [y, setY] = useState<number | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const resetRef = useRef<() => void>(null);

  // The preview's object URL lives as long as the preview.
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  const savedY = cover.data?.y ?? DEFAULT_COVER_Y;
  const shownY = y ?? savedY;

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    update.reset();
    try {
      const { image, url } = await loadImage(file);
      URL.revokeObjectURL(url);
      const blob = await scaleToJpeg(image);
      setUnreadable(false);
      setPicked({ blob, url: URL.createObjectURL(blob) });
    } catch {
      setUnreadable(true);
    }
  };

  const discard = () => {
    setPicked(null);
    setY(null);
    setUnreadable(false);
    update.reset();
  };

  const save = () => {
    if (!picked && y === null) return;
    update.mutate(
      { ...(picked ? { background: picked.blob } : {}), backgroundY: shownY },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('family:babyinfo.cover.saved') });
          setPicked(null);
          setY(null);
        },
      },
    );
  };

  return {
    loading: cover.isPending,
    imageUrl: picked?.url ?? cover.data?.background ?? null,
    y: shownY,
    setY,
    pick,
    discard,
    save,
    resetRef,
    dirty: picked !== null || (y !== null && y !== savedY),
    pending: update.isPending,
    error: unreadable ? t('errors:620') : update.isError ? errorText(update.error) : null,
  };
}
