import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { Database, LikeCommentTarget, Notification, NotificationKind, NotificationsTable } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import type { NotificationRow, VisibleMoments } from '../presenters/notification.presenter.js';
import { momentVisibleTo } from './visibility.js';
import type { WriteAwareCache } from './write-aware-cache.js';

export type { NotificationRow, VisibleMoments };

/** The recipient's viewer of each baby they belong to: what their notifications are filtered by. */
export type ViewersByBaby = ReadonlyMap<number, Viewer>;

type NotificationsEb = ExpressionBuilder<Database, 'notifications'>;

/**
 * The SQL form of "may the recipient see this notification now": the viewer of its baby (none: they
 * left the family) sees a new member always, a comment or like on an event while it holds a moment
 * they may see, and anything else while one of its moments is shown and visible to them. Built on
 * momentVisibleTo, the SQL twin of canSeeMoment, so a notification never outlives who may see its post.
 */
function visibleTo(viewers: ViewersByBaby) {
  return (eb: NotificationsEb) =>
    eb.or(
      [...viewers].map(([babyId, viewer]) =>
        eb.and([
          eb('notifications.baby_id', '=', babyId),
          eb.or([
            eb('notifications.kind', '=', 'member'),
            eb.and([
              eb('notifications.target_type', '=', 'event'),
              eb.exists(
                eb
                  .selectFrom('moments')
                  .select('moments.id')
                  .whereRef('moments.event_id', '=', 'notifications.event_id')
                  .where('moments.active', '=', 1)
                  .where(momentVisibleTo(viewer)),
              ),
            ]),
            eb.exists(
              eb
                .selectFrom('notification_moments')
                .innerJoin('moments', 'moments.id', 'notification_moments.moment_id')
                .select('moments.id')
                .whereRef('notification_moments.notification_id', '=', 'notifications.id')
                .where('moments.active', '=', 1)
                .where(momentVisibleTo(viewer)),
            ),
          ]),
        ]),
      ),
    );
}

/** What a member's cached bell answers are keyed by (ADR 0030). */
export interface BellState {
  version: number;
  babies: Array<{ baby_id: number; relation: string; permission: string; timeline_version: number }>;
}

/** Notifications: written when something happens, read by their recipient through `visibleTo`. */
export class NotificationsRepo {
  /** `bells` keeps each member's BellState (on SQLite); every bump drops the member's. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly bells: Pick<WriteAwareCache<BellState>, 'through' | 'invalidate'>,
  ) {}

  /**
   * The recipient's unread notification this one folds into: the same kind, person and subject (for an
   * upload, the day's event: a second batch of the same day adds to "Dad added 12 photos").
   */
  async findGroup(key: {
    userId: number;
    kind: NotificationKind;
    actorId: number;
    eventId: number | null;
    targetType: LikeCommentTarget | null;
    targetId: number | null;
  }): Promise<Notification | undefined> {
    let query = this.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', key.userId)
      .where('kind', '=', key.kind)
      .where('actor_id', '=', key.actorId)
      .where('read_at', 'is', null);
    query = key.eventId === null ? query.where('event_id', 'is', null) : query.where('event_id', '=', key.eventId);
    query =
      key.targetType === null
        ? query.where('target_type', 'is', null)
        : query.where('target_type', '=', key.targetType).where('target_id', '=', key.targetId);
    return query.orderBy('id', 'desc').executeTakeFirst();
  }

  findById(id: number): Promise<Notification | undefined> {
    return this.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: Insertable<NotificationsTable>): Promise<Notification> {
    const made = await this.db.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
    await this.bump(made.user_id);
    return made;
  }

  /** Folds one more thing in: it moves to the top of the list again. */
  async fold(id: number, add: number, now: number): Promise<void> {
    const folded = await this.db
      .updateTable('notifications')
      .set((eb) => ({ count: eb('count', '+', add), updated_at: now }))
      .where('id', '=', id)
      .returning('user_id')
      .executeTakeFirst();
    if (folded) await this.bump(folded.user_id);
  }

