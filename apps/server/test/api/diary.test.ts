import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventReply, EventsReply, NavigationsReply } from '@sprout/shared';
import type { User } from '../../src/db/schema.js';
import { signIn, type Client } from '../helpers/http.js';
import { makeFamily, makeUser } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

type Diary = EventReply & { error?: { code: string; message: string } };

/** POST /baby_contents as the web sends it: multipart. */
async function write(client: Client, fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(Array.isArray(value) ? `${key}[]` : key, v);
  }
  const res = await fetch(`${client.base}/api/${client.locale}/baby_contents`, {
    method: 'POST',
    headers: { 'x-token': client.token ?? '' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Diary };
}

async function family() {
  const f = await makeFamily(server.ctx, {
    grandma: { relation: 'grandma', permission: 'can_view' },
    friend: { relation: 'friend', permission: 'can_view' },
    dad: { relation: 'dad', permission: 'can_upload' },
    sister: { relation: 'sister', permission: 'can_upload' },
  });
  const as = (user: User | undefined, locale = 'en') => signIn(server.url, user?.email ?? '', undefined, locale);
  return {
    f,
    as,
    admin: await as(f.admin),
    dad: await as(f.members.dad),
    grandma: await as(f.members.grandma),
    sister: await as(f.members.sister),
  };
}

const listed = async (client: Client, babyId: number) =>
  (await client.get<EventsReply>(`/events?baby_id=${babyId}`)).body.list.map((e) => e.id);
const counted = async (client: Client, babyId: number) =>
  (await client.get<NavigationsReply>(`/navigations.json?baby_id=${babyId}`)).body;

describe('diary entries', () => {
  it('keeps a draft to its author alone, and publishing shows it to the family', async () => {
    const { f, admin, dad, grandma } = await family();
    const made = await write(dad, {
      baby_id: String(f.baby.id),
      content: 'First day at the park. She laughed at the ducks.',
      privacy: 'family_and_relatives',
      draft: 'true',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      layout: 'diary',
      draft: true,
      draft_privacy: 'family_and_relatives',
      draft_visible_for_ids: [],
      counts: { texts: 1 },
    });
    expect(made.body.moments[0]).toMatchObject({
      type: 'text',
      content: 'First day at the park. She laughed at the ducks.',
    });
    const id = made.body.id;
    const grandmaToc = JSON.stringify(await counted(grandma, f.baby.id));

    expect(await listed(dad, f.baby.id)).toContain(id);
    for (const other of [admin, grandma]) {
      expect(await listed(other, f.baby.id)).not.toContain(id);
      expect((await other.get(`/events/${id}.json`)).status).toBe(404);
      expect((await other.post(`/events/${id}/comments`, { content: 'hi' })).status).toBe(404);
      expect((await other.put(`/events/${id}`, { draft: false })).status).toBe(404);
    }

    // Editing a draft keeps it a draft.
    const edited = await dad.put<EventReply>(`/events/${id}`, {
      content: 'First day at the park. She laughed at the ducks and the dog.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ draft: true });
    expect(await listed(grandma, f.baby.id)).not.toContain(id);

    const published = await dad.put<EventReply>(`/events/${id}`, { draft: false });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ draft: false });
    expect(published.body.moments[0]?.privacy).toBe('family_and_relatives');
    expect(await listed(grandma, f.baby.id)).toContain(id);
    expect(JSON.stringify(await counted(grandma, f.baby.id))).not.toBe(grandmaToc);
    const seen = await grandma.get<EventReply>(`/events/${id}.json`);
    expect(seen.body.moments[0]?.content).toBe('First day at the park. She laughed at the ducks and the dog.');
    // The grandparent comments on it; a published entry does not become a draft again.
    expect((await grandma.post(`/events/${id}/comments`, { content: 'Lovely!' })).status).toBe(201);
    expect((await dad.put(`/events/${id}`, { draft: true })).status).toBe(422);
  });

  it('publishes a draft to the custom audience chosen when it was written', async () => {
    const { f, dad, grandma, sister } = await family();
    const dadUser = f.members.dad as User;
    const grandmaUser = f.members.grandma as User;
    const made = await write(dad, {
      baby_id: String(f.baby.id),
      content: 'Just for grandma',
      privacy: 'custom',
      visible_for_ids: [String(dadUser.id), String(grandmaUser.id)],
      draft: 'true',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ draft_privacy: 'custom', draft_visible_for_ids: [dadUser.id, grandmaUser.id] });
    expect(await listed(grandma, f.baby.id)).not.toContain(made.body.id);
    await dad.put(`/events/${made.body.id}`, { draft: false });
    expect(await listed(grandma, f.baby.id)).toContain(made.body.id);
    expect(await listed(sister, f.baby.id)).not.toContain(made.body.id);
  });

  it.each([
    ['en', 'blank', '   ', 'some_words', 'Please write something first.'],
    ['ko', 'without a word', '!!!', 'some_words', '내용을 입력해 주세요'],
    ['en', '1001 words', 'word '.repeat(1001), 'too_many_words', 'Please keep it to 1,000 words or fewer.'],
    ['de', '1001 words', 'Wort '.repeat(1001), 'too_many_words', 'Höchstens 1000 Wörter'],
  ])('refuses a text in %s: %s', async (locale, _label, content, code, message) => {
    const { f, as } = await family();
    const dad = await as(f.members.dad, locale);
    const reply = await write(dad, { baby_id: String(f.baby.id), content, privacy: 'family_and_relatives' });
    expect(reply.status).toBe(422);
    expect(reply.body.error?.code).toBe(code);
    expect(reply.body.error?.message).toBe(message);
  });

  it('takes exactly 1000 words, and checks edits the same way', async () => {
    const { f, dad } = await family();
    const made = await write(dad, {
      baby_id: String(f.baby.id),
      content: 'word '.repeat(1000),
      privacy: 'family_and_relatives',
    });
    expect(made.status).toBe(201);
    expect((await dad.put(`/events/${made.body.id}`, { content: 'word '.repeat(1001) })).status).toBe(422);
    expect((await dad.put(`/events/${made.body.id}`, { content: '' })).status).toBe(422);
  });

  it('refuses a custom audience without the author or without anyone', async () => {
    const { f, dad } = await family();
    const grandmaUser = f.members.grandma as User;
    const without = await write(dad, {
      baby_id: String(f.baby.id),
      content: 'Hello',
      privacy: 'custom',
      visible_for_ids: [String(grandmaUser.id)],
    });
    expect(without.body.error?.code).toBe('must_choose_yourself');
    expect(without.body.error?.message).toBe('You are always included in your own post.');
    const nobody = await write(dad, { baby_id: String(f.baby.id), content: 'Hello', privacy: 'custom' });
    expect(nobody.body.error?.message).toBe('Please choose at least one other member.');
  });

  it('lets uploaders write, the author or an Admin edit, and the author alone change who sees it', async () => {
    const { f, admin, dad, grandma, sister } = await family();
    expect(
      (await write(grandma, { baby_id: String(f.baby.id), content: 'Hi', privacy: 'family_and_relatives' })).status,
    ).toBe(403);
    const stranger = await signIn(server.url, (await makeUser(server.ctx, 'stranger')).email);
    expect(
      (await write(stranger, { baby_id: String(f.baby.id), content: 'Hi', privacy: 'family_and_relatives' })).status,
    ).toBe(404);
    const made = await write(dad, { baby_id: String(f.baby.id), content: 'Our walk', privacy: 'family_and_relatives' });
    const id = made.body.id;
    expect((await sister.put(`/events/${id}`, { content: 'Changed by sister' })).status).toBe(403);
    expect((await grandma.put(`/events/${id}`, { content: 'Changed by grandma' })).status).toBe(403);
    expect((await admin.put(`/events/${id}`, { content: 'Fixed a typo' })).status).toBe(200);
    expect((await admin.put(`/events/${id}`, { privacy: 'private' })).status).toBe(403);
    const made_private = await dad.put<EventReply>(`/events/${id}`, { privacy: 'private' });
    expect(made_private.status).toBe(200);
    expect(await listed(admin, f.baby.id)).not.toContain(id);
    // A caption still edits a plain event the usual way.
    expect((await dad.put(`/events/${id}`, { caption: 'A caption' })).status).toBe(200);
  });
});
