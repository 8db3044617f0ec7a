import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Baby, Database, FamilyMember, FamilyMembersTable } from '../db/schema.js';
import type { WriteAwareCache } from './write-aware-cache.js';

export interface MembershipVersion {
  relation: string;
  permission: string;
  timeline_version: number;
}

export class FamilyRepo {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly fast: Pick<Db, 'first'>,
    private readonly memberships: Pick<WriteAwareCache<MembershipVersion>, 'through' | 'invalidate'>,
  ) {}

  findMembership(babyId: number, userId: number): Promise<FamilyMember | undefined> {
    return this.db
      .selectFrom('family_members')
      .selectAll()
      .where('baby_id', '=', babyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * The user's role in a baby's family with the baby itself: what every
   * request about a baby starts from, so one prepared query (one round trip
   * on PostgreSQL) rather than two.
   */
  async findRoleWithBaby(
    babyId: number,
    userId: number,
  ): Promise<{ relation: string; permission: string; baby: Baby } | undefined> {
    const row = await this.fast.first<Baby & { m_relation: string; m_permission: string }>(
      'role_with_baby',
      `
      select b.*, m.relation as m_relation, m.permission as m_permission
      from family_members m join babies b on b.id = m.baby_id
      where m.baby_id = ? and m.user_id = ?`,
      [babyId, userId],
    );
    if (!row) return undefined;
    const { m_relation, m_permission, ...baby } = row;
    return { relation: m_relation, permission: m_permission, baby };
  }

  /**
   * The user's membership of a baby with the baby's timeline version: the
   * key of every cached timeline answer. Kept in memory between writes; this
   * repository, BabiesRepo and EventsRepo invalidate it on each change.
   */
  membershipWithVersion(babyId: number, userId: number): Promise<MembershipVersion | undefined> {
    return this.memberships.through(String(babyId), String(userId), () =>
      this.fast.first<MembershipVersion>(
        'membership_version',
        `
      select m.relation, m.permission, b.timeline_version
      from family_members m join babies b on b.id = m.baby_id
      where m.baby_id = ? and m.user_id = ?`,
        [babyId, userId],
      ),
    );
  }

  async upsert(row: Insertable<FamilyMembersTable>): Promise<FamilyMember> {
    const member = await this.db
      .insertInto('family_members')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['baby_id', 'user_id']).doUpdateSet({
          relation: row.relation,
          relation_name: row.relation_name ?? null,
          permission: row.permission,
          invitation_id: row.invitation_id ?? null,
          updated_at: row.updated_at,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    this.memberships.invalidate(String(row.baby_id));
    return member;
  }

  /** Every member of a baby's family with their account, oldest first. */
  listForBaby(babyId: number) {
    return this.db
      .selectFrom('family_members')
      .innerJoin('users', 'users.id', 'family_members.user_id')
      .selectAll('family_members')
      .select(['users.name as user_name', 'users.email as user_email'])
      .where('family_members.baby_id', '=', babyId)
      .orderBy('family_members.created_at')
      .orderBy('family_members.id')
      .execute();
  }

  /** How many of these users are members of the baby's family. */
  async countMembers(babyId: number, userIds: readonly number[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const row = await this.db
      .selectFrom('family_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('baby_id', '=', babyId)
      .where('user_id', 'in', userIds)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** How many people are in the baby's family. */
  async memberCount(babyId: number): Promise<number> {
    const row = await this.db
      .selectFrom('family_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('baby_id', '=', babyId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Whether two users are in the family of one baby (who may see whose profile picture). */
  async shareABaby(userId: number, otherId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('family_members as a')
      .innerJoin('family_members as b', 'b.baby_id', 'a.baby_id')
      .select('a.baby_id')
      .where('a.user_id', '=', userId)
      .where('b.user_id', '=', otherId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async adminCount(babyId: number): Promise<number> {
    const row = await this.db
      .selectFrom('family_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('baby_id', '=', babyId)
      .where('permission', '=', 'can_manage')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async update(
    babyId: number,
    userId: number,
    changes: { relation?: string; relation_name?: string | null; permission?: string },
    now: number,
  ): Promise<void> {
    await this.db
      .updateTable('family_members')
      .set({ ...changes, updated_at: now })
      .where('baby_id', '=', babyId)
      .where('user_id', '=', userId)
      .execute();
    this.memberships.invalidate(String(babyId));
  }

  async remove(babyId: number, userId: number): Promise<void> {
    await this.db.deleteFrom('family_members').where('baby_id', '=', babyId).where('user_id', '=', userId).execute();
    this.memberships.invalidate(String(babyId));
  }

  /** The user's role in each baby's family, and nothing more: what their notifications are filtered by. */
  rolesOf(userId: number): Promise<Array<{ baby_id: number; relation: string; permission: string }>> {
    return this.db
      .selectFrom('family_members')
      .select(['baby_id', 'relation', 'permission'])
      .where('user_id', '=', userId)
      .execute();
  }

  /** The user's memberships with their babies, oldest membership first. */
  async listForUser(userId: number): Promise<Array<{ member: FamilyMember; baby: Baby }>> {
    const members = await this.db
      .selectFrom('family_members')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    if (members.length === 0) return [];
    const babies = await this.db
      .selectFrom('babies')
      .selectAll()
      .where(
        'id',
        'in',
        members.map((m) => m.baby_id),
      )
      .execute();
    const byId = new Map(babies.map((b) => [b.id, b]));
    return members.flatMap((member) => {
      const baby = byId.get(member.baby_id);
      return baby ? [{ member, baby }] : [];
    });
  }
}
