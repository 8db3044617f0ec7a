import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { BabiesRepo } from './babies.repo.js';
import { BatchesRepo } from './batches.repo.js';
import { BucketCountsRepo } from './bucket-counts.repo.js';
import { CommentsRepo } from './comments.repo.js';
import { EventSeenRepo } from './event-seen.repo.js';
import { EventsRepo } from './events.repo.js';
import { FamilyRepo, type MembershipVersion } from './family.repo.js';
import { InvitationsRepo } from './invitations.repo.js';
import { JobsRepo } from './jobs.repo.js';
import { LikesRepo } from './likes.repo.js';
import { MomentsRepo } from './moments.repo.js';
import { ExpiredRepo } from './expired.repo.js';
import { OrphansRepo } from './orphans.repo.js';
import { SessionsRepo, type LiveSession } from './sessions.repo.js';
import { TagsRepo } from './tags.repo.js';
import { TagAttrsRepo } from './tag-attrs.repo.js';
import { AlbumRepo } from './album.repo.js';
import { AlbumExportRepo } from './album-export.repo.js';
import { ThrottleRepo } from './throttle.repo.js';
import { TrashRepo } from './trash.repo.js';
import { UploadsRepo } from './uploads.repo.js';
import { UsersRepo } from './users.repo.js';
import { UserTokensRepo } from './user-tokens.repo.js';
import { ChallengesRepo } from './challenges.repo.js';
import { QrLoginsRepo } from './qr-logins.repo.js';
import { WebHintsRepo } from './web-hints.repo.js';
import { IdentitiesRepo } from './identities.repo.js';
import { NotificationsRepo, type BellState } from './notifications.repo.js';
import { NotifyPrefsRepo } from './notify-prefs.repo.js';
import { PushSubscriptionsRepo } from './push-subscriptions.repo.js';
import { ServerKeysRepo } from './server-keys.repo.js';
import { BabyVisitsRepo } from './baby-visits.repo.js';
import { NewsRepo } from './news.repo.js';
import { DigestsRepo } from './digests.repo.js';
import { FeedbacksRepo } from './feedbacks.repo.js';
import { StoredObjectsRepo } from './stored-objects.repo.js';
import { VipRepo } from './vip.repo.js';
import { ExternalWrites, WriteAwareCache } from './write-aware-cache.js';

/** The in-memory copies of rows read on every request's path (ADR 0007). */
export interface RepoCaches {
  sessions: WriteAwareCache<LiveSession>;
  memberships: WriteAwareCache<MembershipVersion>;
  bells: WriteAwareCache<BellState>;
}

export function makeCaches(db: Db): RepoCaches {
  const external = new ExternalWrites(() => db.externalVersion());
  // The bell's versions are kept in memory on SQLite only, where this process makes every write but
  // the CLI's (seen within a second, like sessions). On PostgreSQL a member's read through one
  // instance must show on the next instance's bell at once, without waiting for a notification
  // (ADR 0030), so there they are read each time: a version that cannot be told keeps nothing.
  const bells = new WriteAwareCache<BellState>(db.dialect === 'sqlite' ? external : new ExternalWrites(() => null), {
    ttlMs: 60_000,
    maxEntries: 50_000,
  });
  const caches = {
    sessions: new WriteAwareCache<LiveSession>(external, {
      ttlMs: 60_000,
      maxEntries: 10_000,
      expiresAtMs: (live) => live.session.expires_at * 1000,
    }),
    // A bell's state holds the member's memberships and their babies' timeline versions.
    memberships: new WriteAwareCache<MembershipVersion>(external, {
      ttlMs: 60_000,
      maxEntries: 50_000,
      onInvalidate: () => bells.invalidate(),
    }),
    bells,
  };
  // PostgreSQL announces what other instances (and the CLI) change in these rows (ADR 0009).
  db.onExternalChange((change) => {
    const [kind, babyId] = change.split(':');
    if (kind === 's' || kind === '*') caches.sessions.invalidate();
    if (kind === 'm' || kind === '*') caches.memberships.invalidate(babyId);
  });
  return caches;
}

/** What repositories need of the caches: reading through them, and dropping what a write changed. */
interface RepoCacheAccess {
  sessions: Pick<WriteAwareCache<LiveSession>, 'through' | 'invalidate'>;
  memberships: Pick<WriteAwareCache<MembershipVersion>, 'through' | 'invalidate'>;
  bells: Pick<WriteAwareCache<BellState>, 'through' | 'invalidate'>;
}

