import type { Permission, Relation } from '@sprout/shared';
import { translateCount } from '@sprout/shared/i18n/server';
import { AppError } from '../errors.js';
import type { JobPayloads } from '../jobs/kinds.js';
import type { JobQueue } from '../jobs/queue.js';
import { renderDigest } from '../mail/digest-mail.js';
import type { Viewer } from '../policies/viewer.js';
import type { Repos, Transact } from '../repositories/repos.js';
import { nowSeconds } from '../util/time.js';
import { hashToken, randomToken } from '../util/tokens.js';
import { duePeriod, firstWindowSeconds, localMoment, rhythmOf } from './digest-periods.js';

/** Up to this many thumbnails in one digest (issue 24). */
export const DIGEST_PICTURES = 12;
const DIGEST_COMMENTS = 5;

export interface DigestOptions {
  enabled: boolean;
  digestHour: number;
  /** Where links in a mail lead: PUBLIC_URL, else this server's own address. */
  baseUrl: () => string;
}

/**
 * E-mail digests (ADR 0030): a member's news of one baby, daily, weekly or at every upload. The plan
 * job queues the digests whose morning has come; the send job claims one by inserting its
 * sent_digests row and, in the same transaction, queues the mail, so a digest goes out once however
 * often its job runs or its worker dies. Nothing new: the row is kept, and no mail goes.
 */
export class DigestService {
  constructor(
    private readonly repos: Pick<Repos, 'notifyPrefs' | 'digests' | 'news' | 'family' | 'users' | 'babies'>,
    private readonly transact: Transact,
    private readonly jobs: JobQueue,
    private readonly options: DigestOptions,
  ) {}

  /** Queues every daily and weekly digest due now; answers how many. */
  async plan(now = nowSeconds()): Promise<number> {
    if (!this.options.enabled) return 0;
    const members = await this.repos.notifyPrefs.digestMembers(['daily', 'weekly']);
    const due = members.flatMap((m) => {
      const period = duePeriod(m.digest, localMoment(now, m.time_zone), this.options.digestHour);
      return period ? [{ userId: m.user_id, babyId: m.baby_id, period }] : [];
    });
    const claimed = await this.repos.digests.claimedAmong(due);
    let queued = 0;
    for (const d of due) {
      if (claimed.has(`${d.userId}:${d.babyId}:${d.period}`)) continue;
      await this.jobs.enqueue(
        'digest.send',
        { ...d, at: now },
        { dedupeKey: `digest:${d.userId}:${d.babyId}:${d.period}` },
      );
      queued += 1;
    }
    return queued;
  }