  async addMoments(notificationId: number, momentIds: readonly number[]): Promise<void> {
    if (momentIds.length === 0) return;
    await this.db
      .insertInto('notification_moments')
      .values(momentIds.map((moment_id) => ({ notification_id: notificationId, moment_id })))
      .onConflict((oc) => oc.columns(['notification_id', 'moment_id']).doNothing())
      .execute();
    const owner = await this.db
      .selectFrom('notifications')
      .select('user_id')
      .where('id', '=', notificationId)
      .executeTakeFirst();
    if (owner) await this.bump(owner.user_id);
  }

  /**
   * Moves the member's bell version, after the change it announces and in its transaction: a reader
   * that saw the old version may cache the new answer under it, but never the old answer under the new.
   */
  private async bump(userId: number): Promise<void> {
    await this.db
      .insertInto('bell_versions')
      .values({ user_id: userId, version: 1 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ version: eb('bell_versions.version', '+', 1) })))
      .execute();
    // After the write: a lookup under way read the old version and is not kept (in a transaction, again at its end).
    this.bells.invalidate(String(userId));
  }

  /**
   * What the member's cached bell is keyed by, in one read: their bell version, and per baby they
   * belong to their viewer and its timeline_version (a moment trashed, re-audienced or made ready
   * changes what a notification may show).
   */
  async bellState(userId: number): Promise<BellState> {
    const state = await this.bells.through(String(userId), 'state', () => this.readBellState(userId));
    return state ?? { version: 0, babies: [] };
  }

  private async readBellState(userId: number): Promise<BellState> {
    const [bell, babies] = await Promise.all([
      this.db.selectFrom('bell_versions').select('version').where('user_id', '=', userId).executeTakeFirst(),
      this.db
        .selectFrom('family_members')
        .innerJoin('babies', 'babies.id', 'family_members.baby_id')
        .select([
          'family_members.baby_id',
          'family_members.relation',
          'family_members.permission',
          'babies.timeline_version',
        ])
        .where('family_members.user_id', '=', userId)
        .orderBy('family_members.baby_id')
        .execute(),
    ]);
    return { version: bell?.version ?? 0, babies };
  }

  /** The recipient's notifications they may see, with who did it and about which baby (a NotificationRow each). */
  private visibleRows(userId: number, viewers: ViewersByBaby) {
    return this.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.actor_id')
      .innerJoin('babies', 'babies.id', 'notifications.baby_id')
      .leftJoin('family_members', (join) =>
        join
          .onRef('family_members.baby_id', '=', 'notifications.baby_id')
          .onRef('family_members.user_id', '=', 'notifications.actor_id'),
      )
      .selectAll('notifications')
      .select([
        'users.name as actor_name',
        'babies.name as baby_name',
        'family_members.relation as actor_relation',
        'family_members.relation_name as actor_relation_name',
      ])
      .where('notifications.user_id', '=', userId)
      .where(visibleTo(viewers));
  }

  /** A page of the recipient's notifications they may see, newest first, keyset on (updated_at, id). */
  async listVisible(
    userId: number,
    viewers: ViewersByBaby,
    after: { updatedAt: number; id: number } | null,
    limit: number,
  ): Promise<NotificationRow[]> {
    if (viewers.size === 0) return [];
    let query = this.visibleRows(userId, viewers);
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('notifications.updated_at', '<', after.updatedAt),
          eb.and([eb('notifications.updated_at', '=', after.updatedAt), eb('notifications.id', '<', after.id)]),
        ]),
      );
    return query.orderBy('notifications.updated_at', 'desc').orderBy('notifications.id', 'desc').limit(limit).execute();
  }

  /** One of the recipient's notifications, if they may still see it (what a push is made from). */
  async findVisible(userId: number, viewers: ViewersByBaby, id: number): Promise<NotificationRow | undefined> {
    if (viewers.size === 0) return undefined;
    return this.visibleRows(userId, viewers).where('notifications.id', '=', id).executeTakeFirst();
  }

  /** How many of the recipient's notifications they may see are unread (the bell). */
  async unreadCount(userId: number, viewers: ViewersByBaby): Promise<number> {
    if (viewers.size === 0) return 0;
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('notifications.user_id', '=', userId)
      .where('notifications.read_at', 'is', null)
      .where(visibleTo(viewers))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Per notification, its moments the recipient may see now: counts by type, the first to open and the
   * first picture or video made small enough to show. Counted in SQL (a page of 20 upload notices may
   * hold a thousand moments), in three small queries for a whole page.
   */
  async visibleMoments(
    notifications: readonly NotificationRow[],
    viewers: ViewersByBaby,
  ): Promise<Map<number, VisibleMoments>> {
    const out = new Map<number, VisibleMoments>();
    const ids = notifications.filter((n) => n.target_type !== 'event' && n.kind !== 'member').map((n) => n.id);
    if (ids.length === 0 || viewers.size === 0) return out;
    const visible = () =>
      this.db
        .selectFrom('notification_moments')
        .innerJoin('moments', 'moments.id', 'notification_moments.moment_id')
        .where('notification_moments.notification_id', 'in', ids)
        .where('moments.active', '=', 1)
        .where((eb) =>
          eb.or(
            [...viewers].map(([babyId, viewer]) =>
              eb.and([eb('moments.baby_id', '=', babyId), momentVisibleTo(viewer)(eb)]),
            ),
          ),
        );
    const counted = await visible()
      .select(['notification_moments.notification_id', 'moments.type'])
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('moments.id').as('first')])
      .groupBy(['notification_moments.notification_id', 'moments.type'])
      .execute();
    for (const row of counted) {
      const seen = out.get(row.notification_id) ?? { counts: {}, firstId: null, thumb: null };
      seen.counts[row.type] = Number(row.n);
      const first = Number(row.first);
      seen.firstId = seen.firstId === null ? first : Math.min(seen.firstId, first);
      out.set(row.notification_id, seen);
    }
    const thumbs = await visible()
      .select('notification_moments.notification_id')
      .select((eb) => eb.fn.min('moments.id').as('id'))
      .where('moments.type', 'in', ['picture', 'video'])
      .where('moments.media_state', '=', 'ready')
      .groupBy('notification_moments.notification_id')
      .execute();
    if (thumbs.length === 0) return out;
    const versions = await this.db
      .selectFrom('moments')
      .select(['id', 'updated_at'])
      .where(
        'id',
        'in',
        thumbs.map((t) => Number(t.id)),
      )
      .execute();
    const versionOf = new Map(versions.map((v) => [v.id, v.updated_at]));
    for (const t of thumbs) {
      const seen = out.get(t.notification_id);
      const id = Number(t.id);
      if (seen) seen.thumb = { id, updated_at: versionOf.get(id) ?? 0 };
    }
    return out;
  }

  /**
   * Deletes notifications nothing was folded into since `before`, moving each recipient's bell
   * version first. Run it in a transaction: a reader sees both or neither. Answers how many.
   */
  async deleteOlderThan(before: number): Promise<number> {
    await this.db
      .updateTable('bell_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('user_id', 'in', (eb) =>
        eb.selectFrom('notifications').select('notifications.user_id').where('notifications.updated_at', '<', before),
      )
      .execute();
    const deleted = await this.db.deleteFrom('notifications').where('updated_at', '<', before).executeTakeFirst();
    this.bells.invalidate();
    return Number(deleted.numDeletedRows);
  }

  /** Marks one of the user's notifications read; false when it is not theirs. */
  async markRead(userId: number, id: number, now: number): Promise<boolean> {
    const found = await this.db
      .selectFrom('notifications')
      .select(['id', 'read_at'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!found) return false;
    if (found.read_at === null) {
      await this.db.updateTable('notifications').set({ read_at: now }).where('id', '=', id).execute();
      await this.bump(userId);
    }
    return true;
  }

  async markAllRead(userId: number, babyId: number | null, now: number): Promise<void> {
    let query = this.db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (babyId !== null) query = query.where('baby_id', '=', babyId);
    const [result] = await query.execute();
    if (Number(result?.numUpdatedRows ?? 0) > 0) await this.bump(userId);
  }
}
