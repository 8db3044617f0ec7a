import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission, Privacy, Relation } from '@sprout/shared';
import type { User } from '../../src/db/schema.js';
import { signIn } from '../helpers/http.js';
import { makeUser, PASSWORD } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { fixture, uploadPicture } from '../helpers/upload.js';
import { seedMoment } from '../helpers/seed.js';
import { CAST, PRIVACIES, ROLES, ROUTES, renderMatrix, type Fresh, type Role } from './permission-matrix.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

interface World {
  babyId: number;
  tokens: Record<Role, string | null>;
  posts: Record<Privacy, { moment: number; event: number }>;
  spareUserId: number;
  tagId: number;
  users: { admin: User; author: User; canView: User; canUpload: User };
  /** One picture per privacy that the author moved to the trash. */
  trashed: Record<Privacy, number>;
  /** A height on each post. */
  tagAttrs: Record<Privacy, number>;
  /** One of the can_view member's notifications. */
  notificationId: number;
}

/** One family with every role, and one post per privacy level by the author. */
async function makeWorld(): Promise<World> {
  const { ctx } = server;
  const admin = await makeUser(ctx, 'manage');
  const baby = await ctx.services.babies.create(admin, {
    name: 'Mia',
    birthday: '2025-09-01',
    gender: 'girl',
    relation: CAST.can_manage.relation as Relation,
  });
  const users: Partial<Record<Role, { id: number; email: string }>> = { can_manage: admin };
  for (const role of ['can_view', 'can_upload', 'author'] as const) {
    const user = await makeUser(ctx, role);
    await ctx.services.family.addByEmail(
      baby.id,
      user.email,
      CAST[role].relation as Relation,
      CAST[role].permission as Permission,
    );
    users[role] = user;
  }
  const spare = await makeUser(ctx, 'spare');
  await ctx.services.family.addByEmail(baby.id, spare.email, 'family', 'can_view');
  const stranger = await makeUser(ctx, 'stranger');
  const support = await makeUser(ctx, 'support');
  await ctx.repos.users.setSupport(support.email, true, Math.floor(Date.now() / 1000));

  const tokens = { anonymous: null } as Record<Role, string | null>;
  for (const role of ROLES) {
    if (role === 'anonymous') continue;
    const user = role === 'stranger' ? stranger : role === 'support' ? support : users[role];
    tokens[role] = (await signIn(server.url, user?.email ?? '', PASSWORD)).token;
  }
  const author = await signIn(server.url, users.author?.email ?? '');
  const posts = {} as Record<Privacy, { moment: number; event: number }>;
  // Each post on a day of its own: one person's uploads of one day share an event (ADR 0021), and each privacy needs its own.
  const dayOf = (n: number) => ({ taken_at_gmt: Date.UTC(2025, 9, 1 + n, 12) / 1000, time_zone_offset: 0 });
  for (const [n, privacy] of PRIVACIES.entries()) {
    const extra = privacy === 'custom' ? { visible_for_ids: [users.author?.id, users.can_view?.id] } : {};
    const reply = await uploadPicture(author, baby.id, fixture('photo-exif-gps.jpg'), {
      privacy,
      ...extra,
      ...dayOf(n),
    });
    if (reply.status !== 201) throw new Error(`post ${privacy}: ${reply.status}`);
    await author.put('/moments/finish', { baby_id: baby.id });
    const { moment, event_id } = reply.body as { moment: { id: number }; event_id: number };
    posts[privacy] = { moment: moment.id, event: event_id };
  }
  const trashed = {} as Record<Privacy, number>;
  for (const [n, privacy] of PRIVACIES.entries()) {
    const extra = privacy === 'custom' ? { visible_for_ids: [users.author?.id, users.can_view?.id] } : {};
    const reply = await uploadPicture(author, baby.id, fixture('photo-exif-gps.jpg'), {
      privacy,
      ...extra,
      ...dayOf(10 + n),
    });
    if (reply.status !== 201) throw new Error(`trashed post ${privacy}: ${reply.status}`);
    await author.put('/moments/finish', { baby_id: baby.id });
    trashed[privacy] = (reply.body as { moment: { id: number } }).moment.id;
  }
  // Renditions for the media rows, and the baby's pictures for its media rows.
  await ctx.worker.drain();
  const picture = fixture('photo-exif-gps.jpg');
  const copy = (name: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'matrix-')), name);
    fs.writeFileSync(file, picture);
    return file;
  };
  await ctx.services.babyProfile.update(ctx.actorFor(admin), baby.id, {
    profile_picture: copy('profile'),
    background: copy('background'),
  });
  const found = (role: 'author' | 'can_view' | 'can_upload') => users[role] as User;
  const tag = await ctx.services.tags.tagMoments(ctx.actorFor(found('author')), {
    baby_id: baby.id,
    moments: PRIVACIES.map((privacy) => ({
      moment_id: posts[privacy].moment,
      tagging_record: [{ tag_name: 'Matrix' }],
    })),
  });
  const tagId = tag.tagging_records[0]?.tag_id ?? 0;
  const tagAttrs = {} as Record<Privacy, number>;
  for (const privacy of PRIVACIES) {
    const attr = await ctx.services.tagAttrs.create(
      ctx.actorFor(found('author')),
      { baby_id: baby.id, moment_id: posts[privacy].moment, tag_flag: 'height', value: 60, measured_on: '2025-11-01' },
      'en',
    );
    tagAttrs[privacy] = attr.id;
  }
  await ctx.services.account.update(found('author'), { profilePicture: copy('author-profile') });
  for (const id of Object.values(trashed)) await ctx.services.moments.remove(ctx.actorFor(found('author')), id);
  const notices = await ctx.services.notifications.list(ctx.actorFor(found('can_view')), undefined);
  const notificationId = notices.list[0]?.id ?? 0;
  if (!notificationId) throw new Error('the can_view member has no notification');
  return {
    notificationId,
    babyId: baby.id,
    tokens,
    posts,
    spareUserId: spare.id,
    trashed,
    tagAttrs,
    tagId,
    users: { admin, author: found('author'), canView: found('can_view'), canUpload: found('can_upload') },
  };
}

