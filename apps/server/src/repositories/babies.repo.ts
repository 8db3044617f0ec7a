import type { Insertable, Kysely } from 'kysely';
import type { Baby, BabiesTable, BabyUpdate, Database } from '../db/schema.js';
import type { WriteAwareCache } from './write-aware-cache.js';

export class BabiesRepo {
  /** `memberships` carries the timeline_version this repository bumps. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly memberships: Pick<WriteAwareCache<object>, 'invalidate'>,
  ) {}

  findById(id: number): Promise<Baby | undefined> {
    return this.db.selectFrom('babies').selectAll().where('id', '=', id).executeTakeFirst();
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
