import path from 'node:path';

/** Everything Sprout reads from its environment; documented in the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string | null;
  databaseUrl: string | null;
  /** Run the job worker inside the web process (default). Off for a separate worker or in tests of restarts. */
  inProcessWorker: boolean;
  uploadMaxBytes: number;
  smtpUrl: string | null;
  mailFrom: string;
  webDistDir: string;
  logLevel: string;
}

export class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env, 'PORT', 3000);
  if (port > 65535) throw new ConfigError(`PORT must be between 0 and 65535, got ${port}`);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite database)');
  }
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null;
  if (publicUrl && !/^https?:\/\//.test(publicUrl)) throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    publicUrl,
    databaseUrl,
    inProcessWorker: env.SPROUT_WORKER !== 'off',
    uploadMaxBytes: intFrom(env, 'UPLOAD_MAX_BYTES', 2 * 1024 ** 3),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Sprout <no-reply@sprout.local>',
    webDistDir: path.resolve(env.WEB_DIST_DIR?.trim() || path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
