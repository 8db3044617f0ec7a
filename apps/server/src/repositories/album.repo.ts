import type { Kysely } from 'kysely';
import type { Database, Moment } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { momentVisibleTo } from './visibility.js';

export interface AlbumCursor {
  takenAt: number;
  id: number;
}

/** The album: a baby's pictures and videos the viewer may see, newest first, keyset paged on (taken_at_gmt, id). */
export class AlbumRepo {
  constructor(private readonly db: Kysely<Database>) {}

  page(babyId: number, viewer: Viewer, cursor: AlbumCursor | null, limit: number): Promise<Moment[]> {
    let query = this.db
      .selectFrom('moments')
      .selectAll()
      .where('baby_id', '=', babyId)
      .where('active', '=', 1)
      .where('type', 'in', ['picture', 'video'])
      .where(momentVisibleTo(viewer));
    if (cursor) {
      query = query.where((eb) =>
        eb.or([
          eb('taken_at_gmt', '<', cursor.takenAt),
          eb.and([eb('taken_at_gmt', '=', cursor.takenAt), eb('id', '<', cursor.id)]),
        ]),
      );
    }
    return query.orderBy('taken_at_gmt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }
}
