import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Which database the API suite runs on: the project name decides (api-sqlite | api-pg). */
export const testDialect: 'sqlite' | 'postgres' = process.env.SPROUT_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A fresh PostgreSQL schema per test file, named in the connection string, so
 * the server and the CLI of one test see the same data and files never collide.
 * The benchmark uses it too, with BENCH_DATABASE_URL.
 */
export async function freshPostgresUrl(
  base = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
