import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { EventCard, type CardEnv } from './EventCard';
import type { LikeTarget } from './likeReducer';
import { BUCKET_HEIGHT, partOf, partStarts, rowHeight, TODAY_HEIGHT } from './rowLayout';
import { BucketHeader, PartSwitch, TodayRow } from './RowViews';
import { ScrollTopButton } from './ScrollTopButton';
import { bucketAt, type TimelineRow } from './timelineRows';
import { finishJump, setCurrentBucket, useJumpRequest } from './tocStore';
import { getUiFlags, setUiFlags, useUiFlag } from './uiFlags';
import { useElementWidth } from './useElementWidth';
import { useAgeText } from './useAgeText';
import { useCaption } from './useCaption';
import { useDwell } from './useDwell';
import { useFontScale } from './useFontScale';

interface TimelineListProps {
  rows: TimelineRow[];
  headerIndex: Map<string, number>;
  babyId: number;
  birthday: string | null;
  onOpen: (event: EventReply, moment: MomentReply) => void;
  onComments: (event: EventReply) => void;
  onLike: (target: LikeTarget, like: boolean) => void;
}

type Slot = TimelineRow | { kind: 'newer'; key: 'newer' } | { kind: 'older'; key: 'older' };

/**
 * The timeline as a virtual list in its own scroll box: only the rows near the
 * viewport are in the DOM. Rows are built to the heights rowLayout gives them,
 * so measuring a shown row finds nothing to correct unless it grew (an open
 * caption editor). A timeline too tall for one scroll element is shown in
 * parts (rowLayout.partStarts).
 */
