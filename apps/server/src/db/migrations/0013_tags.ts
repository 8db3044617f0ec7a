import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Tags of a baby's album (spec §3, §7): `moment_tags` holds a baby's tags,
 * unique by their lower-cased name; `tagging_records` links a tag to a
 * moment, once (so tagging twice changes nothing). Counts are never stored:
 * they depend on who looks, and are taken in SQL under the audience rule.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? sql`bigserial` : sql`integer`;
  const pk = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  const big = sql`bigint`;

  await db.schema
    .createTable('moment_tags')
    .addColumn('id', id, pk)
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('flag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moment_tags_baby_name')
    .on('moment_tags')
    .columns(['baby_id', 'name_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('moment_tags_baby_recent')
    .on('moment_tags')
    .columns(['baby_id', 'updated_at', 'id'])
    .execute();

  await db.schema
    .createTable('tagging_records')
    .addColumn('id', id, pk)
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('tag_id', big, (c) => c.notNull().references('moment_tags.id').onDelete('cascade'))
    .addColumn('moment_id', big, (c) => c.notNull().references('moments.id').onDelete('cascade'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tagging_records_tag_moment')
    .on('tagging_records')
    .columns(['tag_id', 'moment_id'])
    .unique()
    .execute();
  await db.schema.createIndex('tagging_records_moment').on('tagging_records').columns(['moment_id']).execute();
}
