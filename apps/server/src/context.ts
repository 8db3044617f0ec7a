import path from 'node:path';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { User } from './db/schema.js';
import { ResponseCache } from './http/response-cache.js';
import { JobQueue } from './jobs/queue.js';
import { jobRegistry } from './jobs/registry.js';
import { MomentWriter } from './services/moment-writer.js';
import { SpaceService } from './services/space.service.js';
import { Worker, type JobLog } from './jobs/worker.js';
import { OutboxMailer, SmtpMailer, type Mailer } from './mail/mailer.js';
import { useAvTools } from './media/av.js';
import { configureSharp } from './media/image.js';
import {
  inTransaction,
  makeCaches,
  makeRepos,
  type RepoCaches,
  type Repos,
  type Transact,
} from './repositories/repos.js';
import { Actor } from './services/actor.js';
import { TrustedDevices } from './services/trusted-devices.js';
import { AuthService } from './services/auth.service.js';
import { BabyProfileService } from './services/baby-profile.service.js';
import { BabyService } from './services/baby.service.js';
import { AccountService } from './services/account.service.js';
import { CommentService } from './services/comment.service.js';
import { EventService } from './services/event.service.js';
import { FamilyService } from './services/family.service.js';
import { InvitationService } from './services/invitation.service.js';
import { LikeService } from './services/like.service.js';
import { MediaService } from './services/media.service.js';
import { MomentService } from './services/moment.service.js';
import { NavigationService } from './services/navigation.service.js';
import { TrashService } from './services/trash.service.js';
import { TagService } from './services/tag.service.js';
import { TagAttrService } from './services/tag-attr.service.js';
import { DiaryService } from './services/diary.service.js';
import { IntegrityService } from './services/integrity.service.js';
import { AlbumService } from './services/album.service.js';
import { ExportService } from './services/export.service.js';
import { ExportRunService } from './services/export-runs.service.js';
import { ImportService } from './services/import.service.js';
import { PasswordService } from './services/password.service.js';
import { PuzzleService } from './services/puzzle.service.js';
import { QrLoginService } from './services/qr-login.service.js';
import { UploadTokenService } from './services/upload-token.service.js';
import { UserService } from './services/user.service.js';
import { OidcProviders } from './services/oidc-providers.js';
import { SocialAuthService } from './services/social-auth.service.js';
import { CountedStorage } from './metrics/counted-storage.js';
import { Metrics } from './metrics/metrics.js';
import { makeStorage } from './storage/make-storage.js';
import type { ObjectStorage } from './storage/object-storage.js';
import type { UploadStore } from './storage/upload-store.js';

import { makeVapidKeys, PushSender } from './push/push-sender.js';
import { DigestService } from './services/digest.service.js';
import { FeedbackService } from './services/feedback.service.js';
import { NewsService } from './services/news.service.js';
import { NotificationService } from './services/notification.service.js';
import { NotificationSettingsService } from './services/notification-settings.service.js';
import { Notifier } from './services/notifier.js';
import { PushService } from './services/push.service.js';
import { nowSeconds } from './util/time.js';

/**
 * The Web Push sender, made once its VAPID keys are known: the configured pair, or one made once and
 * kept in the database for every instance. Null when PUSH=off.
 */
function pushSenderOf(config: Config, repos: Repos): () => Promise<(PushSender & { publicKey: string }) | null> {
  let made: Promise<(PushSender & { publicKey: string }) | null> | null = null;
  const make = async () => {
    if (!config.notify.pushEnabled) return null;
    const { vapidPublicKey, vapidPrivateKey } = config.notify;
    const keys =
      vapidPublicKey && vapidPrivateKey
        ? { publicKey: vapidPublicKey, privateKey: vapidPrivateKey }
        : (JSON.parse(
            await repos.serverKeys.getOrCreate('vapid', () => JSON.stringify(makeVapidKeys()), nowSeconds()),
          ) as { publicKey: string; privateKey: string });
    const sender = new PushSender({ ...keys, subject: config.notify.vapidSubject }, config.notify.pushAllowLoopback);
    return Object.assign(sender, { publicKey: keys.publicKey });
  };
  return () => {
    // A failure (the database is down) is not remembered: the next push tries again.
    made ??= make().catch((error: unknown) => {
      made = null;
      throw error;
    });
    return made;
  };
}

