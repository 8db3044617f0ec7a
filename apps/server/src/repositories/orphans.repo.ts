import type { Kysely } from 'kysely';
import type { Database, Moment } from '../db/schema.js';

/** Big enough to sweep quickly, small enough for any database's parameter limit. */
const BATCH = 500;

function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

export interface UploadState {
  id: string;
  consumed_at: number | null;
  abandoned_at: number | null;
}

/** The queries of the orphan sweep: which bytes on disk rows still claim, and which rows lost their bytes. */
export class OrphansRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async uploads(ids: readonly string[]): Promise<Map<string, UploadState>> {
    const out = new Map<string, UploadState>();
    for (const batch of batches(ids)) {
      const rows = await this.db
        .selectFrom('uploads')
        .select(['id', 'consumed_at', 'abandoned_at'])
        .where('id', 'in', batch)
        .execute();
      for (const row of rows) out.set(row.id, row);
    }
    return out;
  }

  /** Uploads begun before `createdBefore` that never became a moment and were never given up. */
  async unfinishedUploadsBefore(createdBefore: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('uploads')
      .select('id')
      .where('consumed_at', 'is', null)
      .where('abandoned_at', 'is', null)
      .where('created_at', '<', createdBefore)
      .execute();
    return rows.map((row) => row.id);
  }

  async markAbandoned(ids: readonly string[], now: number): Promise<void> {
    for (const batch of batches(ids)) {
      await this.db
        .updateTable('uploads')
        .set({ abandoned_at: now })
        .where('id', 'in', batch)
        .where('consumed_at', 'is', null)
        .where('abandoned_at', 'is', null)
        .execute();
    }
  }

  /** Which of `keys` some moment (shown or deleted: deleting a post keeps its files) has as its original. */
  async referencedOriginals(keys: readonly string[]): Promise<Set<string>> {
    const out = new Set<string>();
    for (const batch of batches(keys)) {
      const rows = await this.db
        .selectFrom('moments')
        .select('original_key')
        .where('original_key', 'in', batch)
        .execute();
      for (const row of rows) if (row.original_key) out.add(row.original_key);
    }
    return out;
  }

  /** Which of `keys` a feedback screenshot row references. */
  async referencedScreenshots(keys: readonly string[]): Promise<Set<string>> {
    const out = new Set<string>();
    for (const batch of batches(keys)) {
      const rows = await this.db
        .selectFrom('feedback_screenshots')
        .select('storage_key')
        .where('storage_key', 'in', batch)
        .execute();
      for (const row of rows) out.add(row.storage_key);
    }
    return out;
  }

  /** Moments with an original not yet marked failed, a page at a time. */
  async *momentsWithOriginals(): AsyncGenerator<Moment[]> {
    for (let after = 0; ;) {
      const page = await this.db
        .selectFrom('moments')
        .selectAll()
        .where('original_key', 'is not', null)
        .where('media_state', '<>', 'failed')
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (page.length === 0) return;
      yield page;
      after = page[page.length - 1]?.id ?? after;
    }
  }
}
