import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { EventReply, MomentReply } from '@sprout/shared';
import { fetchEvent } from '../../api/events';
import { queryKeys } from '../../api/queryKeys';
import { useActiveBaby } from '../babies';
import { viewableMoments } from '../media';
import {
  freshUnderViewer,
  replyPath,
  readViewerParams,
  screenParams,
  viewerParentPath,
  viewerPath,
  walksAcrossEvents,
} from '../../lib/paths';
import { neighbours, postGridOrder, useEventDetail, useLike, useTimeline } from '../timeline';
import type { AudienceChoice } from '../privacy';
import { useDeleteMoment } from './useDeleteMoment';
import { useMomentPrivacy } from './useMomentPrivacy';
import { useQueuedSteps } from './useQueuedSteps';

export interface ViewerState {
  babyId: number | null;
  /** The baby's birthday, for the age at the moment shown. */
  birthday: string | null;
  status: 'loading' | 'missing' | 'ready';
  event: EventReply | null;
  moment: MomentReply | null;
  index: number;
  count: number;
  goPrevious: (() => void) | null;
  goNext: (() => void) | null;
  close: () => void;
  like: ((like: boolean) => void) | null;
  remove: (() => Promise<void>) | null;
  /** Changes who sees the moment; null unless the viewer posted it. */
  changePrivacy: ((choice: AudienceChoice) => Promise<void>) | null;
  openComments: () => void;
}

/** The events of the timeline (newest first) that have something the viewer shows, before and after `eventId`. */
function neighbourEvents(
  events: readonly EventReply[],
  eventId: number | null,
): { newer: EventReply | null; older: EventReply | null } {
  const at = events.findIndex((e) => e.id === eventId);
  if (at < 0) return { newer: null, older: null };
  const shows = (e: EventReply) => viewableMoments(e.moments).length > 0;
  return {
    newer: events.slice(0, at).reverse().find(shows) ?? null,
    older: events.slice(at + 1).find(shows) ?? null,
  };
}

/**
 * The viewer's state from the URL (?event=&moment=): the moment, its place
 * among the event's pictures, videos and audio, and what can be done with it.
 * All of the event's moments, not only the timeline's best 12. Over the
 * timeline and the album, previous and next go on past the event's first or
 * last into the neighbouring events, in the timeline's order (issue 13).
 */
export function useViewer(): ViewerState {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { active } = useActiveBaby();
  const babyId = active?.with_user.linked_baby.id ?? null;
  const timeline = useTimeline(babyId);
  const ids = readViewerParams(search);
  const eventId = ids?.eventId ?? null;
  const kept = screenParams(search);
  const parent = `${viewerParentPath(pathname)}${kept.size > 0 ? `?${kept.toString()}` : ''}`;
  const parentPath = viewerParentPath(pathname);
  const detail = useEventDetail(eventId, timeline.events.find((e) => e.id === eventId) ?? null);
  const likeAs = useLike(babyId ?? 0);
  const deleteMoment = useDeleteMoment(babyId ?? 0);
  const changePrivacy = useMomentPrivacy(babyId);

  const event = detail.event;
  // Over a post's grid, the grid's order (its just-added moments first): next is the tile after this one.
  const items = event ? postGridOrder(event.moments, freshUnderViewer(parentPath, search)).shown : [];
  const place = neighbours(items, ids?.momentId ?? -1);
  const moment = items[place.index] ?? null;

  const go = (target: MomentReply | null) => {
    if (!target || !event) return null;
    return () => void navigate(viewerPath(parentPath, event.id, target.id, kept), { replace: true });
  };
  const around = walksAcrossEvents(parentPath)
    ? neighbourEvents(timeline.events, event?.id ?? null)
    : { newer: null, older: null };
  const openEvent = (target: EventReply | null, end: 'first' | 'last') => {
    if (!target) return null;
    return async () => {
      // The timeline holds at most 12 moments of an event: its last one may need the whole event.
      const whole =
        end === 'first' || target.moments.length >= target.counts.moments
          ? target
          : await queryClient
              .fetchQuery({
                queryKey: queryKeys.event(target.id),
                queryFn: ({ signal }) => fetchEvent(target.id, signal),
                staleTime: 10_000,
              })
              .catch(() => null);
      const shown = whole ? viewableMoments(whole.moments) : [];
      const landing = end === 'first' ? shown[0] : shown.at(-1);
      if (landing) void navigate(viewerPath(parentPath, target.id, landing.id, kept), { replace: true });
      return landing !== undefined;
    };
  };
  const steps = useQueuedSteps(
    ids?.momentId ?? null,
    go(place.previous) ?? (moment ? openEvent(around.newer, 'last') : null),
    go(place.next) ?? (moment ? openEvent(around.older, 'first') : null),
  );
  const close = () => {
    const shownId = ids?.momentId;
    // The viewer unmounts with the route, so give focus back to the photo's thumbnail ourselves.
    void Promise.resolve(navigate(parent)).then(() => {
      if (shownId !== undefined)
        document.querySelector<HTMLElement>(`[data-testid="thumbnail"][data-moment-id="${shownId}"]`)?.focus();
    });
  };

  const remove = async () => {
    if (!event || !moment) return;
    const after = place.next ?? place.previous;
    if (!(await deleteMoment(event, moment.id))) return;
    if (after) void navigate(viewerPath(parentPath, event.id, after.id, kept), { replace: true });
    else void navigate(parent);
  };

  const loading = (timeline.isPending && babyId !== null) || detail.isPending;
  return {
    babyId,
    birthday: active?.with_user.linked_baby.birthday ?? active?.birthday ?? null,
    status: moment ? 'ready' : loading ? 'loading' : 'missing',
    event,
    moment,
    index: place.index + 1,
    count: items.length,
    goPrevious: steps.goPrevious,
    goNext: steps.goNext,
    close,
    like:
      moment && event && moment.abilities.like
        ? (value) => void likeAs({ type: 'moment', id: moment.id, eventId: event.id }, value)
        : null,
    remove: moment?.abilities.delete ? remove : null,
    changePrivacy: moment?.abilities.change_privacy ? (choice) => changePrivacy(moment, choice) : null,
    openComments: () => {
      if (moment) void navigate(replyPath({ type: 'moment', id: moment.id }));
    },
  };
}
