import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * A height or weight measured by the doctor, with no photo (issue 23, ADR 0033): a value of the
 * baby's special tag that is on no moment, so `baby_moment_tag_attrs.moment_id` and
 * `tagging_record_id` may be null. PostgreSQL drops the two NOT NULLs; SQLite cannot, so the table
 * is rebuilt as 0015 made it, with the two columns nullable, its rows and indexes carried over.
 * Nothing references the table by foreign key (likes and comments point at it by target_type).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table baby_moment_tag_attrs alter column moment_id drop not null`.execute(db);
    await sql`alter table baby_moment_tag_attrs alter column tagging_record_id drop not null`.execute(db);
    return;
  }
  await sql`
    create table baby_moment_tag_attrs_next (
      id integer primary key autoincrement,
      baby_id bigint not null references babies (id) on delete cascade,
      tag_id bigint not null references moment_tags (id) on delete cascade,
      tagging_record_id bigint references tagging_records (id) on delete cascade,
      moment_id bigint references moments (id) on delete cascade,
      flag text not null,
      value double precision,
      measured_on text,
      place_name text,
      latitude double precision,
      longitude double precision,
      user_id bigint not null references users (id) on delete cascade,
      likes_count integer default 0 not null,
      comments_count integer default 0 not null,
      created_at bigint not null,
      updated_at bigint not null
    )`.execute(db);
  await sql`insert into baby_moment_tag_attrs_next select id, baby_id, tag_id, tagging_record_id, moment_id, flag, value,
    measured_on, place_name, latitude, longitude, user_id, likes_count, comments_count, created_at, updated_at
    from baby_moment_tag_attrs`.execute(db);
  await sql`drop table baby_moment_tag_attrs`.execute(db);
  await sql`alter table baby_moment_tag_attrs_next rename to baby_moment_tag_attrs`.execute(db);
  await sql`create unique index tag_attrs_record on baby_moment_tag_attrs (tagging_record_id)`.execute(db);
  await sql`create index tag_attrs_baby_flag_day on baby_moment_tag_attrs (baby_id, flag, measured_on)`.execute(db);
}
