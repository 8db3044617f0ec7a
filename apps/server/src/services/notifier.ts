import type { Permission, Relation } from '@sprout/shared';
import type { LikeCommentTarget, Moment, NotificationKind, UploadBatch } from '../db/schema.js';
import type { JobQueue } from '../jobs/queue.js';
import { momentFacts } from '../policies/facts.js';
import { canSeeMoment } from '../policies/moment.policy.js';
import type { Viewer } from '../policies/viewer.js';
import type { MemberPrefs } from '../repositories/notify-prefs.repo.js';
import type { UnitOfWork } from '../repositories/repos.js';

/** Which push preference a kind of notification answers to; likes never push. */
const PUSH_PREF: Partial<Record<NotificationKind, keyof MemberPrefs>> = {
  upload: 'push_uploads',
  diary: 'push_uploads',
  comment: 'push_replies',
  reply: 'push_replies',
  member: 'push_members',
};

type GroupKey = Parameters<UnitOfWork['repos']['notifications']['findGroup']>[0];

interface Told {
  userId: number;
  notificationId: number;
}

/** What a comment or like is on, as the notifier needs it. */
export interface Subject {
  babyId: number;
  eventId: number;
  type: LikeCommentTarget;
  id: number;
  /** Whose post it is: they hear of comments and likes on it. */
  authorId: number;
  /** The moment it is on (a moment, or a tag value's moment); null for a whole event. */
  moment: Moment | null;
}

/**
 * Writes who is told what, inside the transaction of what happened (ADR 0030): one notification per
 * member who may see it (canSeeMoment with each member's viewer, the rule every list filters by),
 * folded into their unread one about the same thing by the same person, and the pushes and
 * every-upload digests that follow, as jobs of the same transaction.
 */
export class Notifier {
  constructor(
    private readonly jobs: JobQueue,
    private readonly options: { digestsEnabled: boolean },
  ) {}

  /**
   * A finished batch: each member but the uploader who may see at least one of its moments hears
   * of those, and only those. Claimed once per batch, so the uploader's finish and the quiet-period
   * job never both announce it.
   */
  async batchFinished(work: UnitOfWork, batch: UploadBatch, now: number): Promise<number> {
    const { repos } = work;
    if (!(await repos.batches.claimNotify(batch.id, now))) return 0;
    const moments = await repos.batches.momentsOf(batch.id);
    if (moments.length === 0) return 0;
    const told = await this.announceMoments(work, 'upload', batch.baby_id, batch.user_id, moments, now);
    await this.everyUploadDigests(work, batch, told, now);
    return told.length;
  }

  /** A diary entry published: its words and photos, to those who may see them. */
  async diaryPublished(work: UnitOfWork, babyId: number, authorId: number, moments: readonly Moment[], now: number) {
    await this.announceMoments(work, 'diary', babyId, authorId, moments, now);
  }

  /**
   * A comment: its post's author hears of it ("comment"), and so does everyone who commented on the
   * same thing before ("reply"), each only while they may see it.
   */
  async commented(work: UnitOfWork, actorId: number, subject: Subject, now: number): Promise<void> {
    const { repos } = work;
    const audience = subject.moment ? await this.audienceOf(work, [subject.moment]) : null;
    if (subject.authorId !== actorId)
      await this.tell(work, 'comment', subject.authorId, actorId, subject, audience, now);
    const earlier = await repos.comments.commentersOf(subject.type, subject.id);
    for (const userId of earlier)
      if (userId !== actorId && userId !== subject.authorId)
        await this.tell(work, 'reply', userId, actorId, subject, audience, now);
  }

  /** A like: the post's author hears of it (no push: a like is not worth waking a phone). */
  async liked(work: UnitOfWork, actorId: number, subject: Subject, now: number): Promise<void> {
    if (subject.authorId === actorId) return;
    const audience = subject.moment ? await this.audienceOf(work, [subject.moment]) : null;
    await this.tell(work, 'like', subject.authorId, actorId, subject, audience, now);
  }

  /** Someone joined a baby's family: everyone already in it hears who. */
  async memberJoined(work: UnitOfWork, babyId: number, userId: number, now: number): Promise<void> {
    const members = await work.repos.family.listForBaby(babyId);
    const told: Told[] = [];
    for (const member of members) {
      if (member.user_id === userId) continue;
      const made = await work.repos.notifications.insert({
        user_id: member.user_id,
        baby_id: babyId,
        kind: 'member',
        actor_id: userId,
        event_id: null,
        target_type: null,
        target_id: null,
        count: 1,
        created_at: now,
        updated_at: now,
        read_at: null,
      });
      told.push({ userId: member.user_id, notificationId: made.id });
    }
    await this.pushes(work, 'member', babyId, told);
  }

  /** Each member's viewer of the baby, the uploader or writer left out. */
  private async viewers(work: UnitOfWork, babyId: number, except: number): Promise<Viewer[]> {
    const members = await work.repos.family.listForBaby(babyId);
    return members
      .filter((m) => m.user_id !== except)
      .map((m) => ({ userId: m.user_id, relation: m.relation as Relation, permission: m.permission as Permission }));
  }

