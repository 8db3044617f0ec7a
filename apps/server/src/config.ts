import os from 'node:os';
import path from 'node:path';

/** Everything Sprout reads from its environment; documented in the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string | null;
  databaseUrl: string | null;
  /** Connections the PostgreSQL pool may open (DATABASE_POOL_MAX); unused on SQLite. */
  databasePoolMax: number;
  /** Run the job worker inside the web process (default). Off for a separate worker or in tests of restarts. */
  inProcessWorker: boolean;
  /** Jobs one worker runs at once (WORKER_CONCURRENCY); the number of cores by default, so derivatives use every core. */
  workerConcurrency: number;
  uploadMaxBytes: number;
  /**
   * FREE_STORAGE_BYTES: each baby's free space; over it, uploads need VIP (ADR 0040). Null (unset, as in
   * the embedded default) means no limit and no VIP screens, for a family running its own Sprout.
   */
  freeStorageBytes: number | null;
  /** The largest album archive the web may upload for import (IMPORT_MAX_BYTES, docs/EXPORT.md). */
  importMaxBytes: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** OPERATOR_EMAIL: who the weekly storage check mails when stored objects are missing or changed. */
  operatorEmail: string | null;
  webDistDir: string;
  logLevel: string;
  /** What this process runs: the API, the job worker, or both (the embedded default). */
  role: Role;
  ffmpegPath: string;
  ffprobePath: string;
  /**
   * Which proxies may name the client (X-Forwarded-For) for Fastify's request.ip: false (the
   * socket's address) or their addresses/CIDRs. Sign-in limits key on request.ip.
   */
  trustProxy: false | string;
  /**
   * Who may create an account (SIGNUP): `invite` (the default) only from an invitation link;
   * `open` lets anyone sign up (POST /users, /noaccount) and create their first baby.
   */
  signup: 'invite' | 'open';
  /** Social sign-in over OpenID Connect (OIDC_PROVIDERS and OIDC_{ID}_*), in the order of the buttons; none by default. */
  oidcProviders: OidcProviderConfig[];
  /** Zero bits the sign-in puzzle's proof of work needs (PUZZLE_PROOF_BITS, 0–30; ADR 0024). */
  puzzleProofBits: number;
  /** Where media and uploads live (STORAGE_URL): DATA_DIR on local disk (the default), or an S3-compatible bucket. */
  storage: StorageConfig;
  /** What reaches the family (issue 24, ADR 0030). */
  notify: NotifyConfig;
  /**
   * METRICS_TOKEN: the Bearer token GET /metrics requires; null leaves /metrics open, for a
   * listener the public cannot reach (ADR 0031).
   */
  metricsToken: string | null;
  /** SHUTDOWN_TIMEOUT_MS: how long SIGTERM waits for requests and jobs in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
}

/** What SIGTERM waits at most unless SHUTDOWN_TIMEOUT_MS says otherwise: under the 30 s most orchestrators give. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

export type StorageConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

/** An S3-compatible bucket (STORAGE_URL=s3://bucket/prefix and the S3_* variables; ADR 0029). */
export interface S3Settings {
  bucket: string;
  /** Every key Sprout writes starts with it (no slash at either end); '' for the bucket's root. */
  prefix: string;
  /** S3_ENDPOINT: the store's address for anything but AWS (MinIO, Garage, R2, B2); null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** S3_FORCE_PATH_STYLE: bucket in the path (MinIO, Garage) rather than in the host name. */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; null: the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /**
   * S3_CHECKSUMS: `when_required` (default) sends the SDK's checksums only where S3 demands them, which
   * every S3-compatible store understands; `when_supported` adds them to every upload (AWS S3, recent MinIO).
   */
  checksums: 'when_required' | 'when_supported';
}

