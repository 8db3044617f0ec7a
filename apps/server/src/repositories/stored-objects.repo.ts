import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ObjectLedger } from '../storage/object-storage.js';
import { nowSeconds } from '../util/time.js';

export interface StoredObjectRow {
  key: string;
  sha256: string;
  size: number;
}

export interface VerifyRun {
  started_at: number;
  finished_at: number;
  checked: number;
  missing: number;
  changed: number;
  recorded: number;
  problems: string;
}

const PAGE = 1000;

/**
 * The checksum of every media object, written by the storage as it stores or removes one (ADR 0036),
 * and the outcome of each verification.
 */
export class StoredObjectsRepo implements ObjectLedger {
  constructor(private readonly db: Kysely<Database>) {}

  /** A key written again (a derivative made anew) gets its new checksum. */
  async stored(key: string, sha256: string, size: number): Promise<void> {
    await this.db
      .insertInto('stored_objects')
      .values({ key, sha256, size, stored_at: nowSeconds() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ sha256, size, stored_at: nowSeconds() }))
      .execute();
  }

  async removed(key: string): Promise<void> {
    await this.db.deleteFrom('stored_objects').where('key', '=', key).execute();
  }

  /**
   * Records an object found in storage with no checksum (stored before migration 0022) as it is now;
   * a checksum the storage recorded meanwhile wins. Answers whether it was recorded.
   */
  async adopt(key: string, sha256: string, size: number): Promise<boolean> {
    const result = await this.db
      .insertInto('stored_objects')
      .values({ key, sha256, size, stored_at: nowSeconds() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async find(key: string): Promise<StoredObjectRow | undefined> {
    return this.db
      .selectFrom('stored_objects')
      .select(['key', 'sha256', 'size'])
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /** Every recorded object, a thousand at a time, in key order. */
  async *all(): AsyncIterable<StoredObjectRow[]> {
    let after = '';
    for (;;) {
      const page = await this.db
        .selectFrom('stored_objects')
        .select(['key', 'sha256', 'size'])
        .where('key', '>', after)
        .orderBy('key')
        .limit(PAGE)
        .execute();
      if (page.length === 0) return;
      yield page;
      after = page[page.length - 1]!.key;
    }
  }

  async recordRun(run: VerifyRun): Promise<void> {
    await this.db.insertInto('verify_runs').values(run).execute();
  }

  async latestRun(): Promise<VerifyRun | undefined> {
    return this.db
      .selectFrom('verify_runs')
      .select(['started_at', 'finished_at', 'checked', 'missing', 'changed', 'recorded', 'problems'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
