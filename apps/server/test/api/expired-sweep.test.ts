import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_KEPT_SECONDS, THROTTLE_KEPT_SECONDS } from '../../src/jobs/handlers/expired-sweep.js';
import { hashToken } from '../../src/util/tokens.js';
import { nowSeconds } from '../../src/util/time.js';
import { makeFamily, type Family } from '../helpers/family.js';
import { signIn } from '../helpers/http.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const DAY = 86_400;
const name = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

/** Runs the recurring sweep now, the way the worker runs it (queued at start, then due). */
async function runSweep(): Promise<void> {
  const { ctx } = server;
  ctx.worker.start();
  await ctx.worker.stop();
  await ctx.db.kysely
    .updateTable('jobs')
    .set({ run_at: 0 })
    .where('kind', '=', 'expired.sweep')
    .where('status', '=', 'queued')
    .execute();
  await ctx.worker.drain();
}

/** One row per short-lived table that ended `endedAgo` seconds ago; answers each row's key. */
async function credentialsEnded(f: Family, endedAgo: number) {
  const db = server.ctx.db.kysely;
  const now = nowSeconds();
  const at = now - endedAgo;
  const keys = {
    token: hashToken(name('reset')),
    upload: hashToken(name('upload')),
    puzzle: name('puzzle'),
    qr: hashToken(name('qr')),
    flow: hashToken(name('flow')),
    registration: hashToken(name('reg')),
  };
  await db
    .insertInto('user_tokens')
    .values({ user_id: f.admin.id, purpose: 'reset', token_hash: keys.token, expires_at: at, created_at: at - 3600 })
    .execute();
  await db
    .insertInto('upload_tokens')
    .values({ token_hash: keys.upload, user_id: f.admin.id, baby_id: f.baby.id, expires_at: at, created_at: at - 3600 })
    .execute();
  await db
    .insertInto('sign_in_challenges')
    .values({ id: keys.puzzle, answer: 120, expires_at: at, created_at: at - 300 })
    .execute();
  await db
    .insertInto('qr_logins')
    .values({ key_hash: keys.qr, expires_at: at, browser: 'Firefox', address: '127.0.0.1', created_at: at - 120 })
    .execute();
  await db
    .insertInto('oidc_flows')
    .values({
      id_hash: keys.flow,
      provider: 'google',
      code_verifier: 'v',
      state: 's',
      nonce: 'n',
      expires_at: at,
      created_at: at - 600,
    })
    .execute();
  await db
    .insertInto('auth_registrations')
    .values({
      token_hash: keys.registration,
      provider: 'google',
      subject: name('sub'),
      email: null,
      email_verified: 0,
      name: null,
      expires_at: at,
      created_at: at - 600,
    })
    .execute();
  return keys;
}

async function remaining(keys: Awaited<ReturnType<typeof credentialsEnded>>) {
  const db = server.ctx.db.kysely;
  const has = (rows: unknown[]) => rows.length === 1;
  return {
    token: has(await db.selectFrom('user_tokens').select('id').where('token_hash', '=', keys.token).execute()),
    upload: has(await db.selectFrom('upload_tokens').select('id').where('token_hash', '=', keys.upload).execute()),
    puzzle: has(await db.selectFrom('sign_in_challenges').select('id').where('id', '=', keys.puzzle).execute()),
    qr: has(await db.selectFrom('qr_logins').select('key_hash').where('key_hash', '=', keys.qr).execute()),
    flow: has(await db.selectFrom('oidc_flows').select('id_hash').where('id_hash', '=', keys.flow).execute()),
    registration: has(
      await db
        .selectFrom('auth_registrations')
        .select('token_hash')
        .where('token_hash', '=', keys.registration)
        .execute(),
    ),
  };
}

