import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfoReply } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { acceptFromOutbox } from '../helpers/invitations.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /family_relations/user_info?with_family_invitation=1', () => {
  it("shows the invitation's email address only to Admins and to the member", async () => {
    const f = await makeFamily(server.ctx, {
      viewer: { relation: 'grandma', permission: 'can_view' },
      uploader: { relation: 'grandpa', permission: 'can_upload' },
    });
    const admin = await signIn(server.url, f.admin.email);
    const aunt = await makeUser(server.ctx, 'aunt');
    expect(
      (
        await admin.post('/family_invitations', {
          email: aunt.email,
          relation: 'sister',
          permission: 'can_view',
          babies: [{ id: f.baby.id }],
        })
      ).status,
    ).toBe(201);
    const auntClient = await signIn(server.url, aunt.email);
    await acceptFromOutbox(server, auntClient, aunt.email);
    const path = `/family_relations/user_info?user_id=${aunt.id}&baby_id=${f.baby.id}&with_family_invitation=1`;

    const asAdmin = await admin.get<UserInfoReply>(path);
    expect(asAdmin.body.family_invitation?.email).toBe(aunt.email);
    const asSelf = await auntClient.get<UserInfoReply>(path);
    expect(asSelf.body.family_invitation?.email).toBe(aunt.email);

    for (const label of ['viewer', 'uploader']) {
      const member = await signIn(server.url, f.members[label]?.email ?? '');
      const reply = await member.get<UserInfoReply>(path);
      expect(reply.status).toBe(200);
      expect(reply.body.user.email, label).toBeNull();
      expect(reply.body.family_invitation, label).not.toBeNull();
      expect(reply.body.family_invitation?.email, label).toBeNull();
      expect(JSON.stringify(reply.body), label).not.toContain(aunt.email);
    }
  });
});
