import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsReply, UnreadCountReply } from '@sprout/shared';
import { nowSeconds } from '../../src/util/time.js';
import { makeFamily } from '../helpers/family.js';
import { Client, signIn } from '../helpers/http.js';
import { makeTestEnv, startServer, type TestEnv, type TestServer } from '../helpers/server.js';

/**
 * Two server processes' worth of Sprout on one PostgreSQL schema: each keeps
 * sessions and memberships in memory (ADR 0009), and a revocation made
 * through one must reach the other through the database's change
 * notifications. Polls wait for delivery; nothing here is timed.
 */
describe('several server instances on one PostgreSQL database', () => {
  let env: TestEnv;
  let a: TestServer;
  let b: TestServer;
  /** Per-request lookups B sent to the database, by statement name. */
  const lookups = new Map<string, number>();

  beforeAll(async () => {
    env = await makeTestEnv();
    a = await startServer(env);
    b = await startServer(env);
    const first = b.ctx.db.first.bind(b.ctx.db);
    b.ctx.db.first = (name, text, params) => {
      lookups.set(name, (lookups.get(name) ?? 0) + 1);
      return first(name, text, params);
    };
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await env?.cleanup();
  });

  /** Status of a GET on B, and whether B had to read the session or the membership to answer it. */
  async function onB(client: Client, path: string): Promise<{ status: number; fromMemory: boolean }> {
    lookups.clear();
    const { status } = await client.get(path);
    return { status, fromMemory: !lookups.get('session_live') && !lookups.get('membership_version') };
  }

  it('ends a session on every instance when it signs out on one', async () => {
    const { admin, baby } = await makeFamily(a.ctx);
    const viaA = await signIn(a.url, admin.email);
    const viaB = new Client(b.url, viaA.token);
    const timeline = `/events?baby_id=${baby.id}`;
    // B listens, then answers from memory: no session or membership read.
    await expect
      .poll(() => onB(viaB, timeline), { timeout: 15_000, interval: 200 })
      .toEqual({ status: 200, fromMemory: true });

    expect((await viaA.delete('/users/sign_out.json')).status).toBe(204);
    expect((await viaA.get(timeline)).status).toBe(401);
    await expect.poll(async () => (await viaB.get(timeline)).status, { timeout: 15_000, interval: 50 }).toBe(401);
  });

  it("ends a member's access on every instance when one removes them from the family", async () => {
    const { admin, baby, members } = await makeFamily(a.ctx, {
      grandma: { relation: 'grandma', permission: 'can_view' },
    });
    const grandma = members.grandma!;
    const viaB = await signIn(b.url, grandma.email);
    const timeline = `/events?baby_id=${baby.id}`;
    await expect
      .poll(() => onB(viaB, timeline), { timeout: 15_000, interval: 200 })
      .toEqual({ status: 200, fromMemory: true });

    await a.ctx.services.family.remove(a.ctx.actorFor(admin), baby.id, grandma.id);
    await expect.poll(async () => (await viaB.get(timeline)).status, { timeout: 15_000, interval: 50 }).toBe(404);
    expect((await viaB.get(`/navigations.json?baby_id=${baby.id}`)).status).toBe(404);
  });

  it('listens again after losing its connection, trusting nothing it read before', async () => {
    const { admin, baby } = await makeFamily(a.ctx);
    const viaB = await signIn(b.url, admin.email);
    const timeline = `/events?baby_id=${baby.id}`;
    await expect
      .poll(() => onB(viaB, timeline), { timeout: 15_000, interval: 200 })
      .toEqual({ status: 200, fromMemory: true });
    const before = b.ctx.db.externalVersion();

    // Cut the listening connections of this schema, as a database restart or a network fault would.
    const other = new pg.Client({ connectionString: env.env.DATABASE_URL });
    await other.connect();
    const schema = (await other.query<{ s: string }>('select current_schema() as s')).rows[0]!.s;
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query = $1`,
      [`listen "sprout_changes_${schema}"`],
    );
    await other.end();
    expect((await viaB.get(timeline)).status).toBe(200);

    // Listening again under a new version, so nothing read while deaf is trusted.
    await expect.poll(() => b.ctx.db.externalVersion(), { timeout: 15_000, interval: 100 }).not.toBeNull();
    expect(b.ctx.db.externalVersion()).not.toBe(before);
    await expect
      .poll(() => onB(viaB, timeline), { timeout: 15_000, interval: 200 })
      .toEqual({ status: 200, fromMemory: true });
  });

  it("shows on B's bell at once what a member did through A: the bell's versions are in the database", async () => {
    const { admin, baby, members } = await makeFamily(a.ctx, {
      grandma: { relation: 'grandma', permission: 'can_view' },
    });
    const viaA = await signIn(a.url, members.grandma!.email);
    const viaB = new Client(b.url, (await signIn(b.url, admin.email)).token);
    const bell = async () =>
      (await viaB.get<NotificationsReply>('/notifications')).body.list.filter((n) => n.kind === 'like');
    const { moment } = await a.ctx.services.moments.create(a.ctx.actorFor(admin), {
      baby_id: baby.id,
      moment: {
        type: 'text',
        content: 'First steps',
        taken_at_gmt: nowSeconds() - 60,
        privacy: 'family_and_relatives',
      },
    });
    expect(await bell()).toEqual([]);
    expect((await viaA.post(`/moments/${moment.id}/likes`, {})).status).toBeLessThan(300);
    // No poll: B reads the bell version from PostgreSQL, so its cached answer is already stale.
    expect(await bell()).toHaveLength(1);
    expect((await viaB.put('/notifications/read_all', {})).status).toBe(204);
    expect((await viaA.get<UnreadCountReply>('/notifications/unread_count')).body.unread_count).toBe(0);
  });
});