/** Every repository, over the database or over one transaction of it. */
export function makeRepos(k: Kysely<Database>, db: Db, caches: RepoCacheAccess) {
  return {
    users: new UsersRepo(k, caches.sessions),
    sessions: new SessionsRepo(k, db, caches.sessions),
    babies: new BabiesRepo(k, caches.memberships, db.dialect),
    family: new FamilyRepo(k, db, caches.memberships),
    uploads: new UploadsRepo(k),
    batches: new BatchesRepo(k),
    events: new EventsRepo(k, caches.memberships, db.dialect),
    moments: new MomentsRepo(k, caches.memberships, db.dialect),
    jobs: new JobsRepo(k, db.dialect),
    throttle: new ThrottleRepo(k),
    invitations: new InvitationsRepo(k),
    likes: new LikesRepo(k, caches.memberships),
    comments: new CommentsRepo(k, caches.memberships),
    bucketCounts: new BucketCountsRepo(k),
    eventSeen: new EventSeenRepo(k),
    orphans: new OrphansRepo(k),
    trash: new TrashRepo(k),
    tags: new TagsRepo(k, caches.memberships),
    album: new AlbumRepo(k),
    albumExport: new AlbumExportRepo(k),
    tagAttrs: new TagAttrsRepo(k, caches.memberships),
    userTokens: new UserTokensRepo(k),
    challenges: new ChallengesRepo(k),
    qrLogins: new QrLoginsRepo(k),
    webHints: new WebHintsRepo(k),
    identities: new IdentitiesRepo(k),
    expired: new ExpiredRepo(k),
    notifications: new NotificationsRepo(k, caches.bells),
    notifyPrefs: new NotifyPrefsRepo(k),
    pushSubscriptions: new PushSubscriptionsRepo(k),
    serverKeys: new ServerKeysRepo(k),
    visits: new BabyVisitsRepo(k),
    news: new NewsRepo(k),
    digests: new DigestsRepo(k),
    feedbacks: new FeedbacksRepo(k),
    storedObjects: new StoredObjectsRepo(k),
    vip: new VipRepo(k),
  };
}
export type Repos = ReturnType<typeof makeRepos>;

/**
 * A cache whose invalidations inside a transaction happen at once and again
 * when the transaction ends: a lookup that read uncommitted rows (SQLite's one
 * connection) or old ones (PostgreSQL's others) meanwhile is dropped either way.
 */
class TransactionCache<V extends object> {
  readonly groups = new Set<string | undefined>();

  constructor(private readonly inner: WriteAwareCache<V>) {}

  through(group: string, key: string, lookup: () => Promise<V | undefined>): Promise<V | undefined> {
    return this.inner.through(group, key, lookup);
  }

  invalidate(group?: string): void {
    this.groups.add(group);
    this.inner.invalidate(group);
  }

  settle(): void {
    for (const group of this.groups) this.inner.invalidate(group);
  }
}

/** One transaction's view of the repositories, and what to do once it has committed. */
export interface UnitOfWork {
  repos: Repos;
  /** Runs after a successful commit (e.g. waking the worker for a job the transaction enqueued). */
  afterCommit(fn: () => void): void;
}

/** How a use case runs its writes as one transaction (inTransaction, bound to the app's database and caches). */
export type Transact = <T>(fn: (work: UnitOfWork) => Promise<T>) => Promise<T>;

/**
 * Runs a use case with several writes as one transaction: all of them land,
 * or none. Repositories built for it share the transaction.
 */
export async function inTransaction<T>(db: Db, caches: RepoCaches, fn: (work: UnitOfWork) => Promise<T>): Promise<T> {
  const sessions = new TransactionCache(caches.sessions);
  const memberships = new TransactionCache(caches.memberships);
  const bells = new TransactionCache(caches.bells);
  const committed: Array<() => void> = [];
  try {
    const result = await db.kysely.transaction().execute((trx) =>
      fn({
        repos: makeRepos(trx, db, { sessions, memberships, bells }),
        afterCommit: (run) => committed.push(run),
      }),
    );
    for (const run of committed) run();
    return result;
  } finally {
    sessions.settle();
    memberships.settle();
    bells.settle();
  }
}
