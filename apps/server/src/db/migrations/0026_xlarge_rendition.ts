import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * A picture's xlarge rendition, for full-screen viewing on big displays (issue 23, spec §9): null when the large
 * holds every pixel already, when the original itself serves (over 4e7 pixels), or for moments made before it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await sql`alter table moments add column xlarge_key text`.execute(db);
}
