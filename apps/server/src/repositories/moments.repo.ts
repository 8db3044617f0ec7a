import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database, Moment, NewMoment } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { atomically } from './atomically.js';
import { recordEventChange, type TimelineInvalidator } from './timeline-version.js';
import { momentVisibleTo } from './visibility.js';

/** What a use case may change of a moment; `active` with `deleted_at`/`deleted_by` moves it into or out of the trash. */
export interface MomentChanges {
  event_id?: number;
  content?: string;
  privacy?: string;
  taken_at_gmt?: number;
  active?: number;
  deleted_at?: number | null;
  deleted_by?: number | null;
}

export class MomentsRepo {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly caches: TimelineInvalidator,
    private readonly dialect: Dialect,
  ) {}

  findById(id: number): Promise<Moment | undefined> {
    return this.db.selectFrom('moments').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  }

  async visibleFor(momentIds: readonly number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    if (momentIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('moment_visibility')
      .selectAll()
      .where('moment_id', 'in', momentIds)
      .execute();
    for (const row of rows) out.set(row.moment_id, [...(out.get(row.moment_id) ?? []), row.user_id]);
    return out;
  }

  /** The active moment made from a tus upload, if any. */
  findByUpload(uploadId: string): Promise<Moment | undefined> {
    return this.db
      .selectFrom('moments')
      .selectAll()
      .where('upload_id', '=', uploadId)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  /** The oldest active moment of a baby with this content that the viewer may see (ADR 0013: a hidden one is never an answer). */
  findVisibleByContent(babyId: number, sha256: string, viewer: Viewer): Promise<Moment | undefined> {
    return this.db
      .selectFrom('moments')
      .selectAll()
      .where('baby_id', '=', babyId)
      .where('content_sha256', '=', sha256)
      .where('active', '=', 1)
      .where(momentVisibleTo(viewer))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  /** For each of these contents, the oldest active moment of the baby the viewer may see; contents without one are left out. */
  async visibleIdsByContent(babyId: number, sha256s: readonly string[], viewer: Viewer): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (sha256s.length === 0) return out;
    const rows = await this.db
      .selectFrom('moments')
      .select(['content_sha256', 'id'])
      .where('baby_id', '=', babyId)
      .where('content_sha256', 'in', sha256s)
      .where('active', '=', 1)
      .where(momentVisibleTo(viewer))
      .orderBy('id')
      .execute();
    for (const row of rows) if (row.content_sha256 && !out.has(row.content_sha256)) out.set(row.content_sha256, row.id);
    return out;
  }

  /**
   * Holds, until the transaction ends, the right to add a moment with this
   * content to this baby: two uploads of the same picture at once make one
   * moment. SQLite runs one write transaction at a time already.
   */
  async lockContent(babyId: number, sha256: string): Promise<void> {
    if (this.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext(${`moment-content:${babyId}:${sha256}`}))`.execute(this.db);
  }

  /** Inserts a moment with its audience and records the change on its event. */
  async insert(row: NewMoment, visibleFor: readonly number[]): Promise<Moment> {
    return atomically(this.db, async (trx) => {
      const moment = await trx.insertInto('moments').values(row).returningAll().executeTakeFirstOrThrow();
      if (visibleFor.length > 0) {
        await trx
          .insertInto('moment_visibility')
          .values(visibleFor.map((user_id) => ({ moment_id: moment.id, user_id })))
          .execute();
      }
      await recordEventChange(trx, this.caches, moment.event_id, row.updated_at);
      return moment;
    });
  }

  /**
   * A moment as it is now, in any state, held until the transaction ends: a
   * concurrent write to it waits, so counts are taken from what is stored.
   * `no key update`, so a like or comment on it (a key share) is not held up.
   * SQLite runs one write transaction at a time already.
   */
  lockRow(id: number): Promise<Moment | undefined> {
    const query = this.db.selectFrom('moments').selectAll().where('id', '=', id);
    return (this.dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
  }

  /** An event's moments still shown, oldest first: what a published diary entry announces. */
  activeOfEvent(eventId: number): Promise<Moment[]> {
    return this.db
      .selectFrom('moments')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('active', '=', 1)
      .orderBy('taken_at_gmt')
      .orderBy('id')
      .execute();
  }

  /** The viewer's visible moments of some events, oldest first within each event. */
  listVisibleOfEvents(eventIds: readonly number[], viewer: Viewer): Promise<Moment[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('moments')
      .selectAll()
      .where('event_id', 'in', eventIds)
      .where('active', '=', 1)
      .where(momentVisibleTo(viewer))
      .orderBy('event_id')
      .orderBy('taken_at_gmt')
      .orderBy('id')
      .execute();
  }

  /** Every active moment of a baby, in batches, for rebuilding derived data. */
  async *activeOfBaby(babyId: number, batchSize: number): AsyncGenerator<Moment[]> {
    let after = 0;
    for (;;) {
      const batch = await this.db
        .selectFrom('moments')
        .selectAll()
        .where('baby_id', '=', babyId)
        .where('active', '=', 1)
        .where('id', '>', after)
        .orderBy('id')
        .limit(batchSize)
        .execute();
      if (batch.length === 0) return;
      yield batch;
      after = batch[batch.length - 1]?.id ?? after;
    }
  }

  /** Changes a moment (and, when given, its custom audience) and records the change on its event. */
  async update(
    moment: Pick<Moment, 'id' | 'event_id'>,
    changes: MomentChanges,
    visibleFor: readonly number[] | null,
    now: number,
  ): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx
        .updateTable('moments')
        .set({ ...changes, updated_at: now })
        .where('id', '=', moment.id)
        .execute();
      if (visibleFor) {
        await trx.deleteFrom('moment_visibility').where('moment_id', '=', moment.id).execute();
        if (visibleFor.length > 0)
          await trx
            .insertInto('moment_visibility')
            .values(visibleFor.map((user_id) => ({ moment_id: moment.id, user_id })))
            .execute();
      }
      await recordEventChange(trx, this.caches, moment.event_id, now);
    });
  }

  /** When an event's active moments start: the earliest of them all, and the earliest text (a diary entry's words). */
  async activeStart(eventId: number): Promise<{ earliest: number | null; earliestText: number | null }> {
    const row = await this.db
      .selectFrom('moments')
      .select((eb) => [
        eb.fn.min<number>('taken_at_gmt').as('t'),
        eb.fn.min<number>(eb.case().when('type', '=', 'text').then(eb.ref('taken_at_gmt')).end()).as('text_t'),
      ])
      .where('event_id', '=', eventId)
      .where('active', '=', 1)
      .executeTakeFirst();
    const num = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v));
    return { earliest: num(row?.t), earliestText: num(row?.text_t) };
  }

  /** A video stored again in another container: its URLs change, so its event records the change. */
  async setOriginal(moment: Pick<Moment, 'id' | 'event_id'>, key: string, mime: string, now: number): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx
        .updateTable('moments')
        .set({ original_key: key, original_mime: mime, updated_at: now })
        .where('id', '=', moment.id)
        .execute();
      await recordEventChange(trx, this.caches, moment.event_id, now);
    });
  }

  /** What is stored for a moment, in bytes; only MomentWriter.restate calls it, charging the baby the difference. */
  async setStoredBytes(id: number, storedBytes: number): Promise<void> {
    await this.db.updateTable('moments').set({ stored_bytes: storedBytes }).where('id', '=', id).execute();
  }

  /** Derivatives made (or given up on): the cards that show the moment change with it. */
  async setMedia(
    moment: Pick<Moment, 'id' | 'event_id'>,
    media: { thumb_key: string | null; large_key: string | null; xlarge_key: string | null; media_state: string },
    now: number,
  ): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx
        .updateTable('moments')
        .set({ ...media, updated_at: now })
        .where('id', '=', moment.id)
        .execute();
      await recordEventChange(trx, this.caches, moment.event_id, now);
    });
  }
}
