import { useEffect, useRef } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import type { MomentReply } from '@sprout/shared';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { usePrivacyLabel } from '../privacy';
import { formatEventDate, Thumbnail, useElementWidth } from '../timeline';
import { GAP, gridOf } from './gridGeometry';

/**
 * The album as a virtual grid in its own scroll box: only the rows near the
 * viewport are in the DOM (never one giant element), and the next page is
 * asked for when the last loaded rows come near.
 */
export function AlbumGrid({
  moments,
  hasMore,
  loadingMore,
  onMore,
  onOpen,
}: {
  moments: MomentReply[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (moment: MomentReply) => void;
}) {
  const { t, i18n } = useTranslation(['timeline']);
  const { t: tagsT } = useTranslation(['tags']);
  const privacyLabel = usePrivacyLabel();
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef, 720);
  const grid = gridOf(width, moments.length);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is meant to be read during render
  const virtualizer = useVirtualizer({
    count: grid.rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => grid.tile + GAP,
    overscan: 2,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= grid.rows - 6) onMore();
  }, [hasMore, loadingMore, lastShown, grid.rows, onMore]);
  useEffect(() => {
    virtualizer.measure();
  }, [grid.tile, virtualizer]);

  return (
    <div
      ref={scrollRef}
      style={{ height: 'min(70vh, 720px)', overflowY: 'auto' }}
      role="region"
      tabIndex={0}
      aria-label={tagsT('tags:album.grid_label')}
      data-testid="album-scroll"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((row) => (
          <div
            key={row.key}
            role="list"
            data-testid="album-row"
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${grid.columns}, ${grid.tile}px)`,
              gap: GAP,
              height: grid.tile,
            }}
          >
            {moments.slice(row.index * grid.columns, (row.index + 1) * grid.columns).map((moment, i) => (
              <div role="listitem" key={moment.id}>
                <Thumbnail
                  moment={moment}
                  index={row.index * grid.columns + i + 1}
                  count={moments.length}
                  privacyLabel={privacyLabel(moment)}
                  date={formatEventDate(moment.taken_at_gmt, i18n.language)}
                  t={t}
                  onOpen={onOpen}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
      {loadingMore && (
        <Center py="xs">
          <Loader size="sm" />
        </Center>
      )}
      {moments.length === 0 && !hasMore && (
        <Text c="dimmed" ta="center" py="lg">
          {tagsT('tags:album.empty')}
        </Text>
      )}
    </div>
  );
}