export interface NotifyConfig {
  /**
   * Seconds an upload batch may go without a new moment before the server finishes it and tells the
   * family (BATCH_QUIET_SECONDS; the uploader closed the tab before PUT /moments/finish).
   */
  batchQuietSeconds: number;
  /** The operator's switch for e-mail digests (DIGESTS=off turns every one off). */
  digestsEnabled: boolean;
  /** The hour of each member's morning (their time zone) when daily and weekly digests go (DIGEST_HOUR, 0–23). */
  digestHour: number;
  /** VAPID keys for Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); made once and kept in the database when unset. */
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  /** Who push services may contact about our pushes (VAPID_SUBJECT): a mailto: or https: URL. */
  vapidSubject: string;
  /** Web Push on or off (PUSH=off). */
  pushEnabled: boolean;
  /**
   * Lets pushes go to a push service on loopback over plain HTTP (PUSH_ALLOW_LOOPBACK=on): tests only.
   * Otherwise a push endpoint must be HTTPS on a public address, checked after DNS resolution.
   */
  pushAllowLoopback: boolean;
  /** Days a notification is kept after its last change (NOTIFICATION_KEEP_DAYS): older ones leave the bell. */
  keepDays: number;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off, got "${raw}"`);
}

function notifyFrom(env: NodeJS.ProcessEnv, mailFrom: string): NotifyConfig {
  const digestHour = intFrom(env, 'DIGEST_HOUR', 8);
  if (digestHour > 23) throw new ConfigError('DIGEST_HOUR must be between 0 and 23');
  const vapidPublicKey = env.VAPID_PUBLIC_KEY?.trim() || null;
  const vapidPrivateKey = env.VAPID_PRIVATE_KEY?.trim() || null;
  if ((vapidPublicKey === null) !== (vapidPrivateKey === null))
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const vapidSubject = env.VAPID_SUBJECT?.trim() || `mailto:${address}`;
  if (!/^(mailto:|https:\/\/)/.test(vapidSubject))
    throw new ConfigError('VAPID_SUBJECT must be a mailto: or https: URL');
  return {
    batchQuietSeconds: intFrom(env, 'BATCH_QUIET_SECONDS', 600),
    digestsEnabled: onOff(env, 'DIGESTS', true),
    digestHour,
    vapidPublicKey,
    vapidPrivateKey,
    vapidSubject,
    pushEnabled: onOff(env, 'PUSH', true),
    pushAllowLoopback: onOff(env, 'PUSH_ALLOW_LOOPBACK', false),
    keepDays: Math.max(1, intFrom(env, 'NOTIFICATION_KEEP_DAYS', 180)),
  };
}

/** One OpenID Connect provider, discovered from its issuer (ADR 0017). */
export interface OidcProviderConfig {
  /** Lower-case id, as the API's `provider` field and the callback path name it. */
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the button says: "Continue with {name}". */
  name: string;
  /** How the provider answers: redirect with a query (`query`) or a cross-site form POST (`form_post`, e.g. Apple). */
  responseMode: 'query' | 'form_post';
}

export const ROLES = ['api', 'worker', 'all'] as const;
export type Role = (typeof ROLES)[number];

function roleFrom(env: NodeJS.ProcessEnv): Role {
  const raw = env.SPROUT_ROLE?.trim() || 'all';
  if (!(ROLES as readonly string[]).includes(raw))
    throw new ConfigError(`SPROUT_ROLE must be one of ${ROLES.join(', ')}, got "${raw}"`);
  // SPROUT_WORKER=off predates roles: an API process without a worker.
  return raw === 'all' && env.SPROUT_WORKER === 'off' ? 'api' : (raw as Role);
}

export class ConfigError extends Error {}

/** PostgreSQL connections per server process unless DATABASE_POOL_MAX says otherwise (ADR 0009). */
export const DEFAULT_POOL_MAX = 10;

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function trustProxyFrom(raw: string): Config['trustProxy'] {
  if (raw === '') return false;
  // Trusting every sender would let any client choose its address, and so its sign-in limits.
  if (raw === 'true' || raw === '*')
    throw new ConfigError('TRUST_PROXY must name the proxies (addresses, CIDRs), not everyone');
  return raw;
}

function metricsTokenFrom(raw: string): string | null {
  if (raw === '') return null;
  // A guessable token guards nothing; 16 characters of a random string is the least worth having.
  if (raw.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 24)');
  return raw;
}

function signupFrom(raw: string): Config['signup'] {
  if (raw === '' || raw === 'invite') return 'invite';
  if (raw === 'open') return 'open';
  throw new ConfigError(`SIGNUP must be invite or open, got "${raw}"`);
}

/**
 * OIDC_PROVIDERS=google,apple names the providers; each then needs OIDC_GOOGLE_ISSUER,
 * OIDC_GOOGLE_CLIENT_ID, OIDC_GOOGLE_CLIENT_SECRET and may set OIDC_GOOGLE_NAME.
 */
function oidcProvidersFrom(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(ids)].map((id) => {
    if (!/^[a-z0-9][a-z0-9_-]{0,31}$/.test(id))
      throw new ConfigError(`OIDC_PROVIDERS: "${id}" must be letters, digits, - or _`);
    const prefix = `OIDC_${id.toUpperCase().replace(/-/g, '_')}_`;
    const read = (name: string) => env[prefix + name]?.trim() ?? '';
    const issuer = read('ISSUER');
    const clientId = read('CLIENT_ID');
    const clientSecret = read('CLIENT_SECRET');
    if (!/^https?:\/\//.test(issuer)) throw new ConfigError(`${prefix}ISSUER must be the provider's issuer URL`);
    // Plain http only to a provider on this machine (tests, a local provider): tokens must not cross a network in clear.
    if (issuer.startsWith('http://') && !/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/.test(issuer)) {
      throw new ConfigError(`${prefix}ISSUER must use https (plain http only on loopback)`);
    }
    if (!clientId || !clientSecret) throw new ConfigError(`${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET are needed`);
    const responseMode = read('RESPONSE_MODE') || 'query';
    if (responseMode !== 'query' && responseMode !== 'form_post')
      throw new ConfigError(`${prefix}RESPONSE_MODE must be query or form_post`);
    return { id, issuer, clientId, clientSecret, name: read('NAME') || id, responseMode };
  });
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

