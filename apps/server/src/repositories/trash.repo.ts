import type { Kysely } from 'kysely';
import type { Database, Moment } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { momentVisibleTo } from './visibility.js';

export interface TrashCursor {
  deletedAt: number;
  id: number;
}

/**
 * The trash's queries (ADR 0015): moments deleted and not yet deleted for
 * good. Moving a moment in or out goes through MomentsRepo.update, which
 * records the change on its event; purging touches nothing a timeline shows.
 */
export class TrashRepo {
  constructor(private readonly db: Kysely<Database>) {}

  private trashed() {
    return this.db
      .selectFrom('moments')
      .selectAll()
      .where('moments.active', '=', 0)
      .where('moments.deleted_at', 'is not', null)
      .where('moments.purged_at', 'is', null);
  }

  findById(id: number): Promise<Moment | undefined> {
    return this.trashed().where('moments.id', '=', id).executeTakeFirst();
  }

  /**
   * A page of the baby's trash as the viewer finds it (trash.policy: Admins
   * every post they could see, others what they uploaded or deleted), the most
   * recently deleted first.
   */
  listFor(babyId: number, viewer: Viewer, cursor: TrashCursor | null, limit: number): Promise<Moment[]> {
    let query = this.trashed().where('moments.baby_id', '=', babyId).where(momentVisibleTo(viewer));
    if (viewer.permission !== 'can_manage') {
      query = query.where((eb) =>
        eb.or([eb('moments.author_id', '=', viewer.userId), eb('moments.deleted_by', '=', viewer.userId)]),
      );
    }
    if (cursor) {
      query = query.where((eb) =>
        eb.or([
          eb('moments.deleted_at', '<', cursor.deletedAt),
          eb.and([eb('moments.deleted_at', '=', cursor.deletedAt), eb('moments.id', '<', cursor.id)]),
        ]),
      );
    }
    return query.orderBy('moments.deleted_at', 'desc').orderBy('moments.id', 'desc').limit(limit).execute();
  }

  /** Moments deleted at or before `cutoff`, oldest first: the purge's work. */
  due(cutoff: number, limit: number): Promise<Moment[]> {
    return this.trashed()
      .where('moments.deleted_at', '<=', cutoff)
      .orderBy('moments.deleted_at')
      .orderBy('moments.id')
      .limit(limit)
      .execute();
  }

  /** Marks a trashed moment deleted for good (its text goes too); false when it was restored or purged meanwhile. */
  async markPurged(id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('moments')
      .set({ purged_at: now, content: '', updated_at: now })
      .where('id', '=', id)
      .where('active', '=', 0)
      .where('deleted_at', 'is not', null)
      .where('purged_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Purged moments whose files are still recorded: a purge interrupted between its commit and the removal. */
  withFilesLeft(limit: number): Promise<Moment[]> {
    return this.db
      .selectFrom('moments')
      .selectAll()
      .where('purged_at', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('original_key', 'is not', null),
          eb('thumb_key', 'is not', null),
          eb('large_key', 'is not', null),
          eb('xlarge_key', 'is not', null),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The files of a purged moment are removed: its row no longer names them. */
  async forgetFiles(id: number): Promise<void> {
    await this.db
      .updateTable('moments')
      .set({ original_key: null, thumb_key: null, large_key: null, xlarge_key: null })
      .where('id', '=', id)
      .where('purged_at', 'is not', null)
      .execute();
  }
}
