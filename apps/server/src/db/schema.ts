import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table shapes shared by SQLite and PostgreSQL. Times are Unix seconds,
 * flags are 0/1 integers, so both dialects return the same JavaScript values.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  babies: BabiesTable;
  family_members: FamilyMembersTable;
  family_invitations: FamilyInvitationsTable;
  family_invitation_babies: FamilyInvitationBabiesTable;
  upload_tokens: UploadTokensTable;
  uploads: UploadsTable;
  upload_batches: UploadBatchesTable;
  events: EventsTable;
  moments: MomentsTable;
  moment_visibility: MomentVisibilityTable;
  event_seen_by: EventSeenByTable;
  jobs: JobsTable;
  throttles: ThrottlesTable;
  likes: LikesTable;
  comments: CommentsTable;
  bucket_counts: BucketCountsTable;
  moment_tags: MomentTagsTable;
  tagging_records: TaggingRecordsTable;
  baby_moment_tag_attrs: TagAttrsTable;
  user_tokens: UserTokensTable;
  sign_in_challenges: SignInChallengesTable;
  qr_logins: QrLoginsTable;
  web_hints: WebHintsTable;
  user_identities: UserIdentitiesTable;
  oidc_flows: OidcFlowsTable;
  auth_registrations: AuthRegistrationsTable;
  notifications: NotificationsTable;
  notification_moments: NotificationMomentsTable;
  notification_prefs: NotificationPrefsTable;
  sent_digests: SentDigestsTable;
  unsubscribe_tokens: UnsubscribeTokensTable;
  push_subscriptions: PushSubscriptionsTable;
  server_keys: ServerKeysTable;
  baby_visits: BabyVisitsTable;
  bell_versions: BellVersionsTable;
  stored_objects: StoredObjectsTable;
  verify_runs: VerifyRunsTable;
  vip_grants: VipGrantsTable;
  operator_settings: OperatorSettingsTable;
  feedbacks: FeedbacksTable;
  feedback_screenshots: FeedbackScreenshotsTable;
}

/** A VIP baby's VIP shared with another baby (migration 0024): `baby_id` is covered while `source_baby_id` is VIP. */
export interface VipGrantsTable {
  baby_id: number;
  source_baby_id: number;
  granted_by: number;
  created_at: number;
}

/** What the operator announces (migration 0024): `storage_notice` holds the date free storage ends. */
export interface OperatorSettingsTable {
  name: string;
  value: string;
  updated_at: number;
}

