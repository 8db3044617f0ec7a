/**
 * "See all N moments" of a post: `/timeline/moments?post=1`. Its own `post=`
 * rather than `event=`, which belongs to the viewer opened over it.
 */
export const MOMENTS_PATH = '/timeline/moments';

export function momentsPath(eventId: number): string {
  return `${MOMENTS_PATH}?post=${eventId}`;
}

/** The post in the search params, or null. */
export function readMomentsPost(search: URLSearchParams): number | null {
  const id = Number(search.get('post'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