export function TimelineList({ rows, headerIndex, babyId, birthday, onOpen, onComments, onLike }: TimelineListProps) {
  const { t, i18n } = useTranslation();
  const age = useAgeText(birthday);
  const caption = useCaption(babyId);
  const { mutateAsync: saveCaption } = caption;
  const savingEventId = caption.isPending ? caption.variables.eventId : null;
  const env = useMemo<CardEnv>(() => ({
    t, language: i18n.language, age, savingEventId, onOpen, onComments, onLike,
    saveCaption: (eventId, text) => saveCaption({ eventId, caption: text }),
  }), [t, i18n.language, age, savingEventId, onOpen, onComments, onLike, saveCaption]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const scale = useFontScale();
  const heights = useMemo(() => rows.map((row) => rowHeight(row, width, scale)), [rows, width, scale]);
  const starts = useMemo(() => partStarts(heights), [heights]);
  const [wantedPart, setPart] = useState(0);
  const part = Math.min(wantedPart, starts.length - 1);
  const from = starts[part] ?? 0;
  const to = starts[part + 1] ?? rows.length;
  const newer = part > 0 ? 1 : 0;
  const older = part < starts.length - 1 ? 1 : 0;
  const count = to - from + newer + older;
  const slotAt = useCallback((index: number): Slot => {
    if (newer && index === 0) return { kind: 'newer', key: 'newer' };
    if (older && index === count - 1) return { kind: 'older', key: 'older' };
    return rows[from + index - newer] as TimelineRow;
  }, [rows, from, newer, older, count]);

  // Stable between renders: the virtualizer lays out every row again (24k at six years) whenever getItemKey changes,
  // and on every scroll step that garbage filled the old generation, whose collections were the longest pauses.
  const estimateSize = useCallback((index: number) => {
    const slot = slotAt(index);
    return slot.kind === 'newer' || slot.kind === 'older' ? 72 : heights[from + index - newer] ?? 300;
  }, [slotAt, heights, from, newer]);
  const getItemKey = useCallback((index: number) => slotAt(index).key, [slotAt]);
  const getScrollElement = useCallback(() => scrollRef.current, []);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is meant to be read during render
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 3,
    // Let React batch the re-render a scroll causes instead of forcing it inside the scroll event:
    // a fast fling through 20k events otherwise piles synchronous renders into long tasks.
    useFlushSync: false,
  });

  const shownKeys = virtualizer.getVirtualItems().map((item) => String(item.key));
  const isSettled = useDwell(shownKeys);

  // No measure() on a new width: each shown row's ResizeObserver reports its new height itself, and
  // measure() would drop those sizes without the observer firing again (rows would keep their estimates).

  // Where to go once a part switch has rendered.
  const pending = useRef<{ index: number; align: 'start' | 'end' } | null>(null);
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    // -1: the last row of the part, just above its "older" switch.
    const last = virtualizer.options.count - 2;
    virtualizer.scrollToIndex(target.index < 0 ? Math.max(0, last) : target.index, { align: target.align });
  }, [part, virtualizer]);

  const showPart = useCallback((next: number, index: number, align: 'start' | 'end') => {
    pending.current = { index, align };
    setPart(next);
  }, []);

  // Jumps asked for by the table of contents.
  const jump = useJumpRequest();
  useEffect(() => {
    if (!jump) return;
    const index = headerIndex.get(jump.key);
    if (index === undefined) return; // not loaded yet: the request waits
    finishJump(jump);
    // The asked bucket stays current until the reader scrolls (the last one may not reach the top).
    setUiFlags({ scrollSource: 'toc' });
    setCurrentBucket(jump.key);
    const target = partOf(starts, index);
    const local = index - (starts[target] ?? 0) + (target > 0 ? 1 : 0);
    if (target !== part) showPart(target, local, 'start');
    else virtualizer.scrollToIndex(local, { align: 'start' });
  }, [jump, headerIndex, starts, part, showPart, virtualizer]);

  // The bucket at the top of the list, for the table of contents.
  const firstVisible = virtualizer.range?.startIndex ?? 0;
  const scrollSource = useUiFlag('scrollSource');
  useEffect(() => {
    // Read now, not from this render: a jump earlier in this commit has just set it.
    if (getUiFlags().scrollSource === 'toc') return;
    setCurrentBucket(bucketAt(rows, Math.max(0, from + firstVisible - newer)));
  }, [rows, from, firstVisible, newer, scrollSource]);
  useEffect(() => () => setCurrentBucket(null), []);

  const lastTop = useRef(0);
  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const top = element.scrollTop;
    const direction = top < lastTop.current ? 'up' : top > lastTop.current ? 'down' : null;
    setUiFlags({ showScrollButton: part > 0 || top > element.clientHeight, ...(direction ? { scrollDirection: direction } : {}) });
    lastTop.current = top;
  };
  const userScrolls = () => setUiFlags({ scrollSource: 'user' });
  const toTop = () => {
    setUiFlags({ scrollSource: 'top_button' });
    if (part > 0) showPart(0, 0, 'start');
    else virtualizer.scrollToOffset(0);
  };
  useEffect(() => () => setUiFlags({ showScrollButton: false }), []);

  return (
    <>
      <div
        ref={scrollRef}
        className="sprout-timeline-scroll"
        data-testid="timeline-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('timeline_ui.scroll_label')}
        onScroll={onScroll}
        onWheel={userScrolls}
        onTouchStart={userScrolls}
        onKeyDown={userScrolls}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const slot = slotAt(item.index);
            return (
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="sprout-row"
                style={{ transform: `translateY(${item.start}px)` }}>
                {slot.kind === 'today' && <TodayRow birthday={birthday} height={Math.round(TODAY_HEIGHT * scale)} />}
                {slot.kind === 'bucket' && (
                  <BucketHeader bucketKey={slot.key.slice('bucket-'.length)} bucket={slot.bucket} moments={slot.moments} height={Math.round(BUCKET_HEIGHT * scale)} />
                )}
                {slot.kind === 'event' && (
                  <EventCard event={slot.event} listWidth={width} scale={scale} showPictures={isSettled(slot.key)} env={env} />
                )}
                {slot.kind === 'newer' && <PartSwitch direction="newer" onClick={() => showPart(part - 1, -1, 'end')} />}
                {slot.kind === 'older' && <PartSwitch direction="older" onClick={() => showPart(part + 1, 1, 'start')} />}
              </div>
            );
          })}
        </div>
      </div>
      <ScrollTopButton onClick={toTop} />
    </>
  );
}
