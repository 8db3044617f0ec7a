import { useCallback } from 'react';
import { Center, Loader, Modal, Stack } from '@mantine/core';
import type { MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { AlbumGrid } from '../features/album/AlbumGrid';
import { ALBUM_PATH, viewerPath } from '../lib/paths';
import { useAlbum } from '../features/album/useAlbum';
import { BabyCover } from '../features/babies/BabyCover';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { possessiveContext } from '../lib/possessive';

function Album({ babyId }: { babyId: number }) {
  const { t } = useTranslation(['tags']);
  const navigate = useNavigate();
  const { query, moments } = useAlbum(babyId);
  const { fetchNextPage } = query;
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('tags:album.loading')} />
      </Center>
    );
  return (
    <Stack gap="sm">
      <BabyCover babyId={babyId} testId="album-cover" />
      <AlbumGrid
        moments={moments}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onMore={more}
        onOpen={(m: MomentReply) => void navigate(viewerPath(ALBUM_PATH, m.event_id, m.id, undefined, babyId))}
      />
    </Stack>
  );
}

/** /timeline/album: "{0}'s Album" (spec §2), the viewer opening over it. */
export function AlbumPage() {
  const { t } = useTranslation(['tags', 'common']);
  const navigate = useNavigate();
  const { active } = useActiveBaby();
  const baby = active?.with_user.linked_baby ?? null;
  return (
    <>
      <Modal
        opened
        onClose={() => void navigate('/timeline')}
        title={baby ? t('tags:album.title', { name: baby.name, context: possessiveContext(baby.name) }) : ''}
        size="xl"
        centered
        data-testid="album-modal"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {baby && <Album key={baby.id} babyId={baby.id} />}
      </Modal>
      <Outlet />
    </>
  );
}
