import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettingsReply } from '@sprout/shared';
import { PushSender } from '../../src/push/push-sender.js';
import { isPublicAddress } from '../../src/push/public-address.js';
import { nowSeconds } from '../../src/util/time.js';
import { makeFamily, PASSWORD } from '../helpers/family.js';
import { signIn } from '../helpers/http.js';
import { startPushService } from '../helpers/push-service.js';
import { makeTestEnv, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService();
  const env = await makeTestEnv();
  // The one setting that lets Sprout push to a service on loopback: tests only (README, ADR 0030).
  env.env.PUSH_ALLOW_LOOPBACK = 'on';
  server = await startServer(env);
});
afterAll(async () => {
  await server.close();
  await pushService.close();
});

const textMoment = (privacy: string, content: string) => ({
  type: 'text',
  content,
  taken_at_gmt: nowSeconds() - 60,
  privacy,
  service: 'text',
});

describe('Web Push', () => {
  it('reaches each device with words only, of what its member may see; a gone subscription is removed', async () => {
    const f = await makeFamily(server.ctx, {
      grandma: { relation: 'grandma', permission: 'can_view' },
      friend: { relation: 'friend', permission: 'can_view' },
    });
    const mom = await signIn(server.url, f.admin.email, PASSWORD);
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '', PASSWORD);
    const friend = await signIn(server.url, f.members.friend?.email ?? '', PASSWORD);
    const settings = await grandma.get<NotificationSettingsReply>('/notification_settings');
    expect(settings.body.push_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const phone = pushService.device();
    const tablet = pushService.device();
    const friendPhone = pushService.device();
    expect((await grandma.post('/push_subscriptions', phone)).status).toBe(201);
    expect((await grandma.post('/push_subscriptions', tablet)).status).toBe(201);
    expect((await friend.post('/push_subscriptions', friendPhone)).status).toBe(201);
    tablet.expire();

    for (const [privacy, words] of [
      ['family_and_relatives', 'first steps'],
      ['family_only', 'a secret for close family'],
      ['private', 'only mine'],
    ] as const)
      expect((await mom.post('/moments', { baby_id: f.baby.id, moment: textMoment(privacy, words) })).status).toBe(201);
    await mom.put('/moments/finish', { baby_ids: [f.baby.id], from: 'whoever' });
    await server.ctx.worker.drain();

    // What each phone shows, decrypted with its own keys (RFC 8291): words, counts of what they may see.
    expect(phone.received).toHaveLength(1);
    const shown = phone.received[0];
    expect(shown?.payload).toEqual({
      title: 'Mia',
      body: 'admin added 2 new moments',
      url: expect.stringMatching(/^\/timeline\/swiper\?event=\d+&moment=\d+&baby=\d+$/),
      tag: expect.stringMatching(/^n:\d+$/),
    });
    expect(shown?.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(JSON.stringify(phone.received)).not.toMatch(/secret|only mine|first steps|http|jpg/);
    expect(friendPhone.received[0]?.payload).toMatchObject({ body: 'admin added a new moment' });
    // The tablet's push service said 410 Gone: its subscription is removed.
    const left = await server.ctx.repos.pushSubscriptions.forUser(f.members.grandma?.id ?? 0);
    expect(left.map((s) => s.endpoint)).toEqual([phone.endpoint]);

    // A member who turned upload pushes off for this baby gets none.
    await grandma.put('/notification_settings', { babies: [{ baby_id: f.baby.id, push_uploads: false }] });
    await mom.post('/moments', { baby_id: f.baby.id, moment: textMoment('family_and_relatives', 'again') });
    await mom.put('/moments/finish', { baby_id: f.baby.id });
    await server.ctx.worker.drain();
    expect(phone.received).toHaveLength(1);
    expect(friendPhone.received.length).toBeGreaterThanOrEqual(1);
    // The device turns push off: its subscription goes.
    expect((await grandma.delete(`/push_subscriptions?endpoint=${encodeURIComponent(phone.endpoint)}`)).status).toBe(
      204,
    );
    expect(await server.ctx.repos.pushSubscriptions.forUser(f.members.grandma?.id ?? 0)).toEqual([]);
  });

  it('refuses endpoints that are not public HTTPS services, checked after DNS resolution', async () => {
    const sender = new PushSender({ publicKey: 'x', privateKey: 'y', subject: 'mailto:a@example.com' }, false);
    // None of these is ever contacted: each is refused before any connection is made.
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://10.1.2.3/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest',
      'https://[::ffff:10.0.0.1]/x',
      'https://push.example.com:8443/x',
    ])
      await expect(sender.check(endpoint), endpoint).rejects.toMatchObject({
        status: 422,
        code: 'push_endpoint_refused',
      });
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.20.1.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:192.168.0.1',
      '::ffff:a00:1',
    ])
      expect(isPublicAddress(address), address).toBe(false);

    // Over the API, without the loopback setting: the same refusal as a 422 with its message.
    const strict = await startServer();
    try {
      const f = await makeFamily(strict.ctx);
      const mom = await signIn(strict.url, f.admin.email, PASSWORD);
      const reply = await mom.post<{ error: { code: string; message: string } }>(
        '/push_subscriptions',
        pushService.device(),
      );
      expect(reply.status).toBe(422);
      expect(reply.body.error.code).toBe('push_endpoint_refused');
      expect(reply.body.error.message).toMatch(/public HTTPS/);
    } finally {
      await strict.close();
    }
  });
});