function flagFrom(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** STORAGE_URL: unset for DATA_DIR on this disk, or s3://bucket/prefix with the S3_* variables beside it. */
function storageFrom(env: NodeJS.ProcessEnv): StorageConfig {
  const raw = env.STORAGE_URL?.trim() ?? '';
  if (raw === '') return { kind: 'disk' };
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(raw);
  if (!match)
    throw new ConfigError(`STORAGE_URL must be s3://bucket/prefix (leave it unset for DATA_DIR), got "${raw}"`);
  const bucket = match[1] ?? '';
  const prefix = (match[2] ?? '').replace(/\/+$/, '');
  if (!BUCKET.test(bucket)) throw new ConfigError(`STORAGE_URL: "${bucket}" is not a bucket name`);
  if (prefix !== '' && (!PREFIX.test(prefix) || prefix.includes('..') || prefix.includes('//')))
    throw new ConfigError(`STORAGE_URL: the prefix "${prefix}" may hold only letters, digits and / _ . -`);
  const endpoint = env.S3_ENDPOINT?.trim().replace(/\/+$/, '') || null;
  if (endpoint && !/^https?:\/\/[^/]+$/.test(endpoint))
    throw new ConfigError(`S3_ENDPOINT must be http(s)://host[:port], got "${endpoint}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the SDK's own)",
    );
  const checksums = env.S3_CHECKSUMS?.trim().toLowerCase() || 'when_required';
  if (checksums !== 'when_required' && checksums !== 'when_supported')
    throw new ConfigError(`S3_CHECKSUMS must be when_required or when_supported, got "${checksums}"`);
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint,
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    forcePathStyle: flagFrom(env, 'S3_FORCE_PATH_STYLE'),
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    checksums,
  };
}

function operatorEmailFrom(value: string): string | null {
  if (value === '') return null;
  if (!/^[^\s@]+@[^\s@]+$/.test(value))
    throw new ConfigError(`OPERATOR_EMAIL must be an e-mail address, got "${value}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env, 'PORT', 3000);
  if (port > 65535) throw new ConfigError(`PORT must be between 0 and 65535, got ${port}`);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite database)');
  }
  const databasePoolMax = intFrom(env, 'DATABASE_POOL_MAX', DEFAULT_POOL_MAX);
  if (databasePoolMax < 1) throw new ConfigError('DATABASE_POOL_MAX must be at least 1');
  const workerConcurrency = intFrom(env, 'WORKER_CONCURRENCY', os.availableParallelism());
  if (workerConcurrency < 1) throw new ConfigError('WORKER_CONCURRENCY must be at least 1');
  const puzzleProofBits = intFrom(env, 'PUZZLE_PROOF_BITS', 18);
  // Past 30 bits a phone would work for minutes: the person would notice.
  if (puzzleProofBits > 30) throw new ConfigError('PUZZLE_PROOF_BITS must be at most 30');
  const mailFrom = env.MAIL_FROM?.trim() || 'Sprout <no-reply@sprout.local>';
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null;
  if (publicUrl && !/^https?:\/\//.test(publicUrl))
    throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    publicUrl,
    databaseUrl,
    databasePoolMax,
    inProcessWorker: roleFrom(env) !== 'api',
    workerConcurrency,
    uploadMaxBytes: intFrom(env, 'UPLOAD_MAX_BYTES', 2 * 1024 ** 3),
    freeStorageBytes: env.FREE_STORAGE_BYTES?.trim() ? intFrom(env, 'FREE_STORAGE_BYTES', 0) : null,
    importMaxBytes: intFrom(env, 'IMPORT_MAX_BYTES', 20 * 1024 ** 3),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom,
    operatorEmail: operatorEmailFrom(env.OPERATOR_EMAIL?.trim() ?? ''),
    webDistDir: path.resolve(env.WEB_DIST_DIR?.trim() || path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    role: roleFrom(env),
    ffmpegPath: env.FFMPEG_PATH?.trim() || 'ffmpeg',
    ffprobePath: env.FFPROBE_PATH?.trim() || 'ffprobe',
    trustProxy: trustProxyFrom(env.TRUST_PROXY?.trim() ?? ''),
    signup: signupFrom(env.SIGNUP?.trim() ?? ''),
    oidcProviders: oidcProvidersFrom(env),
    puzzleProofBits,
    storage: storageFrom(env),
    notify: notifyFrom(env, mailFrom),
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN?.trim() ?? ''),
    shutdownTimeoutMs: intFrom(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS),
  };
}
