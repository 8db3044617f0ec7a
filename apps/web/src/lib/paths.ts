/**
 * Every app path a screen links or navigates to, built in one place: the route
 * table (app/router.tsx) names the segments, and these build the URLs with
 * their search params, so no feature reaches into another to learn a path.
 */

export const TIMELINE_PATH = '/timeline';
/** The album screen's path (under /timeline, so the viewer and the reply screen open over it). */
export const ALBUM_PATH = '/timeline/album';
export const GROWTH_PATH = '/timeline/growth';
export const DIARY_PATH = '/timeline/diaryDetail';
export const DIARY_EDIT_PATH = '/timeline/diaryEdit';
export const TAGS_PATH = '/timeline/tagDetail';
/** The family page, under the baby's info but with a sidebar item of its own. */
export const FAMILY_PATH = '/babyinfo/setfamily';

/** Paths under a sidebar page that have a sidebar item of their own: there, only that item is highlighted. */
const OWN_SIDEBAR_PATHS = [ALBUM_PATH, GROWTH_PATH, DIARY_PATH, DIARY_EDIT_PATH, TAGS_PATH, FAMILY_PATH];

function isWithin(pathname: string, path: string): boolean {
  const lower = pathname.toLowerCase();
  const base = path.toLowerCase();
  return lower === base || lower.startsWith(`${base}/`);
}

/**
 * Whether a sidebar page (Timeline, Baby info…) is the one shown: its path or
 * one below it, unless that one has its own sidebar item (the family page is
 * under /babyinfo, the album under /timeline), so one item is highlighted, not two.
 */
export function sidebarPageActive(page: string, pathname: string): boolean {
  if (!isWithin(pathname, page)) return false;
  return !OWN_SIDEBAR_PATHS.some((own) => own !== page && isWithin(own, page) && isWithin(pathname, own));
}
/**
 * "See all N moments" of a post: `/timeline/moments?post=1`. Its own `post=`
 * rather than `event=`, which belongs to the viewer opened over it.
 */
export const MOMENTS_PATH = '/timeline/moments';

/** Which baby a link is about (babyScope.ts reads it back). */
export const BABY_PARAM = 'baby';

/** A path with the baby it is about, so the link can be sent to someone else. */
export function withBaby(path: string, babyId: number | null): string {
  if (babyId === null) return path;
  const [base = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.delete(BABY_PARAM);
  params.set(BABY_PARAM, String(babyId));
  return `${base}?${params.toString()}`;
}

/** One diary entry, or the list when no entry is named. */
export function diaryPath(eventId?: number | null): string {
  return eventId ? `${DIARY_PATH}?event=${eventId}` : DIARY_PATH;
}

/** The diary editor: a new entry, or the entry named. */
export function diaryEditPath(eventId?: number | null): string {
  return eventId ? `${DIARY_EDIT_PATH}?event=${eventId}` : DIARY_EDIT_PATH;
}

/** One tag's moments. */
export function tagPath(tagId: number, babyId: number | null): string {
  return withBaby(`${TAGS_PATH}?tag=${tagId}`, babyId);
}

/**
 * The grid's own parameters: `post=`, and `new=` when `fresh` (how many of the post's moments were
 * just added, "+N new") is more than 0. The viewer opened over the grid keeps both, so it walks
 * the grid's order and closing it gives back the grid as it was.
 */
export function momentsParams(eventId: number, fresh = 0): URLSearchParams {
  const params = new URLSearchParams({ post: String(eventId) });
  if (fresh > 0) params.set('new', String(fresh));
  return params;
}

/** `fresh`: how many of the post's moments were just added ("+N new"); the grid shows them first. */
export function momentsPath(eventId: number, fresh = 0): string {
  return `${MOMENTS_PATH}?${momentsParams(eventId, fresh).toString()}`;
}

/** How many just-added moments the grid shows first (`new=`), 0 when none or malformed. */
export function readMomentsNew(search: URLSearchParams): number {
  const fresh = Number(search.get('new'));
  return Number.isSafeInteger(fresh) && fresh > 0 ? fresh : 0;
}

/**
 * How many just-added moments lead the screen under the viewer: only a post's grid puts them first,
 * so elsewhere a stray `new=` changes nothing.
 */
export function freshUnderViewer(parentPath: string, search: URLSearchParams): number {
  return parentPath.toLowerCase() === MOMENTS_PATH ? readMomentsNew(search) : 0;
}

/** The post in the search params, or null. */
export function readMomentsPost(search: URLSearchParams): number | null {
  const id = Number(search.get('post'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The comments screen over the timeline: `/timeline/reply?event=1` or `?moment=2`. */
export type ReplyTarget = { type: 'event' | 'moment'; id: number };

export const REPLY_PATH = '/timeline/reply';

export function replyPath(target: ReplyTarget): string {
  return `${REPLY_PATH}?${new URLSearchParams({ [target.type]: String(target.id) }).toString()}`;
}

/** The viewer over a reply screen keeps the screen's target in `reply=moment:2`. */
export function replyParam(target: ReplyTarget): URLSearchParams {
  return new URLSearchParams({ reply: `${target.type}:${target.id}` });
}

/** The target in the search params (`reply=` first, then event, then moment), or null. */
export function readReplyTarget(search: URLSearchParams): ReplyTarget | null {
  const kept = /^(event|moment):(\d{1,15})$/.exec(search.get('reply') ?? '');
  if (kept) return { type: kept[1] as ReplyTarget['type'], id: Number(kept[2]) };
  for (const type of ['event', 'moment'] as const) {
    const raw = search.get(type);
    if (raw === null) continue;
    const id = Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? { type, id } : null;
  }
  return null;
}

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
  const baby = babyId ?? params.get(BABY_PARAM);
  params.delete(BABY_PARAM);
  params.set('event', String(eventId));
  params.set('moment', String(momentId));
  if (baby !== null && baby !== undefined) params.set(BABY_PARAM, String(baby));
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
  params.delete(BABY_PARAM);
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
  return parent === '' ? TIMELINE_PATH : parent;
}

/**
 * Whether next and previous go on into the neighbouring events past an event's
 * ends: over the timeline and the album, whose pictures run in the timeline's
 * order. Over a diary entry, a tag, one post's grid or its comments, the
 * viewer stays with that event: walking on would land in unrelated posts.
 */
export function walksAcrossEvents(parentPath: string): boolean {
  return parentPath === TIMELINE_PATH || parentPath === ALBUM_PATH;
}
