import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/database.js';
import { migrate, MIGRATIONS, RENAMED_MIGRATIONS } from '../../src/db/migrate.js';
import { freshPostgresUrl, testDialect } from '../helpers/db.js';

const NAMES = Object.keys(MIGRATIONS);
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** An empty database of the engine under test. */
async function emptyDb(): Promise<Db> {
  if (testDialect === 'postgres') {
    const fresh = await freshPostgresUrl();
    const db = createDb({ databaseUrl: fresh.url, dataDir: '' });
    cleanups.push(async () => {
      await db.close();
      await fresh.drop();
    });
    return db;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-migrations-'));
  const db = createDb({ databaseUrl: null, dataDir: dir });
  cleanups.push(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

/**
 * Every table with its columns, their types and nullability, Kysely's own bookkeeping aside: what "the
 * same schema" means here. Read from this schema's catalog alone (Kysely's introspection reads every
 * schema of the database, which another test file may be dropping meanwhile).
 */
async function schemaOf(db: Db): Promise<Record<string, string[]>> {
  const columns =
    db.dialect === 'postgres'
      ? (
          await sql<{ table: string; column: string; type: string; nullable: string }>`
            select table_name as "table", column_name as "column", data_type as type, is_nullable as nullable
            from information_schema.columns where table_schema = current_schema()`.execute(db.kysely)
        ).rows
      : (
          await sql<{ table: string; column: string; type: string; nullable: number }>`
            select m.name as "table", p.name as "column", p.type as type, p."notnull" as nullable
            from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table'`.execute(db.kysely)
        ).rows;
  const tables: Record<string, string[]> = {};
  for (const c of columns) {
    if (c.table.startsWith('kysely_') || c.table.startsWith('sqlite_')) continue;
    (tables[c.table] ??= []).push(`${c.column}:${c.type}:${c.nullable}`);
  }
  for (const list of Object.values(tables)) list.sort();
  return tables;
}

async function recorded(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely);
  return rows.rows.map((r) => r.name);
}

/** The names migrations had before ADR 0028, each with what it runs. */
const OLD_NAMES = Object.fromEntries(Object.entries(RENAMED_MIGRATIONS).map(([old, next]) => [next, old]));
const oldName = (name: string) => OLD_NAMES[name] ?? name;

/**
 * Migrates as the code before ADR 0028 did, under the old names, up to `names` (run in the old names'
 * order, as Kysely did), then spreads their recorded times one second apart in that order, as a
 * database that ran them over days would have them.
 */
async function migrateUnderOldNames(db: Db, names: readonly string[]): Promise<void> {
  const old = names.map(oldName).sort();
  // As migrate() does: Kysely's bookkeeping in this schema, not one another test file left in the database.
  const schema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          names.map((name) => [
            oldName(name),
            { up: (k: Kysely<unknown>) => MIGRATIONS[name]!.up(k, db.dialect) } satisfies Migration,
          ]),
        ),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  for (const [i, name] of old.entries()) {
    const at = new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString();
    await sql`update kysely_migration set timestamp = ${at} where name = ${name}`.execute(db.kysely);
  }
  expect(await recorded(db)).toEqual(old);
}

describe('migration names', () => {
  it('are numbered without gaps, in the order they are registered, and every file is registered', () => {
    expect(NAMES).toEqual([...NAMES].sort());
    expect(NAMES.map((name) => name.slice(0, 5))).toEqual(NAMES.map((_, i) => `${String(i + 1).padStart(4, '0')}_`));
    const files = fs
      .readdirSync(path.resolve(import.meta.dirname, '../../src/db/migrations'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual(NAMES);
  });

  it('carry every old name to a registered new one, and no old name is reused', () => {
    for (const [old, next] of Object.entries(RENAMED_MIGRATIONS)) {
      expect(NAMES).toContain(next);
      expect(NAMES).not.toContain(old);
    }
  });
});

describe(`upgrading a database (${testDialect})`, () => {
  let latest: Record<string, string[]>;

  it('migrates an empty database to the latest schema', async () => {
    const db = await emptyDb();
    await migrate(db);
    expect(await recorded(db)).toEqual(NAMES);
    latest = await schemaOf(db);
    expect(Object.keys(latest)).toContain('moments');
  });

  for (const [i, step] of NAMES.slice(0, -1).entries()) {
    it(`upgrades a database migrated up to ${step}`, async () => {
      const db = await emptyDb();
      await migrate(db, step);
      expect(await recorded(db)).toEqual(NAMES.slice(0, i + 1));
      await migrate(db);
      expect(await recorded(db)).toEqual(NAMES);
      expect(await schemaOf(db)).toEqual(latest);
    });
  }

  it('upgrades a database that ran every migration under its old name, accounts before the trash', async () => {
    const db = await emptyDb();
    await migrateUnderOldNames(
      db,
      NAMES.filter((name) => Number(name.slice(0, 4)) <= 18),
    );
    await migrate(db);
    expect(await recorded(db)).toEqual(NAMES);
    expect(await schemaOf(db)).toEqual(latest);
    // Once carried forward, starting again changes nothing.
    await migrate(db);
    expect(await recorded(db)).toEqual(NAMES);
  });

  it('upgrades a database that ran the trash, tags, diary and tag values before the accounts migration existed', async () => {
    const db = await emptyDb();
    const before = NAMES.filter((name) => !['0016_accounts', '0017_identities'].includes(name));
    await migrateUnderOldNames(
      db,
      before.filter((name) => Number(name.slice(0, 4)) <= 15),
    );
    await migrate(db);
    expect(await recorded(db)).toEqual(NAMES);
    expect(await schemaOf(db)).toEqual(latest);
  });
});
