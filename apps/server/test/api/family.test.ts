import { RELATIONS } from '@sprout/shared';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EventsReply,
  FamilyMembersReply,
  FamilyRelationsReply,
  InvitationReply,
  UploadTokenReply,
} from '@sprout/shared';
import { Client, signIn } from '../helpers/http.js';
import { makeFamily, makeUser, PASSWORD, uniqueEmail } from '../helpers/family.js';
import { linkToken } from '../helpers/invitations.js';
import { serverWithSmtp } from '../helpers/mail-server.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { mailSubject, mailText } from '../helpers/smtp.js';
import { fixture, uploadPicture } from '../helpers/upload.js';

const mailed = serverWithSmtp();
let server: TestServer;
beforeAll(() => {
  server = mailed.server;
});

const mailsTo = async (email: string) => {
  await server.ctx.worker.drain();
  return mailed.mails.filter((m) => m.to.includes(email));
};

describe('invitations by email', () => {
  it("lets an existing account join only through the mailed link, in the inviter's locale, once", async () => {
    const f = await makeFamily(server.ctx);
    const grandpa = await makeUser(server.ctx, 'grandpa');
    const admin = await signIn(server.url, f.admin.email, PASSWORD, 'de');
    const invited = await admin.post<InvitationReply>('/family_invitations', {
      email: grandpa.email.toUpperCase(),
      relation: 'grandpa',
      permission: 'can_view',
      babies: [{ id: f.baby.id }],
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      family: false,
      invitee_id: null,
      babies: [{ id: f.baby.id, relation: 'grandpa', permission: 'can_view' }],
    });

    // Having an account with the address is not enough: the album stays closed until the link is followed.
    const grandpaClient = await signIn(server.url, grandpa.email);
    expect((await grandpaClient.get(`/events?baby_id=${f.baby.id}`)).status).toBe(404);
    const [mail] = await mailsTo(grandpa.email);
    expect(mailSubject(mail?.raw ?? '')).toBe('Sie sind zu einem Familienalbum auf Sprout eingeladen');
    expect(mailText(mail?.raw ?? '')).toContain('als Opa (Nur ansehen)');
    const token = linkToken(mail?.raw ?? '');
    expect(token).not.toBe('');

    const preview = await new Client(server.url).request<{
      email: string;
      babies: Array<{ id: number }>;
      account_exists: boolean;
    }>('GET', `/family_invitations/by_token/${token}`);
    expect(preview.body).toMatchObject({ email: grandpa.email, babies: [{ id: f.baby.id }], account_exists: true });
    expect((await grandpaClient.post('/family_invitations/accept', { token })).status).toBe(200);
    const theirs = await grandpaClient.get<FamilyRelationsReply>('/family_relations');
    expect(theirs.body.user.timeline_family_ids).toEqual([f.baby.id]);
    // The link works once.
    const again = await grandpaClient.post<{ error: { code: string } }>('/family_invitations/accept', { token });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('invitation_invalid');
  });

  it('invites an unknown address by mail; the account is made from the link, and only there', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const email = uniqueEmail('newcomer');
    const invited = await admin.post<InvitationReply>('/family_invitations', {
      email,
      relation: 'grandma',
      permission: 'can_upload',
      babies: [{ id: f.baby.id }],
    });
    expect(invited.status).toBe(201);
    expect(invited.body.family).toBe(false);
    const [mail] = await mailsTo(email);
    expect(mailSubject(mail?.raw ?? '')).toBe('You are invited to a family album on Sprout');
    const token = linkToken(mail?.raw ?? '');

    const pending = await admin.get<FamilyMembersReply>(`/family_relations?user_id=${f.baby.id}`);
    expect(pending.body.invitations.map((i) => i.email)).toEqual([email]);

    const created = await new Client(server.url).request<{ auth_token: string }>(
      'POST',
      '/family_invitations/accept_new',
      { json: { token, name: 'Nana', password: 'abcdefg1' } },
    );
    expect(created.status).toBe(201);
    const newcomer = await signIn(server.url, email, 'abcdefg1');
    const relations = await newcomer.get<FamilyRelationsReply>('/family_relations');
    expect(relations.body.list[0]).toMatchObject({
      relation: 'grandma',
      permission: 'can_upload',
      with_user: { id: f.baby.id },
    });
    expect(
      (await admin.get<FamilyMembersReply>(`/family_relations?user_id=${f.baby.id}`)).body.invitations,
    ).toHaveLength(0);
    expect((await server.ctx.repos.users.findByEmail(email))?.email_verified_at).not.toBeNull();
  });

  it('never lets a pending invitation be taken by registering its address, by another account, or after it expires', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const email = uniqueEmail('target');
    await admin.post<InvitationReply>('/family_invitations', {
      email,
      relation: 'mom',
      permission: 'can_manage',
      babies: [{ id: f.baby.id }],
    });
    const [mail] = await mailsTo(email);
    const token = linkToken(mail?.raw ?? '');

    // An attacker registers the invited address through the API: nothing opens.
    const squat = await new Client(server.url).request('POST', '/users', { form: { email, password: 'abcdefg1' } });
    expect(squat.status).toBe(201);
    const squatter = await signIn(server.url, email, 'abcdefg1');
    expect((await squatter.get(`/events?baby_id=${f.baby.id}`)).status).toBe(404);
    expect((await squatter.get<FamilyRelationsReply>('/family_relations')).body.list).toHaveLength(0);

    // Another account holding the link cannot use it.
    const other = await signIn(server.url, (await makeUser(server.ctx, 'other')).email);
    const wrong = await other.post<{ error: { code: string; message: string } }>('/family_invitations/accept', {
      token,
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('invitation_other_account');
    expect(wrong.body.error.message).toContain(email);
    expect((await other.get(`/events?baby_id=${f.baby.id}`)).status).toBe(404);

    // A link past its 14 days is refused, and a made-up one is unknown.
    await server.ctx.db.kysely
      .updateTable('family_invitations')
      .set({ expires_at: 1 })
      .where('email', '=', email)
      .execute();
    const expired = await squatter.post<{ error: { code: string } }>('/family_invitations/accept', { token });
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('invitation_expired');
    expect((await squatter.post('/family_invitations/accept', { token: 'x'.repeat(40) })).status).toBe(404);
    expect((await squatter.get(`/events?baby_id=${f.baby.id}`)).status).toBe(404);
  });

  it('lets only Admins invite, never above their own permission, and refuses a member twice', async () => {
    const f = await makeFamily(server.ctx, { uncle: { relation: 'brother', permission: 'can_upload' } });
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    const denied = await uncle.post<{ error: { message: string } }>('/family_invitations', {
      email: uniqueEmail('x'),
      relation: 'friend',
      permission: 'can_view',
      babies: [{ id: f.baby.id }],
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe("You don't have permission to do this.");
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect(
      (await stranger.post('/family_invitations', { email: uniqueEmail('x'), babies: [{ id: f.baby.id }] })).status,
    ).toBe(404);
    const admin = await signIn(server.url, f.admin.email);
    const twice = await admin.post<{ error: { code: string } }>('/family_invitations', {
      email: f.members.uncle?.email,
      babies: [{ id: f.baby.id }],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_member');
    expect(
      (await admin.post('/family_invitations', { email: 'not-an-email', babies: [{ id: f.baby.id }] })).status,
    ).toBe(422);
    expect((await admin.post('/family_invitations', { email: uniqueEmail('x'), babies: [] })).status).toBe(400);
  });

  it('changes the address of a pending invitation and sends it again; cancelling removes it', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const first = uniqueEmail('typo');
    const second = uniqueEmail('fixed');
    const invited = await admin.post<InvitationReply>('/family_invitations', {
      email: first,
      babies: [{ id: f.baby.id, relation: 'friend', permission: 'can_view' }],
    });
    const edited = await admin.post<InvitationReply>('/family_relations/mailbox_edit', {
      id: invited.body.id,
      email: second,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.email).toBe(second);
    expect(await mailsTo(second)).toHaveLength(1);
    expect((await admin.delete(`/family_invitations/${invited.body.id}`)).status).toBe(204);
    expect(
      (await admin.get<FamilyMembersReply>(`/family_relations?user_id=${f.baby.id}`)).body.invitations,
    ).toHaveLength(0);
    // The account made later finds nothing waiting.
    await new Client(server.url).request('POST', '/users', { form: { email: second, password: 'abcdefg1' } });
    expect(
      (await (await signIn(server.url, second, 'abcdefg1')).get<FamilyRelationsReply>('/family_relations')).body.list,
    ).toHaveLength(0);
  });
});

describe('family members', () => {
  it('lists members with relation and permission; emails only for Admins', async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const admin = await signIn(server.url, f.admin.email);
    const list = await admin.get<FamilyMembersReply>(`/family_relations?user_id=${f.baby.id}`);
    expect(list.body.list.map((m) => [m.relation, m.permission])).toEqual([
      ['mom', 'can_manage'],
      ['grandma', 'can_view'],
    ]);
    expect(list.body.list[1]?.user.email).toBe(f.members.grandma?.email);
    expect(list.body.list[0]?.abilities).toEqual({
      edit: true,
      remove: false,
      last_admin: true,
      relations: [...RELATIONS],
      permissions: ['can_manage'],
    }); // the last Admin stays
    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    const seen = await grandma.get<FamilyMembersReply>(`/family_relations?user_id=${f.baby.id}`);
    expect(seen.body.list[0]?.user.email).toBeNull();
    expect(seen.body.invitations).toEqual([]);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect((await stranger.get(`/family_relations?user_id=${f.baby.id}`)).status).toBe(404);
  });

  it("changes a member's permission, keeping the last Admin and never granting above one's own", async () => {
    const f = await makeFamily(server.ctx, { grandma: { relation: 'grandma', permission: 'can_view' } });
    const admin = await signIn(server.url, f.admin.email);
    const grandmaId = f.members.grandma?.id;
    const promoted = await admin.post('/family_relations', {
      baby_id: f.baby.id,
      user_id: grandmaId,
      permission: 'can_upload',
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ permission: 'can_upload' });
    const demoteSelf = await admin.post<{ error: { code: string } }>('/family_relations', {
      baby_id: f.baby.id,
      user_id: f.admin.id,
      permission: 'can_view',
    });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.error.code).toBe('last_admin');

    const grandma = await signIn(server.url, f.members.grandma?.email ?? '');
    expect(
      (await grandma.post('/family_relations', { baby_id: f.baby.id, user_id: grandmaId, permission: 'can_manage' }))
        .status,
    ).toBe(403);
    const relabel = await grandma.post('/family_relations', {
      baby_id: f.baby.id,
      user_id: grandmaId,
      relation: 'custom',
      relation_name: 'Nana',
    });
    expect(relabel.status).toBe(200);
    expect(relabel.body).toMatchObject({ relation: 'custom', relation_name: 'Nana', permission: 'can_upload' });

    // With a second Admin the first may step down.
    await admin.post('/family_relations', { baby_id: f.baby.id, user_id: grandmaId, permission: 'can_manage' });
    expect(
      (await admin.post('/family_relations', { baby_id: f.baby.id, user_id: f.admin.id, permission: 'can_view' }))
        .status,
    ).toBe(200);
  });

  it('removing a member ends their access at once: timeline, media and upload token', async () => {
    const f = await makeFamily(server.ctx, { uncle: { relation: 'brother', permission: 'can_upload' } });
    const admin = await signIn(server.url, f.admin.email);
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    await uploadPicture(admin, f.baby.id, fixture('photo-exif-gps.jpg'));
    await server.ctx.worker.drain();
    const thumb =
      (await uncle.get<EventsReply>(`/events?baby_id=${f.baby.id}`)).body.list[0]?.moments[0]?.picture?.thumb ?? '';
    expect((await fetch(server.url + thumb, { headers: { 'x-token': uncle.token ?? '' } })).status).toBe(200);
    const token = await uncle.get<UploadTokenReply>(`/moments/new?baby_id=${f.baby.id}`);

    const removed = await admin.put('/family_invitations/delete_baby', {
      user_id: f.members.uncle?.id,
      baby_id: f.baby.id,
    });
    expect(removed.status).toBe(204);
    expect((await uncle.get(`/events?baby_id=${f.baby.id}`)).status).toBe(404);
    expect((await fetch(server.url + thumb, { headers: { 'x-token': uncle.token ?? '' } })).status).toBe(404);
    const tus = await fetch(token.body.endpoint, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '5', authorization: `Bearer ${token.body.sts_token}` },
    });
    expect(tus.status).toBe(403);
    expect((await uncle.get<FamilyRelationsReply>('/family_relations')).body.list).toHaveLength(0);
  });

  it('removes an invited member through their invitation, and never the last Admin', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const cousin = await makeUser(server.ctx, 'cousin');
    const invited = await admin.post<InvitationReply>('/family_invitations', {
      email: cousin.email,
      relation: 'family',
      permission: 'can_view',
      babies: [{ id: f.baby.id }],
    });
    expect(
      (await admin.put('/family_invitations/delete_baby', { id: invited.body.id, baby_id: f.baby.id })).status,
    ).toBe(204);
    expect((await (await signIn(server.url, cousin.email)).get(`/events?baby_id=${f.baby.id}`)).status).toBe(404);
    const last = await admin.put<{ error: { code: string; message: string } }>('/family_invitations/delete_baby', {
      user_id: f.admin.id,
      baby_id: f.baby.id,
    });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe('A baby must always keep at least one Admin. Make someone else Admin first.');
  });

  it('answers user_info for a member with the invitation they came with', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const aunt = await makeUser(server.ctx, 'aunt');
    await admin.post('/family_invitations', {
      email: aunt.email,
      relation: 'sister',
      permission: 'can_upload',
      babies: [{ id: f.baby.id }],
    });
    const [mail] = await mailsTo(aunt.email);
    const token = linkToken(mail?.raw ?? '');
    expect((await (await signIn(server.url, aunt.email)).post('/family_invitations/accept', { token })).status).toBe(
      200,
    );
    const info = await admin.get<{
      user: { id: number };
      relation: { permission: string };
      family_invitation: InvitationReply | null;
    }>(`/family_relations/user_info?user_id=${aunt.id}&baby_id=${f.baby.id}&with_family_invitation=1`);
    expect(info.status).toBe(200);
    expect(info.body.relation.permission).toBe('can_upload');
    expect(info.body.family_invitation?.email).toBe(aunt.email);
  });

  it("answers user_info with the spec's parameters alone: the family the two share, else 404", async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const aunt = await makeUser(server.ctx, 'aunt');
    await admin.post('/family_invitations', {
      email: aunt.email,
      relation: 'sister',
      permission: 'can_view',
      babies: [{ id: f.baby.id }],
    });
    const [mail] = await mailsTo(aunt.email);
    const auntClient = await signIn(server.url, aunt.email);
    expect((await auntClient.post('/family_invitations/accept', { token: linkToken(mail?.raw ?? '') })).status).toBe(
      200,
    );
    const info = await admin.get<{
      user: { id: number };
      relation: { permission: string; relation: string };
      family_invitation: InvitationReply | null;
    }>(`/family_relations/user_info?user_id=${aunt.id}&with_family_invitation=1`);
    expect(info.status).toBe(200);
    expect(info.body.user.id).toBe(aunt.id);
    expect(info.body.relation.permission).toBe('can_view');
    expect(info.body.family_invitation?.email).toBe(aunt.email);
    // Without the flag, no invitation; the aunt may ask about the Admin too.
    const plain = await auntClient.get<{ user: { id: number }; family_invitation: unknown }>(
      `/family_relations/user_info?user_id=${f.admin.id}`,
    );
    expect(plain.status).toBe(200);
    expect(plain.body.user.id).toBe(f.admin.id);
    expect(plain.body.family_invitation).toBeNull();
    // Someone who shares no baby with the asker is not there for them.
    const stranger = await makeUser(server.ctx, 'stranger');
    expect((await admin.get(`/family_relations/user_info?user_id=${stranger.id}`)).status).toBe(404);
    expect((await admin.get('/family_relations/user_info?with_family_invitation=1')).status).toBe(400);
  });
});