/** One message to support, signed in or from /noLoginFeedback (migration 0023). */
export interface FeedbacksTable {
  id: Generated<number>;
  /** The writer; null for feedback sent without an account (or from one since deleted). */
  user_id: number | null;
  /** Where the reply is mailed. */
  contact_email: string;
  /** The writer's language when they wrote: the reply mail is in it. */
  locale: string;
  /** Sent empty by the web (spec §7), kept as sent. */
  category: string;
  content: string;
  /** 1 when the content holds the `[ignore]` marker: kept, never listed to the writer. */
  ignored: number;
  reply: string | null;
  replied_by: number | null;
  replied_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A picture sent with a feedback, re-encoded as JPEG (migration 0023). */
export interface FeedbackScreenshotsTable {
  id: Generated<number>;
  feedback_id: number;
  position: number;
  storage_key: string;
  width: number;
  height: number;
  bytes: number;
  created_at: number;
}

/** A media object's checksum, recorded when the storage wrote it (migration 0022). */
export interface StoredObjectsTable {
  key: string;
  sha256: string;
  size: number;
  stored_at: number;
}

/** One check of every stored object against its checksum (migration 0022); `problems` is JSON of the keys. */
export interface VerifyRunsTable {
  id: Generated<number>;
  started_at: number;
  finished_at: number;
  checked: number;
  missing: number;
  changed: number;
  recorded: number;
  problems: string;
}

/** What a notification tells (migration 0019). */
export type NotificationKind = 'upload' | 'diary' | 'comment' | 'like' | 'reply' | 'member';

/** One thing to tell one member: read state is theirs (migration 0019, ADR 0030). */
export interface NotificationsTable {
  id: Generated<number>;
  /** Who is told. */
  user_id: number;
  baby_id: number;
  kind: NotificationKind;
  /** Who did it: the uploader, the commenter, the new member. */
  actor_id: number;
  event_id: number | null;
  /** What a comment or like is on; null for uploads, diary entries and new members. */
  target_type: LikeCommentTarget | null;
  target_id: number | null;
  /** Comments or likes by the same person on the same thing, folded into one. */
  count: number;
  created_at: number;
  /** The latest thing folded in: the list is newest first by it. */
  updated_at: number;
  read_at: number | null;
}

/** A member's bell counter: moved with every change to their notifications (migration 0021). */
export interface BellVersionsTable {
  user_id: number;
  version: number;
}

/** The moments an upload, diary, comment or like notification is about; filtered again by who may see them. */
export interface NotificationMomentsTable {
  notification_id: number;
  moment_id: number;
}

export type DigestRhythm = 'every_upload' | 'daily' | 'weekly' | 'none';

/** A member's choices for one baby; no row means the defaults (weekly digest, every push). */
export interface NotificationPrefsTable {
  user_id: number;
  baby_id: number;
  digest: DigestRhythm;
  push_uploads: number;
  push_replies: number;
  push_members: number;
  updated_at: number;
}

/** A digest claimed for a member, baby and period: the row is what makes it go out once. */
export interface SentDigestsTable {
  user_id: number;
  baby_id: number;
  /** `d:2026-12-01`, `w:2026-W49` or `u:{batch id}`. */
  period: string;
  /** What the digest covered up to: the next one starts here. */
  window_end: number;
  /** 0 when there was nothing new, so nothing was mailed. */
  mailed: number;
  created_at: number;
}

/** A one-click unsubscribe link (RFC 8058): only its SHA-256, for one member, baby and kind, used once. */
export interface UnsubscribeTokensTable {
  token_hash: string;
  user_id: number;
  baby_id: number;
  kind: 'digest';
  created_at: number;
  used_at: number | null;
}

/** A device that turned Web Push on: its push service endpoint and keys (RFC 8291). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
  updated_at: number;
}

export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: number;
}

/** A member's looks at a baby's timeline: what arrived after `since` is new to them. */
export interface BabyVisitsTable {
  user_id: number;
  baby_id: number;
  since: number;
  last_seen_at: number;
}

export type TargetType = 'event' | 'moment';

/** What a like or comment is on: a post, or a special tag's value (migration 0018). */
export type LikeCommentTarget = TargetType | 'tag_attr';

export interface LikesTable {
  target_type: LikeCommentTarget;
  target_id: number;
  user_id: number;
  created_at: number;
}

export interface CommentsTable {
  id: Generated<number>;
  baby_id: number;
  target_type: LikeCommentTarget;
  target_id: number;
  user_id: number;
  content: string;
  active: number;
  created_at: number;
  updated_at: number;
}

export interface BucketCountsTable {
  baby_id: number;
  bucket: string;
  audience: 'all' | 'close' | 'close_author' | 'user';
  user_id: number;
  moments: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  gender: string | null;
  profile_picture: string | null;
  linked_baby_id: number | null;
  family_version: number;
  locale: string;
  /** The IANA time zone the browser reported (migration 0019): digests go out in its morning. */
  time_zone: Generated<string | null>;
  /** When the user showed they own their address (an invitation link); null until then. */
  email_verified_at: number | null;
  created_at: number;
  updated_at: number;
  /** A deleted account keeps its row for what it posted; null while the account exists. */
  deleted_at: number | null;
  /** 1 for the operator's support staff (migration 0023): they answer feedback, and see no album for it. */
  support: Generated<number>;
  /** Their own phone number in E.164 (migration 0025), shown to no one else. */
  phone: Generated<string | null>;
}

/**
 * A single-use link mailed to a user (password reset, address verification), or
 * a `device` token: a browser that proved it is the owner's (see TrustedDevices).
 */
export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'reset' | 'verify' | 'email_change' | 'device';
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
  /** For `email_change`: the address the account moves to when the link is opened. */
  new_email: string | null;
}

