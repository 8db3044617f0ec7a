import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A baby's VIP as it stands: its own expiry, and the baby whose VIP it shares (if any) with that one's expiry. */
export interface VipStanding {
  own: number;
  fromBabyId: number | null;
  /** The VIP in force: the later of its own and the shared one. */
  expiration: number;
}

/** VIP shared between babies (vip_grants) and the operator's announcements (operator_settings). */
export class VipRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /** Each baby's VIP standing, own and shared, in one query. */
  async standings(babyIds: readonly number[]): Promise<Map<number, VipStanding>> {
    const out = new Map<number, VipStanding>();
    if (babyIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('babies as b')
      .leftJoin('vip_grants as g', 'g.baby_id', 'b.id')
      .leftJoin('babies as s', 's.id', 'g.source_baby_id')
      .select(['b.id', 'b.vip_expiration as own', 'g.source_baby_id as from_id', 's.vip_expiration as shared'])
      .where('b.id', 'in', [...new Set(babyIds)])
      .execute();
    for (const r of rows) {
      const own = Number(r.own);
      const shared = r.shared === null ? 0 : Number(r.shared);
      out.set(Number(r.id), {
        own,
        fromBabyId: r.from_id === null ? null : Number(r.from_id),
        expiration: Math.max(own, shared),
      });
    }
    return out;
  }

  /** The babies sharing `sourceBabyId`'s VIP (not counting itself). */
  async sharedWith(sourceBabyId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('vip_grants')
      .select('baby_id')
      .where('source_baby_id', '=', sourceBabyId)
      .orderBy('baby_id')
      .execute();
    return rows.map((r) => Number(r.baby_id));
  }

  async grantOf(babyId: number): Promise<{ source_baby_id: number } | undefined> {
    const row = await this.db
      .selectFrom('vip_grants')
      .select('source_baby_id')
      .where('baby_id', '=', babyId)
      .executeTakeFirst();
    return row ? { source_baby_id: Number(row.source_baby_id) } : undefined;
  }

  async insertGrant(babyId: number, sourceBabyId: number, by: number, now: number): Promise<void> {
    await this.db
      .insertInto('vip_grants')
      .values({ baby_id: babyId, source_baby_id: sourceBabyId, granted_by: by, created_at: now })
      .execute();
  }

  /** Answers whether there was a grant to take back. */
  async deleteGrant(babyId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('vip_grants').where('baby_id', '=', babyId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async setOwn(babyId: number, expiration: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('babies')
      .set({ vip_expiration: expiration, updated_at: now })
      .where('id', '=', babyId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setting(name: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('operator_settings')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.value ?? null;
  }

  async putSetting(name: string, value: string | null, now: number): Promise<void> {
    await this.db.deleteFrom('operator_settings').where('name', '=', name).execute();
    if (value !== null)
      await this.db.insertInto('operator_settings').values({ name, value, updated_at: now }).execute();
  }
}
