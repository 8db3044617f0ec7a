import type { Insertable, Kysely } from 'kysely';
import type { Baby, BabiesTable, Database } from '../db/schema.js';

export class BabiesRepo {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: number): Promise<Baby | undefined> {
    return this.db.selectFrom('babies').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insert(row: Insertable<BabiesTable>): Promise<Baby> {
    return this.db.insertInto('babies').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async addStorage(id: number, bytes: number, now: number): Promise<void> {
    await this.db.updateTable('babies').set((eb) => ({ storage_bytes: eb('storage_bytes', '+', bytes), updated_at: now }))
      .where('id', '=', id).execute();
  }
}
