import type { PushPayload } from '@sprout/shared';
import type { z } from 'zod';
import type { pushSubscriptionBody } from '@sprout/shared';
import { AppError } from '../errors.js';
import type { JobLog } from '../jobs/worker.js';
import type { PushSender } from '../push/push-sender.js';
import { PushEndpointRefused } from '../push/push-sender.js';
import type { MemberPrefs } from '../repositories/notify-prefs.repo.js';
import type { Repos } from '../repositories/repos.js';
import { nowSeconds } from '../util/time.js';
import type { Actor } from './actor.js';
import { noticeText } from './notification-text.js';
import type { NotificationService } from './notification.service.js';

type SubscriptionInput = z.infer<typeof pushSubscriptionBody>;

const PREF_OF: Record<string, keyof MemberPrefs | undefined> = {
  upload: 'push_uploads',
  diary: 'push_uploads',
  comment: 'push_replies',
  reply: 'push_replies',
  member: 'push_members',
};

/**
 * Web Push (ADR 0030): a member turns it on per device; each push is made when it is sent from the
 * notification as its recipient may see it then (nothing they may not see, never a picture), and a
 * subscription its push service says is gone is removed.
 */
export class PushService {
  constructor(
    private readonly repos: Pick<Repos, 'pushSubscriptions' | 'notifications' | 'users' | 'notifyPrefs'>,
    private readonly notifications: Pick<NotificationService, 'viewersOf' | 'present'>,
    private readonly sender: () => Promise<PushSender | null>,
    private readonly log: JobLog,
  ) {}

  async subscribe(actor: Actor, input: SubscriptionInput): Promise<void> {
    const sender = await this.sender();
    if (!sender) throw new AppError(409, 'push_unavailable');
    await sender.check(input.endpoint);
    await this.repos.pushSubscriptions.save(actor.id, input.endpoint, input.keys.p256dh, input.keys.auth, nowSeconds());
  }

  async unsubscribe(actor: Actor, endpoint: string): Promise<void> {
    await this.repos.pushSubscriptions.remove(actor.id, endpoint);
  }

  /** What the recipient's phone shows for a notification, or null when there is nothing they may see. */
  async payloadFor(notificationId: number): Promise<{ userId: number; payload: PushPayload } | null> {
    const raw = await this.repos.notifications.findById(notificationId);
    if (!raw) return null;
    const viewers = await this.notifications.viewersOf(raw.user_id);
    const row = await this.repos.notifications.findVisible(raw.user_id, viewers, notificationId);
    const user = await this.repos.users.findById(raw.user_id);
    if (!row || !user || user.deleted_at !== null) return null;
    const pref = PREF_OF[row.kind];
    const prefs = await this.repos.notifyPrefs.forUser(user.id, [row.baby_id]);
    if (!pref || !prefs.get(row.baby_id)?.[pref]) return null;
    const [presented] = await this.notifications.present([row], viewers);
    if (!presented) return null;
    const url =
      presented.event_id !== null && presented.moment_id !== null
        ? `/timeline/swiper?event=${presented.event_id}&moment=${presented.moment_id}&baby=${presented.baby_id}`
        : `/timeline?baby=${presented.baby_id}`;
    return {
      userId: user.id,
      payload: { title: row.baby_name, body: noticeText(user.locale, presented), url, tag: `n:${row.id}` },
    };
  }

  /** The push job: the notification to each of its recipient's devices. */
  async send(notificationId: number): Promise<void> {
    const sender = await this.sender();
    const made = sender ? await this.payloadFor(notificationId) : null;
    if (!sender || !made) return;
    const body = JSON.stringify(made.payload);
    let failure: unknown = null;
    for (const device of await this.repos.pushSubscriptions.forUser(made.userId)) {
      try {
        const outcome = await sender.send(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          body,
        );
        if (outcome === 'gone') await this.repos.pushSubscriptions.removeById(device.id);
      } catch (error) {
        // An endpoint that now points somewhere refused will never work: it goes, like an expired one.
        if (error instanceof PushEndpointRefused) await this.repos.pushSubscriptions.removeById(device.id);
        else failure = error;
        this.log.warn({ subscription: device.id, err: error }, 'push not delivered');
      }
    }
    // One device's push service failing does not resend to the others: the job is done once tried everywhere.
    if (failure) this.log.warn({ notificationId }, 'a push was not delivered to every device');
  }
}
