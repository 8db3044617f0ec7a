import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { EventReply, MomentReply } from '@sprout/shared';
import { useActiveBaby } from '../babies/useActiveBaby';
import { viewableMoments } from '../media/mediaOf';
import { replyPath } from '../reply/replyPath';
import { neighbours } from '../timeline/timelineData';
import { useEventDetail } from '../timeline/useEventDetail';
import { useLike } from '../timeline/useLike';
import { useTimeline } from '../timeline/useTimeline';
import type { AudienceChoice } from '../privacy/audience';
import { useDeleteMoment } from './useDeleteMoment';
import { useMomentPrivacy } from './useMomentPrivacy';
import { readViewerParams, screenParams, viewerParentPath, viewerPath } from './viewerPath';

export interface ViewerState {
  babyId: number | null;
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

/**
 * The viewer's state from the URL (?event=&moment=): the moment, its place
 * among the event's pictures, videos and audio, and what can be done with it.
 * All of the event's moments, not only the timeline's best 12.
 */
export function useViewer(): ViewerState {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
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
  const items = event ? viewableMoments(event.moments) : [];
  const place = neighbours(items, ids?.momentId ?? -1);
  const moment = items[place.index] ?? null;

  const go = (target: MomentReply | null) => {
    if (!target || !event) return null;
    return () => void navigate(viewerPath(parentPath, event.id, target.id, kept), { replace: true });
  };
  const close = () => {
    const shownId = ids?.momentId;
    // The viewer unmounts with the route, so give focus back to the photo's thumbnail ourselves.
    void Promise.resolve(navigate(parent)).then(() => {
      if (shownId !== undefined) document.querySelector<HTMLElement>(`[data-testid="thumbnail"][data-moment-id="${shownId}"]`)?.focus();
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
    status: moment ? 'ready' : loading ? 'loading' : 'missing',
    event,
    moment,
    index: place.index + 1,
    count: items.length,
    goPrevious: go(place.previous),
    goNext: go(place.next),
    close,
    like: moment && event && moment.abilities.like ? (value) => void likeAs({ type: 'moment', id: moment.id, eventId: event.id }, value) : null,
    remove: moment?.abilities.delete ? remove : null,
    changePrivacy: moment?.abilities.change_privacy ? (choice) => changePrivacy(moment, choice) : null,
    openComments: () => {
      if (moment) void navigate(replyPath({ type: 'moment', id: moment.id }));
    },
  };
}
