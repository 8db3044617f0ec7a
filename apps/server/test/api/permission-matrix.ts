/**
 * The authorization matrix: every route × role (× privacy for routes about one
 * post), and the answer it must give. Written from the spec's rules, not from
 * the server's policy code, so the test that runs it is a second opinion.
 * docs/PERMISSIONS.md is rendered from this file (npm run docs:permissions).
 */
import type { Privacy } from '@sprout/shared';

/**
 * `support` is support staff (users.support, issue 22) in no family: every album route answers them
 * as it answers a stranger, since being support is not a membership.
 */
export const ROLES = ['anonymous', 'stranger', 'support', 'can_view', 'can_upload', 'can_manage', 'author'] as const;
export type Role = (typeof ROLES)[number];
export const PRIVACIES: readonly Privacy[] = ['family_and_relatives', 'family_only', 'private', 'custom'];
export type Outcome = 'allow' | 401 | 403 | 404;

/** Who the roles are in the matrix's family; custom posts are shown to the author and the can_view member. */
export const CAST: Record<
  Exclude<Role, 'anonymous' | 'stranger' | 'support'>,
  { relation: string; permission: string; note: string }
> = {
  can_view: { relation: 'friend', permission: 'can_view', note: 'a friend: not close family' },
  can_upload: { relation: 'sister', permission: 'can_upload', note: 'close family' },
  can_manage: { relation: 'mom', permission: 'can_manage', note: 'the Admin' },
  author: { relation: 'brother', permission: 'can_upload', note: 'posted every post' },
};
const DISTANT = ['friend', 'follow', 'pet', 'custom'];

/** May this role see a post of this privacy? (spec §3, SPEC-NOTES: Privacy) */
export function sees(role: Role, privacy: Privacy): boolean {
  if (role === 'anonymous' || role === 'stranger' || role === 'support') return false;
  if (role === 'author') return true;
  switch (privacy) {
    case 'family_and_relatives':
      return true;
    case 'family_only':
      return !DISTANT.includes(CAST[role].relation) || CAST[role].permission === 'can_manage';
    case 'private':
      return false;
    case 'custom':
      return role === 'can_view';
  }
}

const member = (role: Role) => role !== 'anonymous' && role !== 'stranger' && role !== 'support';

export interface Ids {
  babyId: number;
  momentId: number;
  eventId: number;
  spareUserId: number;
  unique: string;
  /** A tag of the baby, on every post. */
  tagId: number;
  /** The thing a destructive route acts on, made anew for each call (see `fresh`). */
  freshId: number;
  /** A picture by the author that the author moved to the trash. */
  trashedId: number;
  /** The author, who has a profile picture. */
  authorId: number;
  /** A special tag's value (a height) on the post. */
  tagAttrId: number;
  /** The post's local day (YYYY-MM-DD): a year later, "on this day" shows it. */
  postDate: string;
  /** A notification of the can_view member's: nobody else may mark it read. */
  notificationId: number;
}

/** What a destructive route needs made for every call, so one role's success does not change the next role's answer. */
export type Fresh =
  'moment' | 'comment' | 'invitation' | 'trashed' | 'trashed_by_upload' | 'tagging_record' | 'tag_attr' | 'diary';

export interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ids: Ids) => string;
  json?: (ids: Ids) => unknown;
  form?: (ids: Ids) => Record<string, string>;
  /** For post routes the privacy varies; baby routes ignore it. */
  expect: (role: Role, privacy: Privacy) => Outcome;
  perPost: boolean;
  fresh?: Fresh;
  /**
   * For a list: whether the reply lists the post. The list answers 200 either way, so the outcome is
   * `allow` when listed and `404` when left out.
   */
  lists?: (body: unknown, ids: Ids) => boolean;
}

const eventsList = (body: unknown, ids: Ids) =>
  (body as { list: Array<{ active: boolean; moments?: Array<{ id: number }> }> }).list.some(
    (e) => e.active && (e.moments ?? []).some((m) => m.id === ids.momentId),
  );

