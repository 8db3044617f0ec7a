import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, PRIVACY_LEVELS, RELATIONS } from '@sprout/shared';
import { authorize } from '../../src/policies/authorize.js';
import { canSeeMoment } from '../../src/policies/moment.policy.js';
import { trashPolicy, type TrashFacts } from '../../src/policies/trash.policy.js';
import { isCloseFamily, type Viewer } from '../../src/policies/viewer.js';
import { BucketCounts } from '../../src/services/bucket-counts.service.js';
import { momentVisibleTo } from '../../src/repositories/visibility.js';
import { makeUser } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * The SQL filter used by every list query must agree with the pure policy on
 * every combination: each relation and permission, each privacy level, as
 * author or not, chosen or not for custom posts.
 */
describe('SQL visibility filter, table-of-contents counts and canSeeMoment agree', () => {
  it('on every combination', async () => {
    const { ctx } = server;
    const db = ctx.db.kysely;
    const owner = await makeUser(ctx, 'owner');
    const viewerUser = await makeUser(ctx, 'viewer');
    const other = await makeUser(ctx, 'other');
    const baby = await ctx.services.babies.create(owner, { name: 'P', birthday: '2025-01-01', gender: 'boy' });
    const now = 1_700_000_000;
    const event = await ctx.repos.events.insert({
      baby_id: baby.id,
      author_id: owner.id,
      batch_id: null,
      local_date: '2025-01-01',
      taken_at_gmt: now,
      layout: 'default',
      caption: '',
      active: 1,
      likes_count: 0,
      comments_count: 0,
      created_at: now,
      updated_at: now,
    });

    const counts = new BucketCounts(ctx.repos.bucketCounts, ctx.repos.moments);
    const facts: Array<{
      id: number;
      author_id: number;
      privacy: (typeof PRIVACY_LEVELS)[number];
      visibleFor: number[];
    }> = [];
    for (const privacy of PRIVACY_LEVELS) {
      for (const author of [viewerUser.id, other.id]) {
        const audiences =
          privacy === 'custom'
            ? [
                [author, viewerUser.id],
                [author, owner.id],
              ]
            : [[]];
        for (const visibleFor of audiences) {
          const unique = [...new Set(visibleFor)];
          const moment = await ctx.repos.moments.insert(
            {
              event_id: event.id,
              baby_id: baby.id,
              author_id: author,
              type: 'text',
              content: '',
              taken_at_gmt: now,
              privacy,
              service: 'test',
              client_id: null,
              original_key: null,
              original_mime: null,
              original_bytes: 0,
              content_sha256: null,
              picture_width: null,
              picture_height: null,
              duration: null,
              thumb_key: null,
              large_key: null,
              media_state: 'ready',
              active: 1,
              likes_count: 0,
              comments_count: 0,
              created_at: now,
              updated_at: now,
            },
            unique,
          );
          await counts.count(moment, unique, baby.birthday);
          facts.push({ id: moment.id, author_id: author, privacy, visibleFor: unique });
        }
      }
    }

    let compared = 0;
    for (const relation of RELATIONS) {
      for (const permission of PERMISSIONS) {
        const viewer: Viewer = { userId: viewerUser.id, relation, permission };
        const rows = await db
          .selectFrom('moments')
          .select('id')
          .where('event_id', '=', event.id)
          .where(momentVisibleTo(viewer))
          .execute();
        const bySql = rows.map((r) => r.id).sort((a, b) => a - b);
        const byPolicy = facts
          .filter((f) => canSeeMoment(viewer, f))
          .map((f) => f.id)
          .sort((a, b) => a - b);
        expect(bySql, `${relation}/${permission}`).toEqual(byPolicy);
        // The table of contents counts by the same rule: its SQL sums what the viewer's audiences hold.
        const counted = [
          ...(await ctx.repos.bucketCounts.forViewer(baby.id, viewerUser.id, isCloseFamily(viewer))).values(),
        ].reduce((a, b) => a + b, 0);
        expect(counted, `counts ${relation}/${permission}`).toBe(byPolicy.length);
        compared += facts.length;
      }
    }
    expect(compared).toBe(RELATIONS.length * PERMISSIONS.length * facts.length);
  });
});

/**
 * The trash's SQL (TrashRepo.listFor) restates trash.policy's `see` (ADR 0015): Admins find every
 * deleted post they could see, others what they uploaded or deleted. Both must agree on every
 * relation × permission, privacy, author and deleter.
 */
describe("the trash's SQL filter and trash.policy agree", () => {
  it('on every combination', async () => {
    const { ctx } = server;
    const owner = await makeUser(ctx, 'trash-owner');
    const viewerUser = await makeUser(ctx, 'trash-viewer');
    const other = await makeUser(ctx, 'trash-other');
    const baby = await ctx.services.babies.create(owner, { name: 'T', birthday: '2025-01-01', gender: 'girl' });
    const now = 1_700_000_000;
    const event = await ctx.repos.events.insert({
      baby_id: baby.id,
      author_id: owner.id,
      batch_id: null,
      local_date: '2025-01-01',
      taken_at_gmt: now,
      layout: 'default',
      caption: '',
      active: 1,
      likes_count: 0,
      comments_count: 0,
      created_at: now,
      updated_at: now,
    });
    const facts: Array<TrashFacts & { id: number }> = [];
    for (const privacy of PRIVACY_LEVELS)
      for (const author of [viewerUser.id, other.id])
        for (const deletedBy of [viewerUser.id, other.id, null])
          for (const visibleFor of privacy === 'custom' ? [[author, viewerUser.id], [author]] : [[]]) {
            const unique = [...new Set(visibleFor)];
            const moment = await ctx.repos.moments.insert(
              {
                event_id: event.id,
                baby_id: baby.id,
                author_id: author,
                type: 'text',
                content: '',
                taken_at_gmt: now,
                privacy,
                service: 'test',
                client_id: null,
                original_key: null,
                original_mime: null,
                original_bytes: 0,
                content_sha256: null,
                picture_width: null,
                picture_height: null,
                duration: null,
                thumb_key: null,
                large_key: null,
                media_state: 'ready',
                active: 0,
                likes_count: 0,
                comments_count: 0,
                created_at: now,
                updated_at: now,
              },
              unique,
            );
            await ctx.db.kysely
              .updateTable('moments')
              .set({ deleted_at: now, deleted_by: deletedBy })
              .where('id', '=', moment.id)
              .execute();
            facts.push({ id: moment.id, author_id: author, privacy, visibleFor: unique, deleted_by: deletedBy });
          }

    let compared = 0;
    for (const relation of RELATIONS) {
      for (const permission of PERMISSIONS) {
        const viewer: Viewer = { userId: viewerUser.id, relation, permission };
        const bySql = (await ctx.repos.trash.listFor(baby.id, viewer, null, 1_000))
          .map((m) => m.id)
          .sort((a, b) => a - b);
        const byPolicy = facts
          .filter((f) => trashPolicy.see(viewer, f))
          .map((f) => f.id)
          .sort((a, b) => a - b);
        expect(bySql, `${relation}/${permission}`).toEqual(byPolicy);
        // And what authorize() lets through one by one is what the list shows.
        for (const f of facts) {
          let allowed = true;
          try {
            authorize(viewer, 'trash.view', f);
          } catch {
            allowed = false;
          }
          expect(allowed).toBe(byPolicy.includes(f.id));
        }
        compared += facts.length;
      }
    }
    expect(compared).toBe(RELATIONS.length * PERMISSIONS.length * facts.length);
    expect(facts.length).toBe(30);
  });
});