/** A new thing for a destructive route to act on: a post by the author, their comment on the post, or the Admin's invitation. */
async function makeFresh(kind: Fresh, privacy: Privacy, eventId: number, unique: string): Promise<number> {
  if (kind === 'tagging_record') {
    const tagged = await server.ctx.services.tags.tagMoments(server.ctx.actorFor(world.users.author), {
      baby_id: world.babyId,
      moments: [{ moment_id: world.posts[privacy].moment, tagging_record: [{ tag_id: world.tagId }] }],
    });
    return tagged.tagging_records[0]?.id ?? 0;
  }
  const { ctx } = server;
  const { admin, author, canView } = world.users;
  if (kind === 'tag_attr') {
    const visibleFor = privacy === 'custom' ? [author.id, canView.id] : [];
    const { moment } = await seedMoment(ctx, author, world.babyId, 1_760_000_000, privacy, { visibleFor });
    return (
      await ctx.services.tagAttrs.create(
        ctx.actorFor(author),
        { baby_id: world.babyId, moment_id: moment.id, tag_flag: 'weight', value: 5, measured_on: '2025-11-01' },
        'en',
      )
    ).id;
  }
  if (kind === 'moment') {
    const visibleFor = privacy === 'custom' ? [author.id, canView.id] : [];
    return (await seedMoment(ctx, author, world.babyId, 1_760_000_000, privacy, { visibleFor })).moment.id;
  }
  if (kind === 'trashed' || kind === 'trashed_by_upload') {
    const visibleFor = privacy === 'custom' ? [author.id, canView.id] : [];
    const { moment } = await seedMoment(ctx, author, world.babyId, 1_760_000_000, privacy, { visibleFor });
    const deleter =
      kind === 'trashed_by_upload' && privacy !== 'private' && privacy !== 'custom' ? world.users.canUpload : author;
    await ctx.services.moments.remove(ctx.actorFor(deleter), moment.id);
    return moment.id;
  }
  if (kind === 'diary') {
    const visibleFor = privacy === 'custom' ? [author.id, canView.id] : [];
    const entry = await ctx.services.diary.create(ctx.actorFor(author), {
      baby_id: world.babyId,
      content: 'A diary entry',
      privacy,
      ...(privacy === 'custom' ? { visible_for_ids: visibleFor } : {}),
    });
    return entry.id;
  }
  if (kind === 'comment')
    return (await ctx.services.comments.add(ctx.actorFor(author), 'event', eventId, 'to delete')).id;
  // One fresh invitation per role and cell: more mails than an Admin may send an hour, which is not what this row asks.
  await ctx.repos.throttle.clear(`mail:user:${admin.id}`);
  await ctx.repos.throttle.clear(`mail:baby:${world.babyId}`);
  const invitation = await ctx.services.invitations.invite(
    ctx.actorFor(admin),
    { email: `pending-${unique}@example.com`, babies: [{ id: world.babyId }] },
    'en',
    server.url,
  );
  return invitation.id;
}

