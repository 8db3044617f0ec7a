import type { Insertable, Kysely } from 'kysely';
import type { Baby, Database, FamilyMember, FamilyMembersTable } from '../db/schema.js';

export class FamilyRepo {
  constructor(private readonly db: Kysely<Database>) {}

  findMembership(babyId: number, userId: number): Promise<FamilyMember | undefined> {
    return this.db.selectFrom('family_members').selectAll()
      .where('baby_id', '=', babyId).where('user_id', '=', userId).executeTakeFirst();
  }

  async upsert(row: Insertable<FamilyMembersTable>): Promise<FamilyMember> {
    return this.db.insertInto('family_members').values(row)
      .onConflict((oc) => oc.columns(['baby_id', 'user_id']).doUpdateSet({
        relation: row.relation, relation_name: row.relation_name ?? null, permission: row.permission, updated_at: row.updated_at,
      }))
      .returningAll().executeTakeFirstOrThrow();
  }

  /** The user's memberships with their babies, oldest membership first. */
  async listForUser(userId: number): Promise<Array<{ member: FamilyMember; baby: Baby }>> {
    const members = await this.db.selectFrom('family_members').selectAll()
      .where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
    if (members.length === 0) return [];
    const babies = await this.db.selectFrom('babies').selectAll()
      .where('id', 'in', members.map((m) => m.baby_id)).execute();
    const byId = new Map(babies.map((b) => [b.id, b]));
    return members.flatMap((member) => {
      const baby = byId.get(member.baby_id);
      return baby ? [{ member, baby }] : [];
    });
  }
}
