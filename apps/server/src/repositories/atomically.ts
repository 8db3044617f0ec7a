import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Runs `fn` in a transaction, or inside the caller's when `db` already is one:
 * a repository method that must be atomic stays atomic when a use case wraps
 * several of them in one unit of work.
 */
export function atomically<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
