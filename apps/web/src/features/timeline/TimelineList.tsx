import { useMemo, useRef } from 'react';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { usePrivacyLabel } from '../privacy';
import { EventCard, type CardEnv } from './EventCard';
import type { LikeTarget } from './likeReducer';
import { BUCKET_HEIGHT, rowHeight, TODAY_HEIGHT } from './rowLayout';
import { BucketHeader, PartSwitch, TodayRow } from './RowViews';
import { ScrollTopButton } from './ScrollTopButton';
import type { TimelineRow } from './timelineRows';
import { useElementWidth } from './useElementWidth';
import { useAgeText } from './useAgeText';
import { useCaption } from './useCaption';
import { useDwell } from './useDwell';
import { useFontScale } from './useFontScale';
import { useScrollFlags } from './useScrollFlags';
import { useTimelineParts } from './useTimelineParts';
import { useTocJump } from './useTocJump';
import { useNewsJump } from './useNewsJump';
import { useTopBucket } from './useTopBucket';

interface TimelineListProps {
  rows: TimelineRow[];
  headerIndex: Map<string, number>;
  babyId: number;
  birthday: string | null;
  onOpen: (event: EventReply, moment: MomentReply) => void;
  onComments: (event: EventReply) => void;
  onMoments: (event: EventReply) => void;
  onNewMoments: (event: EventReply, count: number) => void;
  grown: (event: EventReply) => number;
  onLike: (target: LikeTarget, like: boolean) => void;
  /** Events new since the previous visit: marked, and the first of them one click away. */
  newIds: ReadonlySet<number>;
  firstNew: number | null;
}

/**
 * The timeline as a virtual list in its own scroll box: only the rows near the
 * viewport are in the DOM. Rows are built to the heights rowLayout gives them,
 * so measuring a shown row finds nothing to correct unless it grew (an open
 * caption editor). Its state lives in four hooks: the shown part and the
 * virtual list (useTimelineParts), jumps from the table of contents
 * (useTocJump), the bucket at the top (useTopBucket) and the scroll flags
 * (useScrollFlags).
 */
export function TimelineList({
  rows,
  headerIndex,
  babyId,
  birthday,
  onOpen,
  onComments,
  onMoments,
  onNewMoments,
  grown,
  onLike,
  newIds,
  firstNew,
}: TimelineListProps) {
  const { t, i18n } = useTranslation(['timeline']);
  const privacyLabel = usePrivacyLabel();
  const { t: tagsT } = useTranslation(['tags']);
  const addTagLabel = tagsT('tags:add_tag');
  const age = useAgeText(birthday);
  const caption = useCaption(babyId);
  const { mutateAsync: saveCaption } = caption;
  const savingEventId = caption.isPending ? caption.variables.eventId : null;
  const env = useMemo<CardEnv>(
    () => ({
      t,
      language: i18n.language,
      age,
      savingEventId,
      onOpen,
      onComments,
      onMoments,
      onNewMoments,
      grown,
      onLike,
      addTagLabel,
      privacyLabel,
      saveCaption: (eventId, text) => saveCaption({ eventId, caption: text }),
      isNew: (eventId) => newIds.has(eventId),
    }),
    [
      t,
      privacyLabel,
      i18n.language,
      age,
      savingEventId,
      onOpen,
      onComments,
      onMoments,
      onNewMoments,
      grown,
      onLike,
      saveCaption,
      addTagLabel,
      newIds,
    ],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const scale = useFontScale();
  const heights = useMemo(() => rows.map((row) => rowHeight(row, width, scale)), [rows, width, scale]);

  const parts = useTimelineParts(rows, heights, scrollRef, `${width}@${scale}`);
  const { virtualizer, slotAt, part, showPart } = parts;
  const isSettled = useDwell(virtualizer.getVirtualItems().map((item) => String(item.key)));
  useTocJump(headerIndex, parts);
  useTopBucket(rows, parts);
  const { onScroll, userScrolls, toTop } = useScrollFlags(scrollRef, parts);
  const jumpTo = useNewsJump(rows, parts);
  const newCount = rows.reduce((n, row) => n + (row.kind === 'event' && newIds.has(row.event.id) ? 1 : 0), 0);

  return (
    <>
      {firstNew !== null && newCount > 0 && (
        <button
          type="button"
          className="sprout-news-jump"
          onClick={() => jumpTo(firstNew)}
          data-testid="jump-first-new"
        >
          {t('timeline:news.jump', { count: newCount })}
        </button>
      )}
      <div
        ref={scrollRef}
        className="sprout-timeline-scroll"
        data-testid="timeline-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('timeline:scroll_label')}
        onScroll={onScroll}
        onWheel={userScrolls}
        onTouchStart={userScrolls}
        onKeyDown={userScrolls}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const slot = slotAt(item.index);
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="sprout-row"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {slot.kind === 'today' && <TodayRow birthday={birthday} height={Math.round(TODAY_HEIGHT * scale)} />}
                {slot.kind === 'bucket' && (
                  <BucketHeader
                    bucketKey={slot.key.slice('bucket-'.length)}
                    bucket={slot.bucket}
                    moments={slot.moments}
                    height={Math.round(BUCKET_HEIGHT * scale)}
                  />
                )}
                {slot.kind === 'event' && (
                  <EventCard
                    event={slot.event}
                    listWidth={width}
                    scale={scale}
                    showPictures={isSettled(slot.key)}
                    env={env}
                  />
                )}
                {slot.kind === 'newer' && (
                  <PartSwitch direction="newer" onClick={() => showPart(part - 1, -1, 'end')} />
                )}
                {slot.kind === 'older' && (
                  <PartSwitch direction="older" onClick={() => showPart(part + 1, 1, 'start')} />
                )}
              </div>
            );
          })}
        </div>
      </div>
      <ScrollTopButton onClick={toTop} />
    </>
  );
}
