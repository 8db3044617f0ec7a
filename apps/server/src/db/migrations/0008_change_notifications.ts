import { sql, type Kysely } from 'kysely';
import type { Db } from '../database.js';

/**
 * On PostgreSQL, every change to a row that the in-memory session and
 * membership caches hold (ADR 0007, 0009) is announced with NOTIFY on the
 * channel `sprout_changes_<schema>`, by triggers: sent exactly when the
 * change commits, whoever made it (another server instance, the CLI, raw
 * SQL). Payloads: `s` (sessions or users changed: drop cached sessions) and
 * `m:<baby id>` (that baby's memberships or timeline_version changed).
 * SQLite needs none of this: its data_version tells of other writers.
 */
export async function up(db: Kysely<unknown>, dialect: Db['dialect']): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`
    create function sprout_notify_change() returns trigger language plpgsql as $$
    declare
      changed jsonb;
    begin
      if tg_op = 'DELETE' then changed := to_jsonb(old); else changed := to_jsonb(new); end if;
      perform pg_notify('sprout_changes_' || tg_table_schema,
        tg_argv[0] || coalesce(':' || (changed ->> tg_argv[1]), ''));
      return null;
    end
    $$`.execute(db);
  // A new session or membership needs no notice: the caches never keep an absence.
  await sql`create trigger sessions_changed after update or delete on sessions
    for each row execute function sprout_notify_change('s')`.execute(db);
  await sql`create trigger users_changed after update or delete on users
    for each row execute function sprout_notify_change('s')`.execute(db);
  await sql`create trigger family_members_changed after update or delete on family_members
    for each row execute function sprout_notify_change('m', 'baby_id')`.execute(db);
  await sql`create trigger babies_timeline_changed after update on babies
    for each row when (old.timeline_version is distinct from new.timeline_version)
    execute function sprout_notify_change('m', 'id')`.execute(db);
  await sql`create trigger babies_deleted after delete on babies
    for each row execute function sprout_notify_change('m', 'id')`.execute(db);
}
