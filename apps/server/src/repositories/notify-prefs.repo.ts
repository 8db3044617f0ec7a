import type { Kysely } from 'kysely';
import type { Database, DigestRhythm } from '../db/schema.js';

/** A member's choices for one baby, with the defaults filled in for a member who never chose. */
export interface MemberPrefs {
  digest: DigestRhythm;
  push_uploads: boolean;
  push_replies: boolean;
  push_members: boolean;
}

export const DEFAULT_PREFS: MemberPrefs = {
  digest: 'weekly',
  push_uploads: true,
  push_replies: true,
  push_members: true,
};

const toPrefs = (row: { digest: string; push_uploads: number; push_replies: number; push_members: number }) => ({
  digest: row.digest as DigestRhythm,
  push_uploads: row.push_uploads === 1,
  push_replies: row.push_replies === 1,
  push_members: row.push_members === 1,
});

/** Who may hear about what, per member and baby (migration 0019). */
export class NotifyPrefsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's choices for each of these babies; defaults where none is stored. */
  async forUser(userId: number, babyIds: readonly number[]): Promise<Map<number, MemberPrefs>> {
    const out = new Map<number, MemberPrefs>(babyIds.map((id) => [id, DEFAULT_PREFS]));
    if (babyIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('notification_prefs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('baby_id', 'in', [...babyIds])
      .execute();
    for (const row of rows) out.set(row.baby_id, toPrefs(row));
    return out;
  }

  /** Each of these members' choices for one baby. */
  async forMembers(babyId: number, userIds: readonly number[]): Promise<Map<number, MemberPrefs>> {
    const out = new Map<number, MemberPrefs>(userIds.map((id) => [id, DEFAULT_PREFS]));
    if (userIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('notification_prefs')
      .selectAll()
      .where('baby_id', '=', babyId)
      .where('user_id', 'in', [...userIds])
      .execute();
    for (const row of rows) out.set(row.user_id, toPrefs(row));
    return out;
  }

  async save(userId: number, babyId: number, prefs: MemberPrefs, now: number): Promise<void> {
    const row = {
      digest: prefs.digest,
      push_uploads: prefs.push_uploads ? 1 : 0,
      push_replies: prefs.push_replies ? 1 : 0,
      push_members: prefs.push_members ? 1 : 0,
      updated_at: now,
    };
    await this.db
      .insertInto('notification_prefs')
      .values({ user_id: userId, baby_id: babyId, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'baby_id']).doUpdateSet(row))
      .execute();
  }

  /**
   * Members whose digest of a baby has one of these rhythms, with what the digest needs of them:
   * address, locale and time zone. Accounts being deleted are left out.
   */
  digestMembers(rhythms: readonly DigestRhythm[], babyId?: number) {
    let query = this.db
      .selectFrom('family_members')
      .innerJoin('users', 'users.id', 'family_members.user_id')
      .leftJoin('notification_prefs', (join) =>
        join
          .onRef('notification_prefs.user_id', '=', 'family_members.user_id')
          .onRef('notification_prefs.baby_id', '=', 'family_members.baby_id'),
      )
      .select([
        'family_members.user_id',
        'family_members.baby_id',
        'users.time_zone',
        (eb) => eb.fn.coalesce('notification_prefs.digest', eb.val('weekly')).as('digest'),
      ])
      .where('users.deleted_at', 'is', null)
      .where((eb) => eb(eb.fn.coalesce('notification_prefs.digest', eb.val('weekly')), 'in', [...rhythms]));
    if (babyId !== undefined) query = query.where('family_members.baby_id', '=', babyId);
    return query.orderBy('family_members.baby_id').orderBy('family_members.user_id').execute();
  }
}