  /** One digest: claimed, composed for its member and queued as a mail, or recorded as empty. */
  async send(job: JobPayloads['digest.send']): Promise<'mailed' | 'empty' | 'skipped'> {
    const rhythm = rhythmOf(job.period);
    if (!this.options.enabled || !rhythm) return 'skipped';
    const member = await this.repos.family.findMembership(job.babyId, job.userId);
    const user = await this.repos.users.findById(job.userId);
    const baby = await this.repos.babies.findById(job.babyId);
    if (!member || !user || user.deleted_at !== null || !baby) return 'skipped';
    // The member may have chosen another rhythm (or none) since the job was queued.
    const prefs = await this.repos.notifyPrefs.forUser(user.id, [baby.id]);
    if (prefs.get(baby.id)?.digest !== rhythm) return 'skipped';

    // Claimed already (the job ran before, or on another worker): nothing to compose.
    const claimedKey = `${user.id}:${baby.id}:${job.period}`;
    if (
      (await this.repos.digests.claimedAmong([{ userId: user.id, babyId: baby.id, period: job.period }])).has(
        claimedKey,
      )
    )
      return 'skipped';
    const viewer: Viewer = {
      userId: user.id,
      relation: member.relation as Relation,
      permission: member.permission as Permission,
    };
    const now = nowSeconds();
    // Times are whole seconds: the window ends with the last complete one, so a moment added later in
    // this second falls into the next digest instead of between two. A first window starts in the
    // second the member joined, so what was added as they joined is theirs too.
    const until = now - 1;
    const since =
      (await this.repos.digests.lastWindowEnd(user.id, baby.id)) ??
      Math.max(member.created_at - 1, until - firstWindowSeconds(rhythm));
    const window = { since, until };
    const counts = await this.repos.news.newMomentCounts(baby.id, viewer, window);
    const comments = await this.repos.news.newComments(baby.id, viewer, window, { onOwn: true });
    const total = counts.reduce((sum, c) => sum + c.n, 0);
    if (total === 0 && comments.length === 0) {
      const kept = await this.repos.digests.claim({
        userId: user.id,
        babyId: baby.id,
        period: job.period,
        windowEnd: until,
        mailed: false,
        now,
      });
      return kept ? 'empty' : 'skipped';
    }

    const pictures = await this.repos.news.newPictures(baby.id, viewer, window, DIGEST_PICTURES);
    const local = localMoment(now, user.time_zone);
    const pick = (await this.repos.news.onThisDay(baby.id, viewer, local.date.slice(5), local.date)).find(
      (m) => (m.type === 'picture' || m.type === 'video') && m.thumb_key,
    );
    const byAuthor = new Map<number, { name: string; picture: number; video: number; other: number }>();
    for (const c of counts) {
      const entry = byAuthor.get(c.author_id) ?? { name: c.author_name, picture: 0, video: 0, other: 0 };
      if (c.type === 'picture') entry.picture += c.n;
      else if (c.type === 'video') entry.video += c.n;
      else entry.other += c.n;
      byAuthor.set(c.author_id, entry);
    }
    const added = [...byAuthor.values()].map((a) => {
      const all = a.picture + a.video + a.other;
      const key = a.picture === all ? 'added_pictures' : a.video === all ? 'added_videos' : 'added_moments';
      return translateCount(user.locale, `notices.${key}`, all, { name: a.name });
    });
    const token = randomToken();
    const base = this.options.baseUrl();
    const mail = renderDigest({
      locale: user.locale,
      memberName: user.name,
      babyName: baby.name,
      rhythm,
      added,
      pictures: pictures.map((m) => ({ cid: `m${m.id}@sprout` })),
      more: Math.max(0, total - pictures.length),
      comments: comments.slice(0, DIGEST_COMMENTS).map((c) => ({ name: c.user_name, text: c.content })),
      moreComments: Math.max(0, comments.length - DIGEST_COMMENTS),
      onThisDay: pick
        ? {
            cid: `day${pick.id}@sprout`,
            yearsAgo: Number(local.date.slice(0, 4)) - Number(pick.local_date.slice(0, 4)),
          }
        : null,
      albumUrl: `${base}/timeline?baby=${baby.id}`,
      unsubscribeUrl: `${base}/unsubscribe/${token}`,
      settingsUrl: `${base}/profile`,
    });
    const attachments = [
      ...pictures.map((m) => ({
        cid: `m${m.id}@sprout`,
        key: m.thumb_key ?? '',
        filename: `${m.id}.jpg`,
        contentType: 'image/jpeg',
      })),
      ...(pick
        ? [
            {
              cid: `day${pick.id}@sprout`,
              key: pick.thumb_key ?? '',
              filename: `${pick.id}.jpg`,
              contentType: 'image/jpeg',
            },
          ]
        : []),
    ];
    const claimed = await this.transact(async (work) => {
      if (
        !(await work.repos.digests.claim({
          userId: user.id,
          babyId: baby.id,
          period: job.period,
          windowEnd: until,
          mailed: true,
          now,
        }))
      )
        return false;
      await work.repos.digests.addUnsubscribe(hashToken(token), user.id, baby.id, now);
      await this.jobs.enqueueIn(work, 'mail.send', {
        to: user.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: {
          // RFC 2369 and RFC 8058: a mail program's own unsubscribe button, one click, no sign-in.
          'List-Unsubscribe': `<${base}/api/${user.locale}/unsubscribe/${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'Auto-Submitted': 'auto-generated',
        },
        attachments,
      });
      return true;
    });
    return claimed ? 'mailed' : 'skipped';
  }

  /**
   * The one-click unsubscribe (RFC 8058): turns off that member's digest of that baby, once, with no
   * sign-in. A used link is 410, an unknown one 404; nothing else changes.
   */
  async unsubscribe(token: string): Promise<{ babyName: string }> {
    const hash = hashToken(token);
    const row = await this.repos.digests.findUnsubscribe(hash);
    const baby = row ? await this.repos.babies.findById(row.baby_id) : undefined;
    if (!row || !baby) throw new AppError(404, 'unsubscribe_invalid');
    const done = await this.transact(async ({ repos }) => {
      if (!(await repos.digests.useUnsubscribe(hash, nowSeconds()))) return false;
      const current = (await repos.notifyPrefs.forUser(row.user_id, [row.baby_id])).get(row.baby_id);
      if (current) await repos.notifyPrefs.save(row.user_id, row.baby_id, { ...current, digest: 'none' }, nowSeconds());
      return true;
    });
    if (!done) throw new AppError(410, 'unsubscribe_used');
    return { babyName: baby.name };
  }

  /** What a link turns off, for the page a person lands on from the mail. */
  async preview(token: string): Promise<{ kind: 'digest'; baby_name: string; used: boolean }> {
    const row = await this.repos.digests.findUnsubscribe(hashToken(token));
    const baby = row ? await this.repos.babies.findById(row.baby_id) : undefined;
    if (!row || !baby) throw new AppError(404, 'unsubscribe_invalid');
    return { kind: 'digest', baby_name: baby.name, used: row.used_at !== null };
  }
}