  private async audienceOf(work: UnitOfWork, moments: readonly Moment[]): Promise<Map<number, number[]>> {
    return work.repos.moments.visibleFor(moments.filter((m) => m.privacy === 'custom').map((m) => m.id));
  }

  /** New moments (a batch, a diary entry): per member, the ones they may see, folded into their day's notice. */
  private async announceMoments(
    work: UnitOfWork,
    kind: 'upload' | 'diary',
    babyId: number,
    authorId: number,
    moments: readonly Moment[],
    now: number,
  ): Promise<Told[]> {
    const { repos } = work;
    const audience = await this.audienceOf(work, moments);
    const told: Told[] = [];
    for (const viewer of await this.viewers(work, babyId, authorId)) {
      const seen = moments.filter((m) => canSeeMoment(viewer, momentFacts(m, audience.get(m.id) ?? [])));
      if (seen.length === 0) continue;
      const eventId = seen[0]?.event_id ?? null;
      const key: GroupKey = {
        userId: viewer.userId,
        kind,
        actorId: authorId,
        eventId,
        targetType: null,
        targetId: null,
      };
      const id = await this.upsertGroup(work, key, babyId, now);
      await repos.notifications.addMoments(
        id,
        seen.map((m) => m.id),
      );
      told.push({ userId: viewer.userId, notificationId: id });
    }
    await this.pushes(work, kind, babyId, told);
    return told;
  }

  /** One comment, reply or like notice to one member, if they are in the family and may see the post. */
  private async tell(
    work: UnitOfWork,
    kind: 'comment' | 'reply' | 'like',
    userId: number,
    actorId: number,
    subject: Subject,
    audience: Map<number, number[]> | null,
    now: number,
  ): Promise<void> {
    const { repos } = work;
    const member = await repos.family.findMembership(subject.babyId, userId);
    if (!member) return;
    const viewer: Viewer = {
      userId,
      relation: member.relation as Relation,
      permission: member.permission as Permission,
    };
    const visible = subject.moment
      ? canSeeMoment(viewer, momentFacts(subject.moment, audience?.get(subject.moment.id) ?? []))
      : (await repos.moments.listVisibleOfEvents([subject.eventId], viewer)).length > 0;
    if (!visible) return;
    const key: GroupKey = {
      userId,
      kind,
      actorId,
      eventId: subject.eventId,
      targetType: subject.type,
      targetId: subject.id,
    };
    const id = await this.upsertGroup(work, key, subject.babyId, now);
    if (subject.moment) await repos.notifications.addMoments(id, [subject.moment.id]);
    await this.pushes(work, kind, subject.babyId, [{ userId, notificationId: id }]);
  }

  /** The recipient's unread notice of this kind, person and subject, one more folded in; else a new one. */
  private async upsertGroup(work: UnitOfWork, key: GroupKey, babyId: number, now: number): Promise<number> {
    const { notifications } = work.repos;
    const group = await notifications.findGroup(key);
    if (group) {
      await notifications.fold(group.id, 1, now);
      return group.id;
    }
    const made = await notifications.insert({
      user_id: key.userId,
      baby_id: babyId,
      kind: key.kind,
      actor_id: key.actorId,
      event_id: key.eventId,
      target_type: key.targetType,
      target_id: key.targetId,
      count: 1,
      created_at: now,
      updated_at: now,
      read_at: null,
    });
    return made.id;
  }

  /** A push job per member who turned that kind on and has a device; one per notification while queued. */
  private async pushes(work: UnitOfWork, kind: NotificationKind, babyId: number, told: readonly Told[]) {
    const pref = PUSH_PREF[kind];
    if (!pref || told.length === 0) return;
    const devices = await work.repos.pushSubscriptions.usersWithDevices(told.map((t) => t.userId));
    const wanting = told.filter((t) => devices.has(t.userId));
    if (wanting.length === 0) return;
    const prefs = await work.repos.notifyPrefs.forMembers(
      babyId,
      wanting.map((t) => t.userId),
    );
    for (const t of wanting)
      if (prefs.get(t.userId)?.[pref])
        await this.jobs.enqueueIn(
          work,
          'push.send',
          { notificationId: t.notificationId },
          { dedupeKey: `push:${t.notificationId}`, maxAttempts: 3 },
        );
  }

  /** Members who asked for a mail at every upload get a digest now, for this batch. */
  private async everyUploadDigests(work: UnitOfWork, batch: UploadBatch, told: readonly Told[], now: number) {
    if (!this.options.digestsEnabled || told.length === 0) return;
    const prefs = await work.repos.notifyPrefs.forMembers(
      batch.baby_id,
      told.map((t) => t.userId),
    );
    for (const t of told)
      if (prefs.get(t.userId)?.digest === 'every_upload')
        await this.jobs.enqueueIn(
          work,
          'digest.send',
          { userId: t.userId, babyId: batch.baby_id, period: `u:${batch.id}`, at: now },
          { dedupeKey: `digest:${t.userId}:${batch.baby_id}:u:${batch.id}` },
        );
  }
}
