import { ALBUM_PATH } from '../album/albumPath';

/**
 * The URL of the photo viewer under a screen: `/timeline/swiper?event=1&moment=2&baby=3`.
 * `keep` carries the parameters of the screen below (the reply screen's `reply=`);
 * `baby` (last, from `babyId` or kept) makes the link one that can be sent:
 * it opens for the baby's family whatever baby they had open, and tells
 * anyone else they may not see the album (babyScope.ts).
 */
export function viewerPath(
  base: string,
  eventId: number,
  momentId: number,
  keep?: URLSearchParams,
  babyId?: number | null,
): string {
  const params = new URLSearchParams(keep);
  const baby = babyId ?? params.get('baby');
  params.delete('baby');
  params.set('event', String(eventId));
  params.set('moment', String(momentId));
  if (baby !== null && baby !== undefined) params.set('baby', String(baby));
  return `${base.replace(/\/+$/, '')}/swiper?${params.toString()}`;
}

/**
 * The parameters of the screen below the viewer: all but the viewer's own. `baby` goes too: it only
 * tells a deep link which baby to open, and by now that baby is the one shown.
 */
export function screenParams(search: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete('event');
  params.delete('moment');
  params.delete('baby');
  return params;
}

/** The ids in the viewer's search params, or null when they are missing or malformed. */
export function readViewerParams(search: URLSearchParams): { eventId: number; momentId: number } | null {
  const eventId = Number(search.get('event'));
  const momentId = Number(search.get('moment'));
  if (!Number.isSafeInteger(eventId) || eventId <= 0 || !Number.isSafeInteger(momentId) || momentId <= 0) return null;
  return { eventId, momentId };
}

/** Where closing the viewer goes: the screen it was opened over. */
export function viewerParentPath(pathname: string): string {
  const parent = pathname.replace(/\/swiper\/?$/, '');
  return parent === '' ? '/timeline' : parent;
}

/**
 * Whether next and previous go on into the neighbouring events past an event's
 * ends: over the timeline and the album, whose pictures run in the timeline's
 * order. Over a diary entry, a tag, one post's grid or its comments, the
 * viewer stays with that event: walking on would land in unrelated posts.
 */
export function walksAcrossEvents(parentPath: string): boolean {
  return parentPath === '/timeline' || parentPath === ALBUM_PATH;
}
