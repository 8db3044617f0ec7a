import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import type { AppContext } from '../context.js';
import { isMediaKey, MEDIA_PREFIXES } from '../storage/keys.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { sha256OfFile } from '../util/sha256.js';
import {
  mediaPath,
  readManifest,
  syncFile,
  writeManifest,
  MANIFEST_FORMAT,
  type Manifest,
  type ManifestObject,
} from './manifest.js';
import { BackupError, checkToolVersion, connect, currentSchema, runTool, toolConnection } from './pg-tools.js';

export interface BackupReport {
  dir: string;
  database: string;
  objects: number;
  copied: number;
  copied_bytes: number;
  /** Already in the folder from an earlier backup, with the same checksum: not copied again. */
  unchanged: number;
  /** Recorded objects the storage did not have; kept from an earlier backup when it held them. */
  missing: string[];
  /** Objects whose bytes did not match their recorded checksum when copied. */
  changed: string[];
}

type Snapshot = {
  file: string;
  rows: ManifestObject[];
  database: Omit<Manifest['database'], 'file' | 'sha256'>;
};

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** SQLite's online backup API: a consistent copy while the server writes, then the checksums it recorded. */
async function snapshotSqlite(ctx: AppContext, dir: string): Promise<Snapshot> {
  const file = path.join(dir, 'database', `${stamp()}.sqlite`);
  const temp = `${file}.tmp`;
  const source = new SQLite(path.join(ctx.config.dataDir, 'sprout.sqlite'), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // Every page in one step: a write by the server between steps would make SQLite start over.
    await source.backup(temp, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    source.close();
  }
  const copy = new SQLite(temp);
  let rows: ManifestObject[];
  try {
    // One self-contained file: no -wal beside it to lose.
    copy.pragma('journal_mode = DELETE');
    rows = copy.prepare('select key, sha256, size from stored_objects order by key').all() as ManifestObject[];
  } finally {
    copy.close();
  }
  return { file: temp, rows, database: { dialect: 'sqlite' } };
}

/**
 * pg_dump of Sprout's schema, in the snapshot this backup read the checksums in: the objects listed are
 * exactly those the dumped rows know.
 */
async function snapshotPostgres(ctx: AppContext, dir: string): Promise<Snapshot> {
  const url = ctx.config.databaseUrl!;
  const client = await connect(url);
  try {
    const versions = await checkToolVersion('pg_dump', client);
    const schema = await currentSchema(client);
    if (!schema) throw new BackupError('the schema named in DATABASE_URL does not exist: nothing to back up');
    await client.query('begin transaction isolation level repeatable read, read only');
    const snapshot = ((await client.query('select pg_export_snapshot() as id')).rows[0] as { id: string }).id;
    const rows = (await client.query('select key, sha256, size from stored_objects order by key'))
      .rows as ManifestObject[];
    const file = path.join(dir, 'database', `${stamp()}.pgdump`);
    const temp = `${file}.tmp`;
    const connection = toolConnection(url);
    await runTool(
      'pg_dump',
      [
        `--dbname=${connection.dbname}`,
        `--snapshot=${snapshot}`,
        `--schema=${schema}`,
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${temp}`,
      ],
      connection.env,
    );
    await client.query('commit');
    return {
      file: temp,
      rows: rows.map((r) => ({ key: r.key, sha256: r.sha256, size: Number(r.size) })),
      database: { dialect: 'postgres', schema, pg_dump_version: versions.tool, server_version: versions.server },
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Copies one object into the folder through a temp file, hashing it on the way. */
async function copyObject(
  storage: ObjectStorage,
  key: string,
  target: string,
): Promise<{ sha256: string; size: number } | null> {
  const object = await storage.get(key);
  if (!object) return null;
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.tmp`;
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      object.stream(),
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      }),
      fs.createWriteStream(temp),
    );
    await syncFile(temp);
    await fsp.rename(temp, target);
  } catch (error) {
    await fsp.rm(temp, { force: true });
    // Removed while it was read (a purge, a duplicate discarded): gone, not a failure of the backup.
    if (!(await storage.exists(key).catch(() => true))) return null;
    throw error;
  }
  return { sha256: hash.digest('hex'), size };
}

