import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Invitations record how each member came into a family: accepted ones name
 * the invitee, pending ones only an email until an account with it exists.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? sql`bigserial` : sql`integer`;
  const pk = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  const big = sql`bigint`;

  await db.schema
    .createTable('family_invitations')
    .addColumn('id', id, pk)
    .addColumn('inviter_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invitee_id', big, (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('accepted_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('family_invitations_email')
    .on('family_invitations')
    .columns(['email', 'accepted_at'])
    .execute();

  await db.schema
    .createTable('family_invitation_babies')
    .addColumn('invitation_id', big, (c) => c.notNull().references('family_invitations.id').onDelete('cascade'))
    .addColumn('baby_id', big, (c) => c.notNull().references('babies.id').onDelete('cascade'))
    .addColumn('relation', 'text', (c) => c.notNull())
    .addColumn('relation_name', 'text')
    .addColumn('permission', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('family_invitation_babies_pk', ['invitation_id', 'baby_id'])
    .execute();
  await db.schema
    .createIndex('family_invitation_babies_baby')
    .on('family_invitation_babies')
    .column('baby_id')
    .execute();

  await db.schema.alterTable('family_members').addColumn('invitation_id', big).execute();
  // Where the cover picture sits vertically, in percent (the spec's per-baby background Y).
  await db.schema
    .alterTable('babies')
    .addColumn('background_y', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
}
