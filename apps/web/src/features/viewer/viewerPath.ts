/**
 * The URL of the photo viewer under a screen: `/timeline/swiper?event=1&moment=2`.
 * `keep` carries the parameters of the screen below (the reply screen's `reply=`).
 */
export function viewerPath(base: string, eventId: number, momentId: number, keep?: URLSearchParams): string {
  const params = new URLSearchParams(keep);
  params.set('event', String(eventId));
  params.set('moment', String(momentId));
  return `${base.replace(/\/+$/, '')}/swiper?${params.toString()}`;
}

/** The parameters of the screen below the viewer: all but the viewer's own. */
export function screenParams(search: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete('event');
  params.delete('moment');
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
