import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { freshPostgresUrl } from '../helpers/db.js';

/**
 * Several Sprout schemas share one PostgreSQL database (test files, staging copies). Kysely's migrator
 * reads the catalog of all of them, so one dropped at that moment must not stop another from starting.
 */
describe('migrating one schema while others come and go', () => {
  it('brings its own schema up to date', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const other = `churn_${randomBytes(4).toString('hex')}`;
        const tables = Array.from(
          { length: 30 },
          (_, n) => `create table ${other}.t${n} (id serial primary key, a int, b text);`,
        );
        await admin.query(`create schema ${other}; ${tables.join(' ')}`);
        await admin.query(`drop schema ${other} cascade`);
      }
    })();
    try {
      for (let i = 0; i < 6; i += 1) {
        const fresh = await freshPostgresUrl();
        const db = createDb({ databaseUrl: fresh.url, dataDir: '' });
        try {
          await migrate(db);
          const users = await db.kysely
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst();
          expect(Number(users?.n)).toBe(0);
        } finally {
          await db.close();
          await fresh.drop();
        }
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
    }
  }, 120_000);
});
