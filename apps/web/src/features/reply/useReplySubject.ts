import { useQuery } from '@tanstack/react-query';
import type { EventReply, MomentReply } from '@sprout/shared';
import { fetchMoment } from '../../api/moments';
import { queryKeys } from '../../api/queryKeys';
import { viewableMoments } from '../media';
import { useEventDetail, useTimeline } from '../timeline';
import { type ReplyTarget } from '../../lib/paths';

export interface ReplySubject {
  status: 'loading' | 'missing' | 'ready';
  error: unknown;
  /** The event commented on, or the moment's event when it is loaded. */
  event: EventReply | null;
  /** The moment commented on (moment replies only). */
  moment: MomentReply | null;
  /** What the swiper shows: the event's pictures, videos and audio, or the one moment. */
  media: MomentReply[];
  takenAt: number | null;
}

/** What a reply screen is about: an event with all its moments, or one moment. */
export function useReplySubject(target: ReplyTarget | null, babyId: number | null): ReplySubject {
  const timeline = useTimeline(babyId);
  const eventId = target?.type === 'event' ? target.id : null;
  const momentId = target?.type === 'moment' ? target.id : null;
  const momentQuery = useQuery({
    queryKey: queryKeys.moment(momentId ?? 0),
    queryFn: ({ signal }) => fetchMoment(momentId ?? 0, signal),
    enabled: momentId !== null,
  });
  const detail = useEventDetail(eventId, timeline.events.find((e) => e.id === eventId) ?? null);
  if (momentId !== null) {
    const moment = momentQuery.data ?? null;
    const event = moment ? (timeline.events.find((e) => e.id === moment.event_id) ?? null) : null;
    return {
      status: moment ? 'ready' : momentQuery.isPending ? 'loading' : 'missing',
      error: momentQuery.error,
      event,
      moment,
      media: moment ? viewableMoments([moment]) : [],
      takenAt: moment?.taken_at_gmt ?? null,
    };
  }
  const event = detail.event;
  return {
    status: event ? 'ready' : detail.isPending || timeline.isPending ? 'loading' : 'missing',
    error: detail.error,
    event,
    moment: null,
    media: event ? viewableMoments(event.moments) : [],
    takenAt: event?.taken_at_gmt ?? null,
  };
}
