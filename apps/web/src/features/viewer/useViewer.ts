import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActiveBaby } from '../babies/useActiveBaby';
import { eventPictures, neighbours, type PictureMoment } from '../timeline/timelineData';
import { useTimeline } from '../timeline/useTimeline';
import { readViewerParams, viewerParentPath, viewerPath } from './viewerPath';
import type { EventReply } from '@sprout/shared';

export interface ViewerState {
  status: 'loading' | 'missing' | 'ready';
  event: EventReply | null;
  moment: PictureMoment | null;
  index: number;
  count: number;
  goPrevious: (() => void) | null;
  goNext: (() => void) | null;
  close: () => void;
}

/**
 * The photo viewer's state from the URL (?event=&moment=) and the loaded
 * timeline: the picture, its place in the event, and moves between pictures.
 */
export function useViewer(): ViewerState {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { active } = useActiveBaby();
  const { events, isPending } = useTimeline(active?.with_user.linked_baby.id ?? null);
  const ids = readViewerParams(search);
  const eventId = ids?.eventId ?? null;
  const parent = viewerParentPath(pathname);

  const event = events.find((e) => e.id === eventId) ?? null;
  const pictures = event ? eventPictures(event) : [];
  const place = neighbours(pictures, ids?.momentId ?? -1);
  const moment = pictures[place.index] ?? null;

  const go = (target: PictureMoment | null) => {
    if (!target || !event) return null;
    return () => void navigate(viewerPath(parent, event.id, target.id), { replace: true });
  };
  const close = () => {
    const shownId = moment?.id;
    // The viewer unmounts with the route, so give focus back to the photo's thumbnail ourselves.
    void Promise.resolve(navigate(parent)).then(() => {
      if (shownId !== undefined) document.querySelector<HTMLElement>(`[data-moment-id="${shownId}"]`)?.focus();
    });
  };

  return {
    status: moment ? 'ready' : isPending && active ? 'loading' : 'missing',
    event,
    moment,
    index: place.index + 1,
    count: pictures.length,
    goPrevious: go(place.previous),
    goNext: go(place.next),
    close,
  };
}