const sizeOf = (file: string) =>
  fsp.stat(file).then(
    (s) => s.size,
    () => null,
  );

/**
 * `npm run cli -- backup --out DIR` (ADR 0036): a consistent copy of the database, then every
 * media object it records, into DIR/media; objects an earlier backup into DIR already holds with the
 * same checksum are not copied again. The manifest is written last, so a backup cut short leaves the
 * previous one whole. The server may serve and take uploads meanwhile.
 */
export async function backup(ctx: AppContext, dir: string): Promise<BackupReport> {
  await fsp.mkdir(path.join(dir, 'database'), { recursive: true });
  const previous = await readManifest(dir);
  const before = new Map((previous?.objects ?? []).map((o) => [o.key, o]));
  const snapshot = ctx.db.dialect === 'postgres' ? await snapshotPostgres(ctx, dir) : await snapshotSqlite(ctx, dir);
  const report: BackupReport = {
    dir,
    database: '',
    objects: 0,
    copied: 0,
    copied_bytes: 0,
    unchanged: 0,
    missing: [],
    changed: [],
  };
  const objects: ManifestObject[] = [];
  const held = async (o: ManifestObject | undefined) =>
    o !== undefined && (await sizeOf(mediaPath(dir, o.key))) === o.size;

  const take = async (key: string, expected: string | null) => {
    const earlier = before.get(key);
    if (earlier && (expected === null || earlier.sha256 === expected) && (await held(earlier))) {
      objects.push(earlier);
      report.unchanged += 1;
      return;
    }
    const copied = await copyObject(ctx.storage, key, mediaPath(dir, key));
    if (!copied) {
      // Removed since the snapshot (a duplicate discarded, a purge): the live ledger forgot it too.
      if (expected !== null && !(await ctx.repos.storedObjects.find(key))) return;
      if (expected === null) return;
      report.missing.push(key);
      // An earlier copy is better than none: kept, with the checksum it was stored with.
      if (earlier && (await held(earlier))) objects.push(earlier);
      return;
    }
    if (expected !== null && copied.sha256 !== expected) {
      // Written anew since the snapshot (a derivative made again) is no problem; otherwise the bytes rotted.
      const now = await ctx.repos.storedObjects.find(key);
      if (now?.sha256 !== copied.sha256) report.changed.push(key);
    }
    objects.push({ key, sha256: copied.sha256, size: copied.size });
    report.copied += 1;
    report.copied_bytes += copied.size;
  };

  const recorded = new Set<string>();
  for (const row of snapshot.rows) {
    recorded.add(row.key);
    await take(row.key, row.sha256);
  }
  // Objects stored before checksums were recorded (or since the snapshot) are copied too.
  for (const prefix of MEDIA_PREFIXES)
    for await (const key of ctx.storage.list(prefix)) if (isMediaKey(key) && !recorded.has(key)) await take(key, null);

  const file = snapshot.file.replace(/\.tmp$/, '');
  await fsp.rename(snapshot.file, file);
  await syncFile(file);
  const relative = path.relative(dir, file).split(path.sep).join('/');
  objects.sort((a, b) => (a.key < b.key ? -1 : 1));
  await writeManifest(dir, {
    format: MANIFEST_FORMAT,
    created_at: new Date().toISOString(),
    database: { ...snapshot.database, file: relative, sha256: (await sha256OfFile(file)).sha256 },
    storage: ctx.config.storage.kind,
    objects,
  });
  // The older database copies: the manifest no longer names them.
  for (const name of await fsp.readdir(path.join(dir, 'database')))
    if (`database/${name}` !== relative) await fsp.rm(path.join(dir, 'database', name), { force: true });
  report.database = relative;
  report.objects = objects.length;
  return report;
}