let world: World;
let counter = 0;

async function call(
  route: (typeof ROUTES)[number],
  role: Role,
  privacy: Privacy,
): Promise<{ status: number; listed?: boolean }> {
  counter += 1;
  const unique = `${counter}${Date.now() % 100000}`;
  const freshId = route.fresh ? await makeFresh(route.fresh, privacy, world.posts[privacy].event, unique) : 0;
  const ids = {
    babyId: world.babyId,
    momentId: world.posts[privacy].moment,
    eventId: world.posts[privacy].event,
    spareUserId: world.spareUserId,
    unique,
    freshId,
    trashedId: world.trashed[privacy],
    tagId: world.tagId,
    authorId: world.users.author.id,
    tagAttrId: world.tagAttrs[privacy],
    postDate: new Date(Date.UTC(2025, 9, 1 + PRIVACIES.indexOf(privacy), 12)).toISOString().slice(0, 10),
    notificationId: world.notificationId,
  };
  const headers: Record<string, string> = {};
  const token = world.tokens[role];
  if (token) headers['x-token'] = token;
  let body: BodyInit | undefined;
  if (route.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(route.json(ids));
  } else if (route.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(route.form(ids))) form.append(k, v);
    body = form;
  }
  const res = await fetch(server.url + route.path(ids), { method: route.method, headers, ...(body ? { body } : {}) });
  const text = await res.text();
  if (route.lists && res.status === 200) return { status: res.status, listed: route.lists(JSON.parse(text), ids) };
  return { status: res.status };
}

describe('the authorization matrix', () => {
  // Eight uploads through tus, their derivatives and the notices of each finish: on PostgreSQL on a
  // busy machine, more than the default minute.
  beforeAll(async () => {
    world = await makeWorld();
  }, 180_000);

  for (const route of ROUTES) {
    for (const privacy of route.perPost ? PRIVACIES : [PRIVACIES[0] as Privacy]) {
      it(`${route.name}${route.perPost ? ` [${privacy}]` : ''}`, async () => {
        const got: Record<string, string> = {};
        const want: Record<string, string> = {};
        for (const role of ROLES) {
          const expected = route.expect(role, privacy);
          const result = await call(route, role, privacy);
          // A list answers 200 either way; "404" there means the post is left out.
          const outcome =
            result.listed === undefined
              ? result.status < 300
                ? 'allow'
                : String(result.status)
              : result.listed
                ? 'allow'
                : '404';
          got[role] = outcome;
          want[role] = String(expected);
        }
        expect(got).toEqual(want);
      });
    }
  }
});

describe('docs/PERMISSIONS.md', () => {
  it('holds the matrix this test runs', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/PERMISSIONS.md'), 'utf8');
    expect(doc).toContain(renderMatrix());
  });
});