describe('the sweep of ended credentials', () => {
  it('deletes sessions, links, puzzles, QR codes and counters that ended a week ago, and keeps what can still be used', async () => {
    const { ctx } = server;
    const db = ctx.db.kysely;
    const f = await makeFamily(ctx);
    const live = await signIn(server.url, f.admin.email);
    const expired = await signIn(server.url, f.admin.email);
    const revoked = await signIn(server.url, f.admin.email);
    const justSignedOut = await signIn(server.url, f.admin.email);
    const sessionOf = async (token: string | null) =>
      (
        await db
          .selectFrom('sessions')
          .selectAll()
          .where('token_hash', '=', hashToken(token ?? ''))
          .executeTakeFirstOrThrow()
      ).id;
    const liveId = await sessionOf(live.token);
    const expiredId = await sessionOf(expired.token);
    const revokedId = await sessionOf(revoked.token);
    const signedOutId = await sessionOf(justSignedOut.token);
    const longAgo = nowSeconds() - ENDED_KEPT_SECONDS - DAY;
    await db.updateTable('sessions').set({ expires_at: longAgo }).where('id', '=', expiredId).execute();
    await db.updateTable('sessions').set({ revoked_at: longAgo }).where('id', '=', revokedId).execute();
    expect((await justSignedOut.delete('/users/sign_out.json')).status).toBe(204);

    const old = await credentialsEnded(f, ENDED_KEPT_SECONDS + DAY);
    const recent = await credentialsEnded(f, DAY);
    const counter = (key: string, windowStart: number) =>
      db.insertInto('throttles').values({ key, window_start: windowStart, count: 3 }).execute();
    const [staleCounter, freshCounter] = [name('signin:addr'), name('signin:addr')];
    await counter(staleCounter, nowSeconds() - THROTTLE_KEPT_SECONDS - 60);
    await counter(freshCounter, nowSeconds() - 60);

    await runSweep();

    const sessions = (
      await db
        .selectFrom('sessions')
        .select('id')
        .where('id', 'in', [liveId, expiredId, revokedId, signedOutId])
        .execute()
    ).map((r) => r.id);
    expect(sessions.sort()).toEqual([liveId, signedOutId].sort());
    expect((await live.get('/user')).status).toBe(200);
    expect(await remaining(old)).toEqual({
      token: false,
      upload: false,
      puzzle: false,
      qr: false,
      flow: false,
      registration: false,
    });
    expect(await remaining(recent)).toEqual({
      token: true,
      upload: true,
      puzzle: true,
      qr: true,
      flow: true,
      registration: true,
    });
    const counters = (
      await db.selectFrom('throttles').select('key').where('key', 'in', [staleCounter, freshCounter]).execute()
    ).map((r) => r.key);
    expect(counters).toEqual([freshCounter]);
  });

  it('lets notifications older than NOTIFICATION_KEEP_DAYS leave the bell, and keeps newer ones', async () => {
    const { ctx } = server;
    const db = ctx.db.kysely;
    const f = await makeFamily(ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const grandma = f.members.grandma!;
    const now = nowSeconds();
    const notice = (updatedAt: number) =>
      ctx.repos.notifications.insert({
        user_id: grandma.id,
        baby_id: f.baby.id,
        kind: 'member',
        actor_id: f.admin.id,
        event_id: null,
        target_type: null,
        target_id: null,
        count: 1,
        created_at: updatedAt,
        updated_at: updatedAt,
        read_at: null,
      });
    const old = await notice(now - ctx.config.notify.keepDays * DAY - 60);
    const recent = await notice(now - DAY);
    const client = await signIn(server.url, grandma.email);
    const unread = async () =>
      (await client.get<{ unread_count: number }>('/notifications/unread_count')).body.unread_count;
    expect(await unread()).toBe(2);

    await runSweep();

    const kept = (await db.selectFrom('notifications').select('id').where('user_id', '=', grandma.id).execute()).map(
      (r) => r.id,
    );
    expect(kept).toEqual([recent.id]);
    expect(kept).not.toContain(old.id);
    // Her cached count moved with it.
    expect(await unread()).toBe(1);
  });

  it('runs as a job: queued by a starting worker, and queued again a day after each run', async () => {
    const { ctx } = server;
    await runSweep();
    const sweeps = await ctx.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'expired.sweep')
      .orderBy('id')
      .execute();
    const next = sweeps.at(-1);
    expect(next).toMatchObject({ status: 'queued', dedupe_key: 'every:expired.sweep' });
    expect(next?.run_at).toBeGreaterThanOrEqual(nowSeconds() + DAY - 60);
    expect(sweeps.filter((job) => job.status === 'done').length).toBeGreaterThanOrEqual(1);
  });
});
