import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Keys the server makes once and every instance shares (the VAPID key pair). */
export class ServerKeysRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The stored value of `name`, stored first as `make()` when there is none. Two instances starting at
   * once both try; the first insert wins and both read it back.
   */
  async getOrCreate(name: string, make: () => string, now: number): Promise<string> {
    const found = await this.db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst();
    if (found) return found.value;
    await this.db
      .insertInto('server_keys')
      .values({ name, value: make(), created_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('server_keys')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
