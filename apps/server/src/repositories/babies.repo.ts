import type { Insertable, Kysely } from 'kysely';
import type { Baby, BabiesTable, BabyUpdate, Database } from '../db/schema.js';
import type { Dialect } from '../db/database.js';
import type { WriteAwareCache } from './write-aware-cache.js';

export class BabiesRepo {
  /** `memberships` carries the timeline_version this repository bumps. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly memberships: Pick<WriteAwareCache<object>, 'invalidate'>,
    private readonly dialect: Dialect,
  ) {}

  findById(id: number): Promise<Baby | undefined> {
    return this.db.selectFrom('babies').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The baby held until the transaction ends: a moment counted meanwhile waits
   * for a birthday change (and its recount) to commit, so it counts under the new one.
   * `no key update`: rows that only point at the baby (a new upload batch) never wait for it,
   * so a transaction holding one cannot deadlock with a moment writer.
   */
  lockRow(id: number): Promise<Baby | undefined> {
    const query = this.db.selectFrom('babies').selectAll().where('id', '=', id);
    return (this.dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
  }

  insert(row: Insertable<BabiesTable>): Promise<Baby> {
    return this.db.insertInto('babies').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findByDomain(domain: string): Promise<Baby | undefined> {
    return this.db
      .selectFrom('babies')
      .selectAll()
      .where('personal_domain', '=', domain.toLowerCase())
      .executeTakeFirst();
  }

  async update(id: number, changes: BabyUpdate): Promise<Baby> {
    const baby = await this.db
      .updateTable('babies')
      .set((eb) => ({ ...changes, timeline_version: eb('timeline_version', '+', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    this.memberships.invalidate(String(id));
    return baby;
  }

  /** Counts an upload against the baby's space; answers the baby as it now is. */
  addStorage(id: number, bytes: number, now: number): Promise<Baby> {
    return this.db
      .updateTable('babies')
      .set((eb) => ({ storage_bytes: eb('storage_bytes', '+', bytes), updated_at: now }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
