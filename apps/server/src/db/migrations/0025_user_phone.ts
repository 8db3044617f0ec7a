import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** A user's own phone number (issue 23, spec §5/§9), in E.164; null when none is given. */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await sql`alter table users add column phone text`.execute(db);
}
