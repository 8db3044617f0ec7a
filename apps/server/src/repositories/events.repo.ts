import { sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database, Event, EventsTable } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { momentVisibleTo } from './visibility.js';
import { atomically } from './atomically.js';
import { bumpTimelineVersion, recordEventChange, type TimelineInvalidator } from './timeline-version.js';

export interface EventCursor {
  takenAt: number;
  id: number;
}

export class EventsRepo {
  /** `caches` hold answers keyed by the timeline_version this repository bumps. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly caches: TimelineInvalidator,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Taken inside the transaction that looks up a person's day event and makes
   * it when missing (findForAuthorDay, insert): two uploads of one person at
   * once would otherwise both find none and make two cards of one day.
   * SQLite runs one write transaction at a time already.
   */
  async lockAuthorDays(babyId: number, authorId: number): Promise<void> {
    if (this.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext(${`author-days:${babyId}:${authorId}`}))`.execute(this.db);
  }

  findById(id: number): Promise<Event | undefined> {
    return this.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The upload event a person already has for a baby on a local day: every
   * batch of that day joins it, so one day's photos by one person are one card
   * with one conversation (ADR 0021). Diary entries (no batch) are apart.
   */
  findForAuthorDay(babyId: number, authorId: number, localDate: string): Promise<Event | undefined> {
    return this.db
      .selectFrom('events')
      .selectAll()
      .where('baby_id', '=', babyId)
      .where('author_id', '=', authorId)
      .where('local_date', '=', localDate)
      .where('layout', '=', 'default')
      .where('batch_id', 'is not', null)
      .where('draft', '=', 0)
      .where('active', '=', 1)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  insert(row: Insertable<EventsTable>): Promise<Event> {
    return atomically(this.db, async (trx) => {
      const event = await trx.insertInto('events').values(row).returningAll().executeTakeFirstOrThrow();
      await bumpTimelineVersion(trx, this.caches, event.id);
      return event;
    });
  }

  /** An event held until the transaction ends, so what it is computed from (its moments) cannot change meanwhile. */
  lockRow(id: number): Promise<Event | undefined> {
    const query = this.db.selectFrom('events').selectAll().where('id', '=', id);
    return (this.dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
  }

  update(
    id: number,
    changes: {
      caption?: string;
      active?: number;
      taken_at_gmt?: number;
      draft?: number;
      draft_privacy?: string | null;
      draft_visible_for?: string | null;
    },
    now: number,
  ): Promise<void> {
    return atomically(this.db, async (trx) => {
      await trx.updateTable('events').set(changes).where('id', '=', id).execute();
      await recordEventChange(trx, this.caches, id, now);
    });
  }

  /**
   * Events of a baby changed at or after `since`, oldest change first, keyset
   * paged on (updated_at, id). Not filtered by visibility: a post that became
   * invisible must reach the viewer's cache as an inactive entry.
   */
  listChanged(
    babyId: number,
    since: number,
    after: { updatedAt: number; id: number } | null,
    limit: number,
  ): Promise<Event[]> {
    let query = this.db
      .selectFrom('events')
      .selectAll()
      .where('baby_id', '=', babyId)
      .where('layout', '!=', 'milestone')
      .where('updated_at', '>=', since);
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('updated_at', '>', after.updatedAt),
          eb.and([eb('updated_at', '=', after.updatedAt), eb('id', '>', after.id)]),
        ]),
      );
    }
    return query.orderBy('updated_at').orderBy('id').limit(limit).execute();
  }

  /**
   * One page of the timeline, newest first: active, non-milestone events that
   * hold at least one moment the viewer may see. Keyset paging on (taken_at_gmt, id).
   */
  listPage(babyId: number, viewer: Viewer, cursor: EventCursor | null, limit: number): Promise<Event[]> {
    let query = this.db
      .selectFrom('events')
      .selectAll('events')
      .where('events.baby_id', '=', babyId)
      .where('events.active', '=', 1)
      .where('events.layout', '!=', 'milestone')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('moments')
            .select('moments.id')
            .whereRef('moments.event_id', '=', 'events.id')
            .where('moments.active', '=', 1)
            .where(momentVisibleTo(viewer)),
        ),
      );
    if (cursor) {
      query = query.where((eb) =>
        eb.or([
          eb('events.taken_at_gmt', '<', cursor.takenAt),
          eb.and([eb('events.taken_at_gmt', '=', cursor.takenAt), eb('events.id', '<', cursor.id)]),
        ]),
      );
    }
    return query.orderBy('events.taken_at_gmt', 'desc').orderBy('events.id', 'desc').limit(limit).execute();
  }
}
