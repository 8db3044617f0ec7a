import { useCallback, useMemo } from 'react';
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
  const timeline = useTimeline(active?.with_user.linked_baby.id ?? null);
  const ids = readViewerParams(search);
  const eventId = ids?.eventId ?? null;
  const parent = viewerParentPath(pathname);

  const event = useMemo(() => timeline.events.find((e) => e.id === eventId) ?? null, [eventId, timeline.events]);
  const pictures = useMemo(() => (event ? eventPictures(event) : []), [event]);
  const place = neighbours(pictures, ids?.momentId ?? -1);
  const moment = pictures[place.index] ?? null;

  const go = useCallback((target: PictureMoment | null) => {
    if (!target || !event) return null;
    return () => void navigate(viewerPath(parent, event.id, target.id), { replace: true });
  }, [event, navigate, parent]);
  const close = useCallback(() => void navigate(parent), [navigate, parent]);

  return {
    status: moment ? 'ready' : timeline.isPending && active ? 'loading' : 'missing',
    event,
    moment,
    index: place.index + 1,
    count: pictures.length,
    goPrevious: go(place.previous),
    goNext: go(place.next),
    close,
  };
}