/** Everything a request or a CLI command needs, built once from the configuration. */
export interface AppContext {
  config: Config;
  db: Db;
  storage: ObjectStorage;
  uploads: UploadStore;
  caches: RepoCaches;
  repos: Repos;
  services: ReturnType<typeof makeServices>;
  jobs: JobQueue;
  worker: Worker;
  responseCache: ResponseCache;
  /** Checks stored objects against their checksums (verify, the weekly storage.verify job). */
  integrity: IntegrityService;
  /** The Prometheus instruments of this process (GET /metrics). */
  metrics: Metrics;
  /** Where this process answers, once it listens (links in mails when PUBLIC_URL is not set). */
  listeningAt: string | null;
  /** The user as the actor of one request or command: their memberships are read once. */
  actorFor(user: User): Actor;
}

function makeServices(
  repos: Repos,
  transact: Transact,
  storage: ObjectStorage,
  uploads: UploadStore,
  jobs: JobQueue,
  mailer: Mailer,
  config: Config,
  baseUrl: () => string,
  log: JobLog,
) {
  const notifier = new Notifier(jobs, { digestsEnabled: config.notify.digestsEnabled });
  const onJoined = (babyId: number, userId: number) =>
    transact((work) => notifier.memberJoined(work, babyId, userId, nowSeconds()));
  const puzzles = new PuzzleService(repos.challenges, repos.throttle, config.puzzleProofBits);
  const auth = new AuthService(
    repos.users,
    repos.sessions,
    repos.throttle,
    puzzles,
    new TrustedDevices(repos.userTokens),
  );
  const space = new SpaceService({ repos, transact, freeBytes: config.freeStorageBytes });
  const family = new FamilyService(repos.family, repos.babies, repos.users, repos.invitations, space, onJoined);
  const invitations = new InvitationService(
    repos.babies,
    repos.family,
    repos.invitations,
    repos.users,
    jobs,
    repos.throttle,
    onJoined,
  );
  const moments = new MomentService({ repos, transact, storage, uploads, jobs, notifier, space });
  const events = new EventService(repos.events, repos.moments, repos.likes, repos.eventSeen);
  const trash = new TrashService({ repos, transact, storage, jobs });
  const tagAttrs = new TagAttrService(repos.tagAttrs, repos.babies, repos.comments, moments);
  const users = new UserService(repos.users, repos.throttle);
  const oidcProviders = new OidcProviders(config.oidcProviders);
  const notifications = new NotificationService(
    repos,
    transact,
    notifier,
    config.notify.batchQuietSeconds,
    config.notify.keepDays,
  );
  const pushSender = pushSenderOf(config, repos);
  const exports = new ExportService(repos.albumExport, storage);
  return {
    notifier,
    notifications,
    news: new NewsService(repos),
    notificationSettings: new NotificationSettingsService(
      repos,
      config.notify,
      async () => (await pushSender())?.publicKey ?? null,
    ),
    push: new PushService(repos, notifications, pushSender, log),
    digests: new DigestService(repos, transact, jobs, {
      enabled: config.notify.digestsEnabled,
      digestHour: config.notify.digestHour,
      baseUrl,
    }),
    auth,
    puzzles,
    qrLogins: new QrLoginService(repos.qrLogins, repos.users, auth, repos.throttle),
    users,
    oidcProviders,
    social: new SocialAuthService(oidcProviders, repos.identities, repos.users, users, auth, repos.throttle),
    passwords: new PasswordService(repos.users, repos.userTokens, repos.throttle, mailer, transact),
    account: new AccountService(
      repos.users,
      repos.userTokens,
      repos.throttle,
      storage,
      mailer,
      transact,
      repos.webHints,
    ),
    invitations,
    babies: new BabyService(repos.babies, repos.family, repos.users),
    babyProfile: new BabyProfileService(family, repos.family, repos.babies, storage, transact),
    family,
    uploadTokens: new UploadTokenService(repos.uploads, repos.family, config.uploadMaxBytes, space),
    space,
    moments,
    events,
    likes: new LikeService(repos.likes, events, moments, transact, notifier),
    comments: new CommentService(repos.comments, events, moments, tagAttrs, transact, notifier),
    navigation: new NavigationService(repos.babies, repos.bucketCounts),
    trash,
    media: new MediaService(moments, trash, repos.babies, storage, { users: repos.users, family: repos.family }),
    tags: new TagService(repos.tags, repos.moments, repos.likes, moments, transact),
    diary: new DiaryService(repos, events, transact, notifier),
    album: new AlbumService(repos.album, repos.moments, repos.likes),
    exports,
    exportRuns: new ExportRunService({ repos, transact, storage, jobs, exports }),
    imports: new ImportService({ repos, transact, storage, jobs, maxEntryBytes: config.uploadMaxBytes }),
    tagAttrs,
    feedback: new FeedbackService(repos, transact, storage, jobs),
  };
}

