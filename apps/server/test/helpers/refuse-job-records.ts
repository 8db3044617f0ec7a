import { sql } from 'kysely';
import type { TestServer } from './server.js';

/**
 * The database refuses to record a job's end, as it does when the same full
 * disk holds it (a full SQLite WAL or PostgreSQL's 53100 cannot be produced on
 * demand, a refusing trigger can). Returns the function that lifts it.
 */
export async function refuseJobRecords(s: TestServer): Promise<() => Promise<void>> {
  const k = s.ctx.db.kysely;
  if (s.ctx.db.dialect === 'sqlite') {
    await sql`create trigger jobs_disk_full before update on jobs when old.status = 'running' and new.status <> 'running'
      begin select raise(abort, 'database or disk is full'); end`.execute(k);
    return async () => {
      await sql`drop trigger jobs_disk_full`.execute(k);
    };
  }
  await sql`create function jobs_disk_full() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`.execute(k);
  await sql`create trigger jobs_disk_full before update on jobs for each row
    when (old.status = 'running' and new.status <> 'running') execute function jobs_disk_full()`.execute(k);
  return async () => {
    await sql`drop trigger jobs_disk_full on jobs`.execute(k);
  };
}