const signedIn = (role: Role, then: Outcome): Outcome => (role === 'anonymous' ? 401 : then);
const inFamily = (role: Role, then: Outcome): Outcome => signedIn(role, member(role) ? then : 404);
const seeing = (role: Role, privacy: Privacy, then: Outcome): Outcome =>
  signedIn(role, sees(role, privacy) ? then : 404);
const uploader = (role: Role) => role === 'can_upload' || role === 'can_manage' || role === 'author';
/**
 * The trash (ADR 0015): Admins find there every deleted post they could see,
 * others the posts they uploaded or deleted; nobody else learns it exists.
 * `deleter` is who moved it there besides the author.
 */
const findsInTrash = (role: Role, privacy: Privacy, deleter: Role | null = null) =>
  sees(role, privacy) && (role === 'can_manage' || role === 'author' || role === deleter);
/** The can_upload member deletes the author's post when she can see it (else the author does). */
const uploadDeletes = (privacy: Privacy): Role | null => (sees('can_upload', privacy) ? 'can_upload' : null);
/** Editing a post the role can see: uploaders and Admins edit the baby's photos, view-only members do not. */
const editing = (role: Role, privacy: Privacy): Outcome => seeing(role, privacy, uploader(role) ? 'allow' : 403);

/** Whether a list of notifications names the post (an upload notice opens on it). */
const noticesList = (body: unknown, ids: Ids) =>
  (body as { list: Array<{ kind: string; moment_id: number | null }> }).list.some(
    (n) => n.kind === 'upload' && n.moment_id === ids.momentId,
  );

