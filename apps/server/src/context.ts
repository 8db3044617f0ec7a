import path from 'node:path';
import type { JobLog } from './jobs/worker.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { JobQueue } from './jobs/queue.js';
import { Worker } from './jobs/worker.js';
import { pictureDerivatives } from './jobs/handlers/picture-derivatives.js';
import { mailSend } from './jobs/handlers/mail-send.js';
import { videoDerivatives } from './jobs/handlers/video-derivatives.js';
import { OutboxMailer, SmtpMailer, type Mailer } from './mail/mailer.js';
import { InvitationsRepo } from './repositories/invitations.repo.js';
import { LikesRepo } from './repositories/likes.repo.js';
import { CommentsRepo } from './repositories/comments.repo.js';
import { BucketCountsRepo } from './repositories/bucket-counts.repo.js';
import { BucketCountsService } from './services/bucket-counts.service.js';
import { LikeService } from './services/like.service.js';
import { CommentService } from './services/comment.service.js';
import { NavigationService } from './services/navigation.service.js';
import { InvitationService } from './services/invitation.service.js';
import { BabiesRepo } from './repositories/babies.repo.js';
import { BatchesRepo } from './repositories/batches.repo.js';
import { EventsRepo } from './repositories/events.repo.js';
import { FamilyRepo, type MembershipVersion } from './repositories/family.repo.js';
import { JobsRepo } from './repositories/jobs.repo.js';
import { MomentsRepo } from './repositories/moments.repo.js';
import { SessionsRepo, type LiveSession } from './repositories/sessions.repo.js';
import { ExternalWrites, WriteAwareCache } from './repositories/write-aware-cache.js';
import { ThrottleRepo } from './repositories/throttle.repo.js';
import { UploadsRepo } from './repositories/uploads.repo.js';
import { UsersRepo } from './repositories/users.repo.js';
import { AuthService } from './services/auth.service.js';
import { BabyService } from './services/baby.service.js';
import { BabyProfileService } from './services/baby-profile.service.js';
import { EventService } from './services/event.service.js';
import { FamilyService } from './services/family.service.js';
import { MomentService } from './services/moment.service.js';
import { UploadTokenService } from './services/upload-token.service.js';
import { UserService } from './services/user.service.js';
import { LocalStorage } from './storage/local-storage.js';
import { nowSeconds } from './util/time.js';
import { ResponseCache } from './http/response-cache.js';
import type { ObjectStorage } from './storage/object-storage.js';

/** Everything a request or a CLI command needs, built once from the configuration. */
export interface AppContext {
  config: Config;
  db: Db;
  storage: ObjectStorage;
  tusDir: string;
  repos: ReturnType<typeof makeRepos>;
  services: ReturnType<typeof makeServices>;
  jobs: JobQueue;
  worker: Worker;
  responseCache: ResponseCache;
}

function makeRepos(db: Db) {
  const k = db.kysely;
  // Sessions and memberships are read on every request's path; their repositories invalidate these on each write.
  const external = new ExternalWrites(() => db.externalVersion());
  const sessionCache = new WriteAwareCache<LiveSession>(external, {
    ttlMs: 60_000, maxEntries: 10_000, expiresAtMs: (live) => live.session.expires_at * 1000,
  });
  const memberships = new WriteAwareCache<MembershipVersion>(external, { ttlMs: 60_000, maxEntries: 50_000 });
  return {
    sessionCache, users: new UsersRepo(k, sessionCache), sessions: new SessionsRepo(k, db, sessionCache),
    babies: new BabiesRepo(k, memberships), family: new FamilyRepo(k, db, memberships),
    uploads: new UploadsRepo(k), batches: new BatchesRepo(k), events: new EventsRepo(k, memberships), moments: new MomentsRepo(k),
    jobs: new JobsRepo(k, db.dialect), throttle: new ThrottleRepo(k), invitations: new InvitationsRepo(k),
    likes: new LikesRepo(k), comments: new CommentsRepo(k), bucketCounts: new BucketCountsRepo(k),
  };
}

function makeServices(repos: ReturnType<typeof makeRepos>, storage: ObjectStorage, jobs: JobQueue, tusDir: string) {
  const family = new FamilyService(repos.family, repos.babies, repos.users, repos.invitations);
  const invitations = new InvitationService(family, repos.family, repos.invitations, repos.users, jobs);
  const buckets = new BucketCountsService(repos.bucketCounts, repos.moments);
  const moments = new MomentService({
    family, familyRepo: repos.family, uploads: repos.uploads, batches: repos.batches, events: repos.events,
    moments: repos.moments, babies: repos.babies, storage, jobs, tusDir, buckets, likes: repos.likes,
  });
  const events = new EventService(family, repos.events, repos.moments, repos.likes);
  return {
    auth: new AuthService(repos.users, repos.sessions, repos.throttle, repos.sessionCache),
    users: new UserService(repos.users, (user) => invitations.acceptPending(user)),
    invitations,
    babies: new BabyService(repos.babies, repos.family, repos.users),
    babyProfile: new BabyProfileService(family, repos.family, repos.babies, storage, buckets),
    family,
    uploadTokens: new UploadTokenService(repos.uploads, repos.family),
    moments,
    events,
    buckets,
    likes: new LikeService(repos.likes, repos.events, events, moments),
    comments: new CommentService(repos.comments, repos.events, events, moments, family),
    navigation: new NavigationService(family, repos.bucketCounts),
  };
}

export function createContext(config: Config, db: Db, log: JobLog): AppContext {
  const storage = new LocalStorage(path.join(config.dataDir, 'media'));
  const tusDir = path.join(config.dataDir, 'tus');
  const repos = makeRepos(db);
  const jobs = new JobQueue(repos.jobs);
  const services = makeServices(repos, storage, jobs, tusDir);
  const mailer: Mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
  const worker = new Worker(repos.jobs, jobs, {
    'picture.derivatives': pictureDerivatives({ moments: repos.moments, events: repos.events, storage }),
    'video.derivatives': videoDerivatives({ moments: repos.moments, events: repos.events, storage }),
    'mail.send': mailSend(mailer),
  }, log, async (kind, payload) => {
    // A picture or video whose derivatives cannot be made shows as failed, not as forever processing.
    if (kind !== 'picture.derivatives' && kind !== 'video.derivatives') return;
    const { momentId } = payload as { momentId: number };
    const moment = await repos.moments.findById(momentId);
    if (!moment) return;
    await repos.moments.setMedia(moment.id, { thumb_key: moment.thumb_key, large_key: moment.large_key, media_state: 'failed' }, nowSeconds());
    await repos.events.bumpUpdated(moment.event_id, nowSeconds());
  });
  return { config, db, storage, tusDir, repos, services, jobs, worker, responseCache: new ResponseCache(repos.family) };
}
