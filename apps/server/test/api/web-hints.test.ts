import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/http.js';
import { makeUser } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('first-run hints', () => {
  it('shows each hint until that user closes it', async () => {
    const user = await makeUser(server.ctx, 'hinted');
    const other = await makeUser(server.ctx, 'other');
    const client = await signIn(server.url, user.email);
    const otherClient = await signIn(server.url, other.email);
    const exists = (c: typeof client, id: number, name: string) =>
      c.get<{ hint_name: string; exist: boolean }>(`/users/${id}/web_hint_exist?hint_name=${name}`);
    expect((await exists(client, user.id, 'upload')).body).toEqual({ hint_name: 'upload', exist: true });
    expect((await client.request('POST', `/users/${user.id}/web_close_hint?hint_name=upload`)).status).toBe(204);
    expect((await client.request('POST', `/users/${user.id}/web_close_hint?hint_name=upload`)).status).toBe(204);
    expect((await exists(client, user.id, 'upload')).body.exist).toBe(false);
    expect((await exists(client, user.id, 'invite_family')).body.exist).toBe(true);
    // Per user: the other user still sees theirs, and nobody reads or closes someone else's.
    expect((await exists(otherClient, other.id, 'upload')).body.exist).toBe(true);
    expect((await exists(otherClient, user.id, 'upload')).status).toBe(404);
    expect((await otherClient.request('POST', `/users/${user.id}/web_close_hint?hint_name=invite_family`)).status).toBe(
      404,
    );
    expect((await exists(client, user.id, 'invite_family')).body.exist).toBe(true);
    expect((await exists(client, user.id, 'no_such_hint')).status).toBe(400);
  });
});
