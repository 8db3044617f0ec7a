import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, PRIVACY_LEVELS, RELATIONS, type Permission, type Privacy, type Relation } from '@sprout/shared';
import type { User } from '../../src/db/schema.js';
import { momentFacts } from '../../src/policies/facts.js';
import { canSeeMoment } from '../../src/policies/moment.policy.js';
import type { Viewer } from '../../src/policies/viewer.js';
import { nowSeconds } from '../../src/util/time.js';
import { makeUser } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

interface Member {
  user: User;
  viewer: Viewer;
}

/** A member of every relation × permission, written straight into the family (no joining notices). */
async function everyMember(babyId: number): Promise<Member[]> {
  const { ctx } = server;
  const out: Member[] = [];
  let n = 0;
  for (const relation of RELATIONS)
    for (const permission of PERMISSIONS) {
      n += 1;
      const now = nowSeconds();
      const user = await ctx.db.kysely
        .insertInto('users')
        .values({
          email: `m${n}-${babyId}@example.com`,
          password_hash: '!',
          name: `${relation} ${permission}`,
          gender: null,
          profile_picture: null,
          linked_baby_id: babyId,
          family_version: 0,
          locale: 'en',
          email_verified_at: now,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await ctx.repos.family.upsert({
        baby_id: babyId,
        user_id: user.id,
        relation,
        relation_name: relation === 'custom' ? 'Neighbour' : null,
        permission,
        created_at: now - 10,
        updated_at: now - 10,
      });
      out.push({
        user,
        viewer: { userId: user.id, relation: relation as Relation, permission: permission as Permission },
      });
    }
  return out;
}

/**
 * What each member is told must be exactly what canSeeMoment lets them see: the notification, its
 * counts, the unread count, the push payload, the news and digest counts and "on this day", on every
 * relation × permission against every privacy (custom with the member chosen or not).
 */
describe('notifications, news, digests and "on this day" follow canSeeMoment', () => {
  // 99 members, each asked for notices, pushes, news, digest counts and on this day: a minute on a busy machine.
  it('on every relation × permission × privacy', { timeout: 180_000 }, async () => {
    const { ctx } = server;
    const author = await makeUser(ctx, 'author');
    const baby = await ctx.services.babies.create(author, { name: 'Pia', birthday: '2023-03-01', gender: 'girl' });
    const members = await everyMember(baby.id);
    const chosen = members.filter((_, i) => i % 3 === 0).map((m) => m.user.id);
    const actor = ctx.actorFor(author);
    const now = nowSeconds();
    const lastYear = now - 365 * 86_400;
    const posts: Array<{ id: number; privacy: Privacy; visibleFor: number[] }> = [];
    // This year's batch (announced) and one of a year ago today (on this day), each privacy level.
    for (const takenAt of [now - 60, lastYear]) {
      for (const privacy of PRIVACY_LEVELS) {
        const visible_for_ids = privacy === 'custom' ? [author.id, ...chosen] : undefined;
        const { moment } = await ctx.services.moments.create(actor, {
          baby_id: baby.id,
          moment: {
            type: 'text',
            content: `${privacy} ${takenAt}`,
            taken_at_gmt: takenAt,
            privacy,
            ...(visible_for_ids ? { visible_for_ids } : {}),
          },
        });
        if (takenAt !== lastYear)
          posts.push({ id: moment.id, privacy, visibleFor: privacy === 'custom' ? [author.id, ...chosen] : [] });
      }
      await ctx.services.moments.finish(actor, baby.id);
    }
    const today = new Date(now * 1000).toISOString().slice(0, 10);
    const yearAgo = new Date(lastYear * 1000).toISOString().slice(0, 10);

    let compared = 0;
    const toldBefore = new Map<number, number>();
    for (const member of members) {
      const label = `${member.viewer.relation}/${member.viewer.permission}`;
      const expected = posts.filter((p) =>
        canSeeMoment(member.viewer, momentFacts({ author_id: author.id, privacy: p.privacy }, p.visibleFor)),
      ).length;
      const memberActor = ctx.actorFor(member.user);
      const { list, unread_count } = await ctx.services.notifications.list(memberActor, undefined);
      const uploads = list.filter((n) => n.kind === 'upload');
      // Two batches on two days: one notice each (a notice folds only what lands on the same day's card).
      const told = uploads.reduce((sum, n) => sum + n.counts.texts, 0);
      const expectedAll =
        expected +
        PRIVACY_LEVELS.filter((privacy) =>
          canSeeMoment(
            member.viewer,
            momentFacts({ author_id: author.id, privacy }, privacy === 'custom' ? [author.id, ...chosen] : []),
          ),
        ).length;
      expect(told, `notified ${label}`).toBe(expectedAll);
      toldBefore.set(member.user.id, told);
      expect(unread_count, `unread ${label}`).toBe(uploads.length);
      for (const n of uploads) {
        const push = await ctx.services.push.payloadFor(n.id);
        expect(push?.payload.body, `push ${label}`).toBe(
          `author added ${n.counts.texts === 1 ? 'a new moment' : `${n.counts.texts} new moments`}`,
        );
        expect(JSON.stringify(push?.payload)).not.toMatch(/thumb|media|\.jpg/);
      }
      const news = await ctx.services.news.newsOf(member.viewer, baby.id, now - 3600, nowSeconds() + 1);
      // Both batches arrived now (one holds last year's moments): both are new to the member.
      expect(news.new_count, `news ${label}`).toBe(expectedAll);
      const counted = await ctx.repos.news.newMomentCounts(baby.id, member.viewer, {
        since: now - 3600,
        until: nowSeconds() + 1,
      });
      expect(
        counted.reduce((s, c) => s + c.n, 0),
        `digest ${label}`,
      ).toBe(expectedAll);
      const day = await ctx.services.news.onThisDay(memberActor, baby.id, today);
      const onDay = day.list.filter((y) => y.local_date === yearAgo).flatMap((y) => y.moments);
      expect(onDay.length, `on this day ${label}`).toBe(expectedAll - expected);
      compared += 1;
    }
    expect(compared).toBe(RELATIONS.length * PERMISSIONS.length);

    // The author's post made private afterwards: no member is told of it any longer, anywhere.
    const open = posts.find((p) => p.privacy === 'family_and_relatives');
    await ctx.services.moments.update(actor, open?.id ?? 0, { privacy: 'private' });
    for (const member of members) {
      const { list, unread_count } = await ctx.services.notifications.list(ctx.actorFor(member.user), undefined);
      const told = list.filter((n) => n.kind === 'upload').reduce((sum, n) => sum + n.counts.texts, 0);
      expect(told, `${member.viewer.relation}/${member.viewer.permission}`).toBe(
        (toldBefore.get(member.user.id) ?? 0) - 1,
      );
      expect(unread_count).toBe(list.filter((n) => !n.read).length);
    }
  });
});
