import type { NotificationReply, NotificationsReply, Permission, Relation } from '@sprout/shared';
import { AppError } from '../errors.js';
import type { Viewer } from '../policies/viewer.js';
import { presentNotification } from '../presenters/notification.presenter.js';
import type { NotificationRow, ViewersByBaby } from '../repositories/notifications.repo.js';
import type { Repos, Transact } from '../repositories/repos.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import type { Notifier } from './notifier.js';
import { decodePair, encodePair, keysetPage } from './paging.js';

const PAGE_SIZE = 20;
/** How many quiet batches one run of the job finishes; the next run takes the rest. */
const QUIET_BATCHES_PER_RUN = 200;

/** The member's viewer of each baby, from their membership rows. */
function viewersFrom(
  userId: number,
  roles: ReadonlyArray<{ baby_id: number; relation: string; permission: string }>,
): ViewersByBaby {
  return new Map<number, Viewer>(
    roles.map((role) => [
      role.baby_id,
      { userId, relation: role.relation as Relation, permission: role.permission as Permission },
    ]),
  );
}

/** The bell: a member's notifications across their babies, read state, and the batches nobody finished. */
export class NotificationService {
  constructor(
    private readonly repos: Pick<Repos, 'notifications' | 'family' | 'visits' | 'batches'>,
    private readonly transact: Transact,
    private readonly notifier: Notifier,
    private readonly batchQuietSeconds: number,
    private readonly keepDays: number,
  ) {}

  /** The bell keeps what changed within NOTIFICATION_KEEP_DAYS (daily, with the expired sweep). */
  forgetOld(now = nowSeconds()): Promise<number> {
    return this.transact(({ repos }) => repos.notifications.deleteOlderThan(now - this.keepDays * 86_400));
  }

  /** The user's viewer of each baby they belong to: notifications of a family they left are not theirs to see. */
  async viewersOf(userId: number): Promise<ViewersByBaby> {
    return viewersFrom(userId, await this.repos.family.rolesOf(userId));
  }

  /**
   * The member's viewer of each baby, and the version their cached bell answers are kept under: their
   * bell version and, per baby, their viewer and its timeline_version (ADR 0030).
   */
  async bell(actor: Actor): Promise<{ viewers: ViewersByBaby; version: string }> {
    const state = await this.repos.notifications.bellState(actor.id);
    const viewers = viewersFrom(actor.id, state.babies);
    const babies = state.babies.map((b) => `${b.baby_id}:${b.relation}:${b.permission}:${b.timeline_version}`);
    return { viewers, version: `bell|${actor.id}|${state.version}|${babies.join(',')}` };
  }

  async list(actor: Actor, nextPage: string | undefined, known?: ViewersByBaby): Promise<NotificationsReply> {
    const viewers = known ?? (await this.viewersOf(actor.id));
    const after = nextPage ? decodePair(nextPage) : null;
    const rows = await this.repos.notifications.listVisible(
      actor.id,
      viewers,
      after ? { updatedAt: after[0], id: after[1] } : null,
      PAGE_SIZE + 1,
    );
    const { page, next_page } = keysetPage(rows, PAGE_SIZE, (last) => encodePair(last.updated_at, last.id));
    return {
      list: await this.present(page, viewers),
      unread_count: await this.repos.notifications.unreadCount(actor.id, viewers),
      next_page,
    };
  }

  async present(rows: readonly NotificationRow[], viewers: ViewersByBaby): Promise<NotificationReply[]> {
    const visible = await this.repos.notifications.visibleMoments(rows, viewers);
    return rows.map((row) => presentNotification(row, visible.get(row.id)));
  }

  async unreadCount(actor: Actor, known?: ViewersByBaby): Promise<number> {
    return this.repos.notifications.unreadCount(actor.id, known ?? (await this.viewersOf(actor.id)));
  }

  /** Marks one read; someone else's (or none) is 404. */
  async markRead(actor: Actor, id: number): Promise<void> {
    if (!(await this.repos.notifications.markRead(actor.id, id, nowSeconds()))) throw new AppError(404, 'not_found');
  }

  /**
   * Everything read, and everything so far seen: the bell and the timeline's "new" markers clear
   * together, as a member expects of "mark all read". One baby's, or all of them.
   */
  async markAllRead(actor: Actor, babyId: number | null): Promise<void> {
    if (babyId !== null) await actor.requireMember(babyId);
    const now = nowSeconds();
    const babies = babyId !== null ? [babyId] : [...(await this.viewersOf(actor.id)).keys()];
    await this.transact(async ({ repos }) => {
      await repos.notifications.markAllRead(actor.id, babyId, now);
      await repos.visits.seenAll(actor.id, babies, now);
    });
  }

  /**
   * Finishes the batches nobody added to for BATCH_QUIET_SECONDS (the uploader closed the tab before
   * PUT /moments/finish) and tells the family, each batch in its own transaction. Answers how many.
   */
  async finishQuiet(now = nowSeconds()): Promise<number> {
    const quiet = await this.repos.batches.quietOpen(now - this.batchQuietSeconds, QUIET_BATCHES_PER_RUN);
    let finished = 0;
    for (const open of quiet)
      await this.transact(async (work) => {
        const batch = await work.repos.batches.finishOne(open.id, now);
        if (!batch) return;
        await this.notifier.batchFinished(work, batch, now);
        finished += 1;
      });
    return finished;
  }
}
