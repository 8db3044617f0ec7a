import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Values of the special tags (spec §3, §7 `baby_moment_tag_attrs`): a height
 * or weight measured on a day, or a footprint_map place, one per tagging
 * record. Untagging the moment removes its value (cascade). Likes and
 * comments on a value live in `likes` and `comments` with target_type
 * 'tag_attr', so comment ids stay one sequence and DELETE /comments/{id}
 * finds them; their counts are kept on the row like events' and moments'.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? sql`bigserial` : sql`integer`;
  const pk = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  const big = sql`bigint`;

  await db.schema
    .createTable('baby_moment_tag_attrs')
    .addColumn('id', id, pk)
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('tag_id', big, (c) => c.notNull().references('moment_tags.id').onDelete('cascade'))
    .addColumn('tagging_record_id', big, (c) => c.notNull().references('tagging_records.id').onDelete('cascade'))
    .addColumn('moment_id', big, (c) => c.notNull().references('moments.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    // Metric: cm for height, kg for weight; null for a place.
    .addColumn('value', sql`double precision`)
    // 'YYYY-MM-DD': a calendar day, not an instant, so it reads the same in every time zone.
    .addColumn('measured_on', 'text')
    .addColumn('place_name', 'text')
    .addColumn('latitude', sql`double precision`)
    .addColumn('longitude', sql`double precision`)
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tag_attrs_record')
    .on('baby_moment_tag_attrs')
    .columns(['tagging_record_id'])
    .unique()
    .execute();
  // The growth chart reads a baby's heights or weights in date order.
  await db.schema
    .createIndex('tag_attrs_baby_flag_day')
    .on('baby_moment_tag_attrs')
    .columns(['baby_id', 'flag', 'measured_on'])
    .execute();
}
