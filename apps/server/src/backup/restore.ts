import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import type pg from 'pg';
import path from 'node:path';
import pino from 'pino';
import { boot } from '../boot.js';
import { loadConfig } from '../config.js';
import { MEDIA_PREFIXES } from '../storage/keys.js';
import { makeStorage } from '../storage/make-storage.js';
import { sha256OfFile } from '../util/sha256.js';
import { mediaPath, readManifest, MANIFEST_FORMAT, type Manifest } from './manifest.js';
import {
  BackupError,
  checkToolVersion,
  connect,
  currentSchema,
  runTool,
  schemaOfUrl,
  toolConnection,
} from './pg-tools.js';

export interface RestoreReport {
  database: string;
  objects: number;
  restored_bytes: number;
  /** Objects the manifest lists that the backup folder does not hold. */
  missing: string[];
  /** Objects whose copy in the backup folder no longer has its checksum (restored anyway: the best there is). */
  changed: string[];
}

async function pgTablesIn(client: pg.Client): Promise<number> {
  const row = (
    await client.query(`select count(*)::int as n from information_schema.tables where table_schema = current_schema()`)
  ).rows[0] as { n: number };
  return row.n;
}

/** Refuses a target that holds anything: a restore never mixes a backup with what is there. */
async function checkEmpty(env: NodeJS.ProcessEnv, manifest: Manifest): Promise<void> {
  const config = loadConfig(env);
  const wanted = manifest.database.dialect;
  if ((wanted === 'postgres') !== Boolean(config.databaseUrl))
    throw new BackupError(
      wanted === 'postgres'
        ? 'this backup holds a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it'
        : 'this backup holds a SQLite database: unset DATABASE_URL to restore it into DATA_DIR',
    );
  const busy: string[] = [];
  if (config.databaseUrl) {
    const schema = schemaOfUrl(config.databaseUrl);
    if (manifest.database.schema && manifest.database.schema !== schema)
      throw new BackupError(
        `this backup holds the schema "${manifest.database.schema}"; DATABASE_URL names "${schema}": restore into a database ` +
          'whose search_path is the same schema',
      );
    const client = await connect(config.databaseUrl);
    try {
      if ((await currentSchema(client)) && (await pgTablesIn(client)) > 0)
        busy.push(`the PostgreSQL schema "${schema}" already has tables`);
    } finally {
      await client.end();
    }
  } else {
    // A -wal left beside a removed database would be replayed into the restored one: refused as well.
    for (const name of ['sprout.sqlite', 'sprout.sqlite-wal', 'sprout.sqlite-shm']) {
      const file = path.join(config.dataDir, name);
      if (fs.existsSync(file)) busy.push(`${file} already exists`);
    }
  }
  const { storage } = makeStorage(config);
  for (const prefix of [...MEDIA_PREFIXES, 'tus/']) {
    for await (const key of storage.list(prefix)) {
      busy.push(
        config.storage.kind === 's3'
          ? `the bucket already holds objects under ${config.storage.bucket}/${config.storage.prefix} (${key})`
          : `${path.join(config.dataDir, 'media')} already holds files (${key})`,
      );
      break;
    }
    if (busy.some((reason) => reason.includes('already holds'))) break;
  }
  if (busy.length > 0)
    throw new BackupError(`refusing to restore over existing data: ${busy.join('; ')}. Restore into an empty target.`);
}

async function restoreDatabase(env: NodeJS.ProcessEnv, dir: string, manifest: Manifest): Promise<void> {
  const config = loadConfig(env);
  const file = path.join(dir, manifest.database.file);
  if (!fs.existsSync(file)) throw new BackupError(`the backup's database copy ${file} is missing`);
  if ((await sha256OfFile(file)).sha256 !== manifest.database.sha256)
    throw new BackupError(`the backup's database copy ${file} does not match its checksum: it is damaged`);
  if (!config.databaseUrl) {
    await fsp.mkdir(config.dataDir, { recursive: true });
    const target = path.join(config.dataDir, 'sprout.sqlite');
    await fsp.copyFile(file, `${target}.restore`);
    await fsp.rename(`${target}.restore`, target);
    return;
  }
  const client = await connect(config.databaseUrl);
  let schemaExists: boolean;
  try {
    await checkToolVersion('pg_restore', client);
    schemaExists = (await currentSchema(client)) !== null;
  } finally {
    await client.end();
  }
  // The dump makes its schema; one that exists already (public, or an empty one made for the restore) is kept.
  const list = (await runTool('pg_restore', ['--list', file]))
    .split('\n')
    .filter((line) => !(schemaExists && /^\d+; \d+ \d+ (SCHEMA - |COMMENT - SCHEMA )/.test(line)))
    .join('\n');
  const listPath = path.join(os.tmpdir(), `sprout-restore-${process.pid}.list`);
  await fsp.writeFile(listPath, list);
  const connection = toolConnection(config.databaseUrl);
  try {
    await runTool(
      'pg_restore',
      [
        `--dbname=${connection.dbname}`,
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--use-list=${listPath}`,
        file,
      ],
      connection.env,
    );
  } finally {
    await fsp.rm(listPath, { force: true });
  }
}

/**
 * `npm run cli -- restore --from DIR` (ADR 0036): into an empty DATA_DIR, database and bucket
 * only. The database first, then (through the storage, which records each checksum) every object the
 * manifest lists, each checked against its checksum as it is read.
 */
export async function restore(env: NodeJS.ProcessEnv, dir: string): Promise<RestoreReport> {
  const manifest = await readManifest(dir);
  if (!manifest) throw new BackupError(`${dir} holds no backup (no manifest.json)`);
  if (manifest.format !== MANIFEST_FORMAT)
    throw new BackupError(
      `${dir} is a backup of format ${manifest.format}; this Sprout reads format ${MANIFEST_FORMAT}`,
    );
  await checkEmpty(env, manifest);
  await restoreDatabase(env, dir, manifest);
  // Migrations bring a backup of an older Sprout up to date.
  const ctx = await boot(env, 'warn', pino.destination(2));
  const report: RestoreReport = {
    database: manifest.database.file,
    objects: 0,
    restored_bytes: 0,
    missing: [],
    changed: [],
  };
  try {
    for (const object of manifest.objects) {
      const file = mediaPath(dir, object.key);
      if (!fs.existsSync(file)) {
        report.missing.push(object.key);
        continue;
      }
      const actual = await sha256OfFile(file);
      if (actual.sha256 !== object.sha256) report.changed.push(object.key);
      if (ctx.config.storage.kind === 'disk') {
        // The disk store hard-links what it stores: a copy first, so the backup and the album never share a file.
        const scratch = path.join(ctx.config.dataDir, 'tus', `.restore-${process.pid}`);
        await fsp.copyFile(file, scratch);
        try {
          await ctx.storage.putFile(object.key, scratch, actual.sha256);
        } finally {
          await fsp.rm(scratch, { force: true });
        }
      } else await ctx.storage.putFile(object.key, file, actual.sha256);
      report.objects += 1;
      report.restored_bytes += actual.size;
    }
  } finally {
    await ctx.db.close();
  }
  return report;
}