export const ROUTES: RouteCase[] = [
  // What reaches the family (ADR 0030): first, before other rows write diary entries and likes that
  // would push the world's upload notices off the first page.
  {
    name: 'GET /notifications lists the post',
    method: 'GET',
    perPost: true,
    path: () => '/api/en/notifications',
    // Each member who may see a finished upload is told of it; never its uploader, nobody else.
    expect: (r, p) => signedIn(r, sees(r, p) && r !== 'author' ? 'allow' : 404),
    lists: noticesList,
  },
  {
    name: 'GET /events/on_this_day lists the post',
    method: 'GET',
    perPost: true,
    path: (i) =>
      `/api/en/events/on_this_day?baby_id=${i.babyId}&date=${Number(i.postDate.slice(0, 4)) + 1}${i.postDate.slice(4)}`,
    expect: (r, p) => inFamily(r, sees(r, p) ? 'allow' : 404),
    lists: (body, ids) =>
      (body as { list: Array<{ moments: Array<{ id: number }> }> }).list.some((y) =>
        y.moments.some((m) => m.id === ids.momentId),
      ),
  },
  {
    name: 'GET /notifications/unread_count',
    method: 'GET',
    perPost: false,
    path: () => '/api/en/notifications/unread_count',
    expect: (r) => signedIn(r, 'allow'),
  },
  // A notification is its recipient's alone: anyone else is told it does not exist.
  {
    name: "PUT /notifications/{id}/read (the can_view member's)",
    method: 'PUT',
    perPost: false,
    path: (i) => `/api/en/notifications/${i.notificationId}/read`,
    json: () => ({}),
    expect: (r) => signedIn(r, r === 'can_view' ? 'allow' : 404),
  },
  {
    name: 'PUT /notifications/read_all',
    method: 'PUT',
    perPost: false,
    path: () => '/api/en/notifications/read_all',
    json: () => ({}),
    expect: (r) => signedIn(r, 'allow'),
  },
  {
    name: 'PUT /notifications/read_all (one baby)',
    method: 'PUT',
    perPost: false,
    path: () => '/api/en/notifications/read_all',
    json: (i) => ({ baby_id: i.babyId }),
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'POST /babies/{id}/visits',
    method: 'POST',
    perPost: false,
    path: (i) => `/api/en/babies/${i.babyId}/visits`,
    json: () => ({}),
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'GET /babies/news',
    method: 'GET',
    perPost: false,
    path: () => '/api/en/babies/news',
    expect: (r) => signedIn(r, 'allow'),
  },
  {
    name: 'GET /notification_settings',
    method: 'GET',
    perPost: false,
    path: () => '/api/en/notification_settings',
    expect: (r) => signedIn(r, 'allow'),
  },
  {
    name: "PUT /notification_settings (the baby's digest)",
    method: 'PUT',
    perPost: false,
    path: () => '/api/en/notification_settings',
    json: (i) => ({ babies: [{ baby_id: i.babyId, digest: 'weekly' }] }),
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'DELETE /push_subscriptions',
    method: 'DELETE',
    perPost: false,
    path: (i) => `/api/en/push_subscriptions?endpoint=${encodeURIComponent(`https://push.example.com/${i.unique}`)}`,
    expect: (r) => signedIn(r, 'allow'),
  },
  // The one-click unsubscribe needs no session (RFC 8058): its link is the credential, and a wrong one is 404 to all.
  {
    name: 'POST /unsubscribe/{token} (not a link of ours)',
    method: 'POST',
    perPost: false,
    path: () => `/api/en/unsubscribe/${'x'.repeat(43)}`,
    expect: () => 404,
  },
  // One post
  {
    name: 'GET /media/moments/{id}/original',
    method: 'GET',
    perPost: true,
    path: (i) => `/media/moments/${i.momentId}/original`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'GET /events lists the post',
    method: 'GET',
    perPost: true,
    path: (i) => `/api/en/events?baby_id=${i.babyId}`,
    expect: (r, p) => inFamily(r, sees(r, p) ? 'allow' : 404),
    lists: eventsList,
  },
  // What a device syncs from: the same rule as the timeline, an event left out rather than named.
  {
    name: 'GET /events/updates lists the post',
    method: 'GET',
    perPost: true,
    path: (i) => `/api/en/events/updates?baby_id=${i.babyId}&since=0`,
    expect: (r, p) => inFamily(r, sees(r, p) ? 'allow' : 404),
    lists: eventsList,
  },
  {
    name: 'GET /moments/{id}',
    method: 'GET',
    perPost: true,
    path: (i) => `/api/en/moments/${i.momentId}`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'PUT /moments/{id} (description)',
    method: 'PUT',
    perPost: true,
    path: (i) => `/api/en/moments/${i.momentId}`,
    json: () => ({ content: 'edited' }),
    expect: editing,
  },
  {
    name: 'GET /events/{id}.json',
    method: 'GET',
    perPost: true,
    path: (i) => `/api/en/events/${i.eventId}.json`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'PUT /events/{id} (caption)',
    method: 'PUT',
    perPost: true,
    path: (i) => `/api/en/events/${i.eventId}`,
    json: () => ({ caption: 'edited' }),
    expect: editing,
  },
  // A diary entry on the same route: its words are its author's and the Admins' to edit, not every uploader's (ADR 0016).
  {
    name: 'PUT /events/{id} (diary text)',
    method: 'PUT',
    perPost: true,
    fresh: 'diary',
    path: (i) => `/api/en/events/${i.freshId}`,
    json: () => ({ content: 'Edited words' }),
    expect: (r, p) => seeing(r, p, r === 'author' || r === 'can_manage' ? 'allow' : 403),
  },
  {
    name: 'PUT /events/{id} (diary audience)',
    method: 'PUT',
    perPost: true,
    fresh: 'diary',
    path: (i) => `/api/en/events/${i.freshId}`,
    json: () => ({ privacy: 'private' }),
    expect: (r, p) => seeing(r, p, r === 'author' ? 'allow' : 403),
  },
  {
    name: 'POST /moments/{id}/likes',
    method: 'POST',
    perPost: true,
    path: (i) => `/api/en/moments/${i.momentId}/likes`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'DELETE /events/{id}/likes',
    method: 'DELETE',
    perPost: true,
    path: (i) => `/api/en/events/${i.eventId}/likes`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'GET /moments/{id}/comments',
    method: 'GET',
    perPost: true,
    path: (i) => `/api/en/moments/${i.momentId}/comments`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'DELETE /moments/{id}',
    method: 'DELETE',
    perPost: true,
    fresh: 'moment',
    path: (i) => `/api/en/moments/${i.freshId}`,
    expect: editing,
  },
  // A post's audience is its author's choice alone.
  {
    name: 'PUT /moments/{id} (privacy)',
    method: 'PUT',
    perPost: true,
    fresh: 'moment',
    path: (i) => `/api/en/moments/${i.freshId}`,
    json: () => ({ privacy: 'private' }),
    expect: (r, p) => seeing(r, p, r === 'author' ? 'allow' : 403),
  },
  // The author's comment on the post: its writer and the Admins delete it.
  {
    name: 'DELETE /comments/{id}',
    method: 'DELETE',
    perPost: true,
    fresh: 'comment',
    path: (i) => `/api/en/comments/${i.freshId}`,
    expect: (r, p) => seeing(r, p, r === 'author' || r === 'can_manage' ? 'allow' : 403),
  },
  {
    name: 'GET /media/moments/{id}/thumb',
    method: 'GET',
    perPost: true,
    path: (i) => `/media/moments/${i.momentId}/thumb`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'GET /media/moments/{id}/large',
    method: 'GET',
    perPost: true,
    path: (i) => `/media/moments/${i.momentId}/large`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'GET /media/moments/{id}/xlarge',
    method: 'GET',
    perPost: true,
    path: (i) => `/media/moments/${i.momentId}/xlarge`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'GET /media/moments/{id}/original',
    method: 'GET',
    perPost: true,
    path: (i) => `/media/moments/${i.momentId}/original?download=1`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'POST /events/{id}/comments',
    method: 'POST',
    perPost: true,
    path: (i) => `/api/en/events/${i.eventId}/comments`,
    json: () => ({ content: 'hello' }),
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  // The trash: restore for whoever finds it there; delete for good for Admins and the uploader, not for someone else who deleted it.
  {
    name: 'GET /trash lists the post',
    method: 'GET',
    perPost: true,
    path: (i) => `/api/en/trash?baby_id=${i.babyId}`,
    expect: (r, p) => inFamily(r, findsInTrash(r, p) ? 'allow' : 404),
    lists: (body, ids) => (body as { list: Array<{ id: number }> }).list.some((m) => m.id === ids.trashedId),
  },
  {
    name: 'GET /media/trash/{id}/thumb',
    method: 'GET',
    perPost: true,
    path: (i) => `/media/trash/${i.trashedId}/thumb`,
    expect: (r, p) => signedIn(r, findsInTrash(r, p) ? 'allow' : 404),
  },
  {
    name: 'POST /trash/{id}/restore',
    method: 'POST',
    perPost: true,
    fresh: 'trashed',
    path: (i) => `/api/en/trash/${i.freshId}/restore`,
    expect: (r, p) => signedIn(r, findsInTrash(r, p) ? 'allow' : 404),
  },
  {
    name: 'POST /trash/{id}/restore (deleted by can_upload)',
    method: 'POST',
    perPost: true,
    fresh: 'trashed_by_upload',
    path: (i) => `/api/en/trash/${i.freshId}/restore`,
    expect: (r, p) => signedIn(r, findsInTrash(r, p, uploadDeletes(p)) ? 'allow' : 404),
  },
  {
    name: 'DELETE /trash/{id}',
    method: 'DELETE',
    perPost: true,
    fresh: 'trashed',
    path: (i) => `/api/en/trash/${i.freshId}`,
    expect: (r, p) => signedIn(r, findsInTrash(r, p) ? 'allow' : 404),
  },
  {
    name: 'DELETE /trash/{id} (deleted by can_upload)',
    method: 'DELETE',
    perPost: true,
    fresh: 'trashed_by_upload',
    path: (i) => `/api/en/trash/${i.freshId}`,
    expect: (r, p) => signedIn(r, !findsInTrash(r, p, uploadDeletes(p)) ? 404 : r === 'can_upload' ? 403 : 'allow'),
  },
  // The baby's album
  {
    name: 'GET /events',
    method: 'GET',
    perPost: false,
    path: (i) => `/api/en/events?baby_id=${i.babyId}`,
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'GET /moments/new',
    method: 'GET',
    perPost: false,
    path: (i) => `/api/en/moments/new?baby_id=${i.babyId}`,
    expect: (r) => inFamily(r, uploader(r) ? 'allow' : 403),
  },
  {
    name: 'POST /moments/duplicates',
    method: 'POST',
    perPost: false,
    path: () => '/api/en/moments/duplicates',
    json: (i) => ({ baby_id: i.babyId, sha256s: ['0'.repeat(64)] }),
    expect: (r) => inFamily(r, uploader(r) ? 'allow' : 403),
  },
  // Tags: every member looks; uploaders and Admins tag what they see (spec §6).
  {
    name: 'POST /tagging_records',
    method: 'POST',
    perPost: true,
    path: () => '/api/en/tagging_records',
    json: (i) => ({ baby_id: i.babyId, moments: [{ moment_id: i.momentId, tagging_record: [{ tag_id: i.tagId }] }] }),
    expect: editing,
  },
  {
    name: 'GET /tagging_records?moment_id={id}',
    method: 'GET',
    perPost: true,
    path: (i) => `/api/en/tagging_records?baby_id=${i.babyId}&moment_id=${i.momentId}`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'DELETE /tagging_records/{id}',
    method: 'DELETE',
    perPost: true,
    fresh: 'tagging_record',
    path: (i) => `/api/en/tagging_records/${i.freshId}`,
    expect: editing,
  },
  // A special tag's value (ADR 0018) is seen with its photo; uploaders and Admins write it, everyone who sees it likes and comments.
  {
    name: 'POST /baby_moment_tag_attrs',
    method: 'POST',
    perPost: true,
    fresh: 'moment',
    path: () => '/api/en/baby_moment_tag_attrs',
    json: (i) => ({
      baby_id: i.babyId,
      moment_id: i.freshId,
      tag_flag: 'height',
      value: 60,
      measured_on: '2025-12-01',
    }),
    expect: editing,
  },
  // A height or weight with no photo (ADR 0033): the family's; who may upload records it.
  {
    name: 'POST /baby_moment_tag_attrs with no photo',
    method: 'POST',
    perPost: false,
    path: () => '/api/en/baby_moment_tag_attrs',
    json: (i) => ({ baby_id: i.babyId, tag_flag: 'weight', value: 6, measured_on: '2025-12-01' }),
    expect: (r) => inFamily(r, uploader(r) ? 'allow' : 403),
  },
  {
    name: "GET /baby_moment_tag_attrs lists the post's value",
    method: 'GET',
    perPost: true,
    path: (i) => `/api/en/baby_moment_tag_attrs?baby_id=${i.babyId}`,
    expect: (r, p) => inFamily(r, sees(r, p) ? 'allow' : 404),
    lists: (body, ids) => (body as { tag_attrs: Array<{ id: number }> }).tag_attrs.some((a) => a.id === ids.tagAttrId),
  },
  {
    name: 'GET /baby_moment_tag_attrs/{id}',
    method: 'GET',
    perPost: true,
    fresh: 'tag_attr',
    path: (i) => `/api/en/baby_moment_tag_attrs/${i.freshId}`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'PUT /baby_moment_tag_attrs/{id}',
    method: 'PUT',
    perPost: true,
    fresh: 'tag_attr',
    path: (i) => `/api/en/baby_moment_tag_attrs/${i.freshId}`,
    json: () => ({ value: 61 }),
    expect: editing,
  },
  {
    name: 'DELETE /baby_moment_tag_attrs/{id}',
    method: 'DELETE',
    perPost: true,
    fresh: 'tag_attr',
    path: (i) => `/api/en/baby_moment_tag_attrs/${i.freshId}`,
    expect: editing,
  },
  {
    name: 'POST /baby_moment_tag_attrs/{id}/likes',
    method: 'POST',
    perPost: true,
    fresh: 'tag_attr',
    path: (i) => `/api/en/baby_moment_tag_attrs/${i.freshId}/likes`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'DELETE /baby_moment_tag_attrs/{id}/likes',
    method: 'DELETE',
    perPost: true,
    fresh: 'tag_attr',
    path: (i) => `/api/en/baby_moment_tag_attrs/${i.freshId}/likes`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'GET /baby_moment_tag_attrs/{id}/comments',
    method: 'GET',
    perPost: true,
    fresh: 'tag_attr',
    path: (i) => `/api/en/baby_moment_tag_attrs/${i.freshId}/comments`,
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'POST /baby_moment_tag_attrs/{id}/comments',
    method: 'POST',
    perPost: true,
    fresh: 'tag_attr',
    path: (i) => `/api/en/baby_moment_tag_attrs/${i.freshId}/comments`,
    json: () => ({ content: 'So tall' }),
    expect: (r, p) => seeing(r, p, 'allow'),
  },
  {
    name: 'GET /moment_tags/all',
    method: 'GET',
    perPost: false,
    path: (i) => `/api/en/moment_tags/all?baby_id=${i.babyId}&page=1`,
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'POST /moment_tags',
    method: 'POST',
    perPost: false,
    path: () => '/api/en/moment_tags',
    form: (i) => ({ name: `Tag ${i.unique}`, insurance: 'false', baby_id: String(i.babyId) }),
    expect: (r) => inFamily(r, uploader(r) ? 'allow' : 403),
  },
  {
    name: 'POST /baby_contents (a diary entry)',
    method: 'POST',
    perPost: false,
    path: () => '/api/en/baby_contents',
    form: (i) => ({ baby_id: String(i.babyId), content: 'Matrix diary', privacy: 'family_and_relatives' }),
    expect: (r) => inFamily(r, uploader(r) ? 'allow' : 403),
  },
  {
    name: 'GET /babies/{id}/album',
    method: 'GET',
    perPost: false,
    path: (i) => `/api/en/babies/${i.babyId}/album`,
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'GET /tagging_records?tag_id={id}',
    method: 'GET',
    perPost: false,
    path: (i) => `/api/en/tagging_records?baby_id=${i.babyId}&tag_id=${i.tagId}`,
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'GET /navigations.json',
    method: 'GET',
    perPost: false,
    path: (i) => `/api/en/navigations.json?baby_id=${i.babyId}`,
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'PUT /moments/finish',
    method: 'PUT',
    perPost: false,
    path: () => '/api/en/moments/finish',
    json: (i) => ({ baby_id: i.babyId }),
    expect: (r) => signedIn(r, 'allow'),
  },
  // The family
  {
    name: 'GET /family_relations?user_id={baby}',
    method: 'GET',
    perPost: false,
    path: (i) => `/api/en/family_relations?user_id=${i.babyId}`,
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'POST /family_invitations',
    method: 'POST',
    perPost: false,
    path: () => '/api/en/family_invitations',
    json: (i) => ({
      email: `invitee-${i.unique}@example.com`,
      relation: 'friend',
      permission: 'can_view',
      babies: [{ id: i.babyId }],
    }),
    expect: (r) => inFamily(r, r === 'can_manage' ? 'allow' : 403),
  },
  {
    name: 'POST /family_relations (another member)',
    method: 'POST',
    perPost: false,
    path: () => '/api/en/family_relations',
    json: (i) => ({ baby_id: i.babyId, user_id: i.spareUserId, relation: 'family' }),
    expect: (r) => inFamily(r, r === 'can_manage' ? 'allow' : 403),
  },
  // A pending invitation the Admin sent: Admins manage it, other members may not, strangers do not see it.
  {
    name: 'POST /family_relations/mailbox_edit',
    method: 'POST',
    perPost: false,
    fresh: 'invitation',
    path: () => '/api/en/family_relations/mailbox_edit',
    json: (i) => ({ id: i.freshId, email: `moved-${i.unique}@example.com` }),
    expect: (r) => inFamily(r, r === 'can_manage' ? 'allow' : 403),
  },
  {
    name: 'PUT /family_invitations/delete_baby',
    method: 'PUT',
    perPost: false,
    fresh: 'invitation',
    path: () => '/api/en/family_invitations/delete_baby',
    json: (i) => ({ id: i.freshId, baby_id: i.babyId }),
    expect: (r) => inFamily(r, r === 'can_manage' ? 'allow' : 403),
  },
  {
    name: 'DELETE /family_invitations/{id}',
    method: 'DELETE',
    perPost: false,
    fresh: 'invitation',
    path: (i) => `/api/en/family_invitations/${i.freshId}`,
    expect: (r) => inFamily(r, r === 'can_manage' ? 'allow' : 403),
  },
  // One's own families, read again: everyone signed in, about themselves alone.
  {
    name: 'PUT /family_relations/refresh',
    method: 'PUT',
    perPost: false,
    path: () => '/api/en/family_relations/refresh',
    expect: (r) => signedIn(r, 'allow'),
  },
  // A person's picture: for themselves and whoever shares a baby's family with them; nobody else learns they exist.
  {
    name: 'GET /media/users/{id}/profile',
    method: 'GET',
    perPost: false,
    path: (i) => `/media/users/${i.authorId}/profile`,
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'GET /family_relations/user_info',
    method: 'GET',
    perPost: false,
    path: (i) => `/api/en/family_relations/user_info?user_id=${i.spareUserId}&baby_id=${i.babyId}`,
    expect: (r) => inFamily(r, 'allow'),
  },
  // The baby
  {
    name: 'PUT /babies/{id} (profile)',
    method: 'PUT',
    perPost: false,
    path: (i) => `/api/en/babies/${i.babyId}`,
    form: () => ({ name: 'Mia' }),
    expect: (r) => inFamily(r, r === 'can_manage' ? 'allow' : 403),
  },
  {
    name: 'PUT /babies/{id} (personal domain)',
    method: 'PUT',
    perPost: false,
    path: (i) => `/api/en/babies/${i.babyId}`,
    form: (i) => ({ personal_domain: `mia-${i.unique}` }),
    expect: (r) => inFamily(r, r === 'can_manage' ? 'allow' : 403),
  },
  // Close family sees "family only" posts: only an Admin makes someone close; the friend may not make themselves "mom".
  {
    name: 'PUT /babies/{id} (own relation, into close family)',
    method: 'PUT',
    perPost: false,
    path: (i) => `/api/en/babies/${i.babyId}`,
    form: () => ({ relation: 'mom' }),
    expect: (r) => inFamily(r, r === 'can_view' ? 403 : 'allow'),
  },
  // Runs after the row above: moving away from close family is everyone's own choice.
  {
    name: 'PUT /babies/{id} (own relation, not closer)',
    method: 'PUT',
    perPost: false,
    path: (i) => `/api/en/babies/${i.babyId}`,
    form: () => ({ relation: 'follow' }),
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'GET /media/babies/{id}/profile',
    method: 'GET',
    perPost: false,
    path: (i) => `/media/babies/${i.babyId}/profile`,
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'GET /media/babies/{id}/background',
    method: 'GET',
    perPost: false,
    path: (i) => `/media/babies/${i.babyId}/background`,
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'GET /babies/{id}/background',
    method: 'GET',
    perPost: false,
    path: (i) => `/api/en/babies/${i.babyId}/background`,
    expect: (r) => inFamily(r, 'allow'),
  },
  {
    name: 'GET /babies/addresses',
    method: 'GET',
    perPost: false,
    path: (i) => `/api/en/babies/addresses?address=free-${i.unique}`,
    expect: (r) => signedIn(r, 'allow'),
  },
];

/** The matrix as Markdown, for docs/PERMISSIONS.md. */
export function renderMatrix(): string {
  const cell = (o: Outcome) => (o === 'allow' ? 'allow' : String(o));
  const lines: string[] = [];
  lines.push('| route | privacy | ' + ROLES.join(' | ') + ' |');
  lines.push('|---|---|' + ROLES.map(() => '---').join('|') + '|');
  for (const route of ROUTES) {
    for (const privacy of route.perPost ? PRIVACIES : [PRIVACIES[0] as Privacy]) {
      lines.push(
        `| ${route.name} | ${route.perPost ? privacy : 'any'} | ${ROLES.map((role) => cell(route.expect(role, privacy))).join(' | ')} |`,
      );
    }
  }
  return lines.join('\n');
}