describe('baby profile and personal domain', () => {
  const form = (fields: Record<string, string>, files: Record<string, Buffer> = {}) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    for (const [k, v] of Object.entries(files)) data.append(k, new Blob([new Uint8Array(v)]), `${k}.jpg`);
    return data;
  };
  const putBaby = (client: Client, id: number, data: FormData) =>
    fetch(`${server.url}/api/en/babies/${id}`, {
      method: 'PUT',
      body: data,
      headers: { 'x-token': client.token ?? '' },
    });

  it('lets the Admin edit the profile with a photo and a personal domain, checked and unique', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const res = await putBaby(
      admin,
      f.baby.id,
      form(
        { name: 'Mia Rose', birthday: '2027-01-15', gender: 'girl', personal_domain: 'Mia-Rose' },
        { profile_picture: fixture('photo-exif-gps.jpg') },
      ),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      with_user: { linked_baby: { name: string; birthday: string; personal_domain: string; profile_picture: string } };
    };
    expect(body.with_user.linked_baby).toMatchObject({
      name: 'Mia Rose',
      birthday: '2027-01-15',
      personal_domain: 'mia-rose',
    });
    const picture = await fetch(server.url + body.with_user.linked_baby.profile_picture, {
      headers: { 'x-token': admin.token ?? '' },
    });
    expect(picture.status).toBe(200);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect(
      (
        await fetch(server.url + body.with_user.linked_baby.profile_picture, {
          headers: { 'x-token': stranger.token ?? '' },
        })
      ).status,
    ).toBe(404);

    // What the web reads as "another family's album" (ADR 0019): well-formed, taken, and no baby named to a stranger.
    const lookup = await stranger.get<{ valid: boolean; available: boolean; baby_id: number | null }>(
      '/babies/addresses?address=mia-rose',
    );
    expect(lookup.body).toMatchObject({ valid: true, available: false, baby_id: null });
    expect((await admin.get<{ baby_id: number }>('/babies/addresses?address=MIA-ROSE')).body.baby_id).toBe(f.baby.id);
    expect((await admin.get<{ valid: boolean }>('/babies/addresses?address=mia%20rose')).body.valid).toBe(false);

    const other = await makeFamily(server.ctx);
    const otherAdmin = await signIn(server.url, other.admin.email);
    const taken = await putBaby(otherAdmin, other.baby.id, form({ personal_domain: 'mia-rose' }));
    expect(taken.status).toBe(409);
    const bad = await putBaby(otherAdmin, other.baby.id, form({ personal_domain: 'mia_rose!' }));
    expect(bad.status).toBe(422);
    expect((await putBaby(otherAdmin, other.baby.id, form({ personal_domain: 'timeline' }))).status).toBe(409);
  });

  it('tells non-Admins to contact the Admin for the domain, and lets them set only their own relation', async () => {
    const f = await makeFamily(server.ctx, { uncle: { relation: 'brother', permission: 'can_upload' } });
    const uncle = await signIn(server.url, f.members.uncle?.email ?? '');
    const domain = await putBaby(uncle, f.baby.id, form({ personal_domain: 'uncle-page' }));
    expect(domain.status).toBe(403);
    expect(((await domain.json()) as { error: { message: string } }).error.message).toBe(
      'Only the Admin can set the personal domain. Please contact the Admin.',
    );
    expect((await putBaby(uncle, f.baby.id, form({ name: 'Other' }))).status).toBe(403);
    const relation = await putBaby(uncle, f.baby.id, form({ relation: 'elder_brother' }));
    expect(relation.status).toBe(200);
    expect(((await relation.json()) as { relation: string }).relation).toBe('elder_brother');
  });

  it('requires complete info and a real image', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const incomplete = await putBaby(admin, f.baby.id, form({ name: '  ' }));
    expect(incomplete.status).toBe(422);
    expect(((await incomplete.json()) as { error: { code: string } }).error.code).toBe('profile_incomplete');
    expect((await putBaby(admin, f.baby.id, form({ birthday: '2025-02-30' }))).status).toBe(422);
    const notImage = await putBaby(admin, f.baby.id, form({}, { background: fixture('text-named.jpg') }));
    expect(notImage.status).toBe(422);
    expect(((await notImage.json()) as { error: { code: string } }).error.code).toBe('620');
    const cover = await putBaby(
      admin,
      f.baby.id,
      form({ background_y: '30' }, { background: fixture('photo-exif-gps.jpg') }),
    );
    expect(cover.status).toBe(200);
    const bg = await admin.get<{ background: string; y: number }>(`/babies/${f.baby.id}/background`);
    expect(bg.body.y).toBe(30);
    expect(bg.body.background).toMatch(/^\/media\/babies\//);
  });
});

describe('mail without SMTP', () => {
  it('writes mails to DATA_DIR/outbox', async () => {
    const local = await startServer();
    try {
      const f = await makeFamily(local.ctx);
      const admin = await signIn(local.url, f.admin.email);
      await admin.post('/family_invitations', { email: uniqueEmail('offline'), babies: [{ id: f.baby.id }] });
      await local.ctx.worker.drain();
      const outbox = path.join(local.ctx.config.dataDir, 'outbox');
      const files = fs.readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(mailSubject(fs.readFileSync(path.join(outbox, files[0] ?? ''), 'utf8'))).toBe(
        'You are invited to a family album on Sprout',
      );
    } finally {
      await local.close();
    }
  });
});