export function createContext(config: Config, db: Db, log: JobLog): AppContext {
  useAvTools({ ffmpeg: config.ffmpegPath, ffprobe: config.ffprobePath });
  const caches = makeCaches(db);
  const repos = makeRepos(db.kysely, db, caches);
  const made = makeStorage(config, repos.storedObjects);
  const metrics = new Metrics(
    () => repos.jobs.countsByKindAndStatus(),
    () => repos.storedObjects.latestRun(),
  );
  const storage = new CountedStorage(made.storage, (operation) => metrics.storageErrors.inc({ operation }));
  const uploads = made.uploads;
  const transact: Transact = (fn) => inTransaction(db, caches, fn);
  const jobs = new JobQueue(repos.jobs);
  const mailer: Mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
  // Account mails (password reset, verification) are sent within their request, so a failure can be answered.
  const address: { listeningAt: string | null } = { listeningAt: null };
  const baseUrl = () => config.publicUrl ?? address.listeningAt ?? `http://localhost:${config.port}`;
  const services = makeServices(repos, transact, storage, uploads, jobs, mailer, config, baseUrl, log);
  const integrity = new IntegrityService({
    storage,
    ledger: repos.storedObjects,
    users: repos.users,
    jobs,
    operatorEmail: config.operatorEmail,
    log,
  });
  configureSharp(config.workerConcurrency);
  const registry = jobRegistry({
    moments: repos.moments,
    storage,
    storedBytes: (momentId, bytes) =>
      transact((work) => new MomentWriter(work.repos, nowSeconds()).restate(momentId, bytes)),
    mailer,
    orphans: repos.orphans,
    uploads,
    trash: services.trash,
    expired: repos.expired,
    notifications: services.notifications,
    push: services.push,
    digests: services.digests,
    integrity,
    exportRuns: services.exportRuns,
    batchQuietSeconds: config.notify.batchQuietSeconds,
    log,
  });
  const worker = new Worker(repos.jobs, jobs, registry, log, {
    concurrency: config.workerConcurrency,
    onJobEnd: (kind, outcome, seconds) => metrics.jobDuration.observe({ kind, outcome }, seconds),
  });
  return {
    config,
    db,
    storage,
    uploads,
    caches,
    repos,
    services,
    jobs,
    worker,
    responseCache: new ResponseCache(),
    integrity,
    metrics,
    get listeningAt() {
      return address.listeningAt;
    },
    set listeningAt(url: string | null) {
      address.listeningAt = url;
    },
    actorFor: (user) => new Actor(user, repos.family),
  };
}