/** A provider's account (OpenID Connect `sub`, per provider) linked to a Sprout account. */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: number;
}

/** One browser redirect to a provider in flight; found by the hash of its cookie's id, spent by the callback. */
export interface OidcFlowsTable {
  id_hash: string;
  provider: string;
  code_verifier: string;
  state: string;
  nonce: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** An identity no account has yet: the `auth_registration_token` (only its hash), single-use. */
export interface AuthRegistrationsTable {
  token_hash: string;
  provider: string;
  subject: string;
  email: string | null;
  email_verified: number;
  name: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** The puzzle a sign-in must solve after repeated failures; spent by its first answer. */
export interface SignInChallengesTable {
  id: string;
  answer: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** A QR sign-in key (its SHA-256): shown on a signed-out screen, approved on a signed-in phone. */
export interface QrLoginsTable {
  key_hash: string;
  expires_at: number;
  browser: string;
  address: string;
  user_id: number | null;
  approved_at: number | null;
  refused_at: number | null;
  consumed_at: number | null;
  created_at: number;
}

export interface WebHintsTable {
  user_id: number;
  hint_name: string;
  closed_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  remember: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface BabiesTable {
  id: Generated<number>;
  name: string;
  birthday: string | null;
  gender: string;
  is_baby: number;
  profile_picture: string | null;
  background: string | null;
  background_y: number;
  personal_domain: string | null;
  vip_expiration: number;
  storage_bytes: number;
  timeline_version: number;
  created_by: number;
  created_at: number;
  updated_at: number;
}

export interface FamilyMembersTable {
  id: Generated<number>;
  baby_id: number;
  user_id: number;
  relation: string;
  relation_name: string | null;
  permission: string;
  /** The invitation this member came in with; null for a baby's creator. */
  invitation_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface FamilyInvitationsTable {
  id: Generated<number>;
  inviter_id: number;
  email: string;
  invitee_id: number | null;
  /** The inviter's locale: mails about this invitation are written in it. */
  locale: string;
  accepted_at: number | null;
  /** SHA-256 of the single-use token in the mailed link; null once used, and for invitations older than links. */
  token_hash: string | null;
  expires_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface FamilyInvitationBabiesTable {
  invitation_id: number;
  baby_id: number;
  relation: string;
  relation_name: string | null;
  permission: string;
}

export interface UploadTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  baby_id: number;
  expires_at: number;
  created_at: number;
}

export interface UploadsTable {
  /** The tus upload id. */
  id: string;
  user_id: number;
  baby_id: number;
  size: number | null;
  consumed_at: number | null;
  /** When the sweep freed the bytes of an upload nobody continued for a day. */
  abandoned_at: number | null;
  /** The name the file had on the uploader's device (tus metadata), cleaned; null when none was sent. */
  filename: string | null;
  created_at: number;
}

export interface UploadBatchesTable {
  id: Generated<number>;
  user_id: number;
  baby_id: number;
  created_at: number;
  finished_at: number | null;
  /** When the batch's notifications were written (migration 0019); null before. */
  notified_at: Generated<number | null>;
}

export interface EventsTable {
  id: Generated<number>;
  baby_id: number;
  author_id: number;
  batch_id: number | null;
  local_date: string;
  taken_at_gmt: number;
  layout: string;
  caption: string;
  active: number;
  likes_count: number;
  comments_count: number;
  created_at: number;
  updated_at: number;
  /** A diary entry not yet published (migration 0016): its moments are private to its author meanwhile. */
  draft: Generated<number>;
  /** The audience a draft gets when it is published. */
  draft_privacy: Generated<string | null>;
  draft_visible_for: Generated<string | null>;
}

/** A user who has been shown an event (migration 0005). */
export interface EventSeenByTable {
  event_id: number;
  user_id: number;
}

export interface MomentsTable {
  id: Generated<number>;
  event_id: number;
  baby_id: number;
  author_id: number;
  type: string;
  content: string;
  taken_at_gmt: number;
  privacy: string;
  service: string;
  client_id: string | null;
  original_key: string | null;
  original_mime: string | null;
  original_bytes: number;
  content_sha256: string | null;
  /** The tus upload this moment was made from; null for moments written another way. */
  upload_id: string | null;
  /** The name the original had on the uploader's device, for downloads (migration 0011). */
  original_filename: string | null;
  picture_width: number | null;
  picture_height: number | null;
  duration: number | null;
  thumb_key: string | null;
  large_key: string | null;
  /** The rendition for big displays (migration 0026); null where none is made (renditions.ts, xlargeSource). */
  xlarge_key: string | null;
  media_state: string;
  active: number;
  likes_count: number;
  comments_count: number;
  created_at: number;
  updated_at: number;
  /** The upload batch it came in (migration 0019); null for diary entries and older moments. */
  batch_id: Generated<number | null>;
  /** When the moment went to the trash (ADR 0015); null while it is shown. */
  deleted_at: number | null;
  deleted_by: number | null;
  /** When it was deleted for good: its files are gone (or going) and it never comes back. */
  purged_at: number | null;
  /** Every byte stored for it: original and renditions (migration 0024); its baby's storage_bytes sums these. */
  stored_bytes: Generated<number>;
}

export interface MomentVisibilityTable {
  moment_id: number;
  user_id: number;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: number;
  locked_until: number | null;
  /** The worker that holds the lease; only it renews, completes or fails the job. */
  locked_by: string | null;
  dedupe_key: string | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface ThrottlesTable {
  key: string;
  window_start: number;
  count: number;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Baby = Selectable<BabiesTable>;
export type BabyUpdate = Updateable<BabiesTable>;
export type FamilyMember = Selectable<FamilyMembersTable>;
export type FamilyInvitation = Selectable<FamilyInvitationsTable>;
export type FamilyInvitationBaby = Selectable<FamilyInvitationBabiesTable>;
export type Event = Selectable<EventsTable>;
export type Moment = Selectable<MomentsTable>;
export type NewMoment = Insertable<MomentsTable>;
export type Job = Selectable<JobsTable>;
export type Comment = Selectable<CommentsTable>;
export type Notification = Selectable<NotificationsTable>;
export type UploadBatch = Selectable<UploadBatchesTable>;
export type PushSubscription = Selectable<PushSubscriptionsTable>;

/** A baby's tag (migration 0015); `name_key` is the lower-cased name that keeps names unique per baby. */
export interface MomentTagsTable {
  id: Generated<number>;
  baby_id: number;
  name: string;
  name_key: string;
  /** '' for a plain tag; height, weight, head_circumference (Sprout's own) or footprint_map for the special ones (spec §3). */
  flag: string;
  active: number;
  created_by: number;
  created_at: number;
  updated_at: number;
}

/** One tag on one moment. */
export interface TaggingRecordsTable {
  id: Generated<number>;
  baby_id: number;
  tag_id: number;
  moment_id: number;
  user_id: number;
  created_at: number;
}

export type MomentTag = Selectable<MomentTagsTable>;
export type TaggingRecord = Selectable<TaggingRecordsTable>;
export type UserToken = Selectable<UserTokensTable>;
export type UserIdentity = Selectable<UserIdentitiesTable>;
export type OidcFlow = Selectable<OidcFlowsTable>;
export type AuthRegistration = Selectable<AuthRegistrationsTable>;
export type QrLogin = Selectable<QrLoginsTable>;

/** A special tag's value on one tagging record (migration 0018): metric height/weight on a day, or a place. */
export interface TagAttrsTable {
  id: Generated<number>;
  baby_id: number;
  tag_id: number;
  /** Null for a measurement with no photo (migration 0021, ADR 0033). */
  tagging_record_id: number | null;
  moment_id: number | null;
  flag: string;
  value: number | null;
  measured_on: string | null;
  place_name: string | null;
  latitude: number | null;
  longitude: number | null;
  user_id: number;
  likes_count: number;
  comments_count: number;
  created_at: number;
  updated_at: number;
}

export type TagAttr = Selectable<TagAttrsTable>;
export type Feedback = Selectable<FeedbacksTable>;
export type FeedbackScreenshot = Selectable<FeedbackScreenshotsTable>;
