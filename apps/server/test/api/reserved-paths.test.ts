import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainFormat, isReservedDomain } from '@sprout/shared';
import { signIn } from '../helpers/http.js';
import { makeFamily } from '../helpers/family.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The first path segment of every route the server registered, read from its own route table. */
function serverFirstSegments(): string[] {
  // Without a common prefix, each top-level line of the printed tree starts a full path.
  const table = server.app.printRoutes({ commonPrefix: false });
  const segments = [...table.matchAll(/^[├└]── \/([^/\s(]*)/gm)].map((m) => m[1]!);
  return [...new Set(segments)].filter((segment) => segment !== '' && !/^[:*]/.test(segment));
}

describe('paths the server answers itself are never a personal domain', () => {
  it('reserves the first segment of every server route', () => {
    const segments = serverFirstSegments();
    // The table is read, not guessed: it must at least hold the API, the media and the uploads.
    expect(segments).toEqual(expect.arrayContaining(['api', 'media', 'tus']));
    const open = segments.filter((segment) => domainFormat(segment) === 'ok' && !isReservedDomain(segment));
    expect(open, 'server routes a baby could take as a personal domain').toEqual([]);
  });

  it('refuses /profile, a page of the web app, as a personal domain', async () => {
    const f = await makeFamily(server.ctx);
    const admin = await signIn(server.url, f.admin.email);
    const data = new FormData();
    data.append('personal_domain', 'Profile');
    const res = await fetch(`${server.url}/api/en/babies/${f.baby.id}`, {
      method: 'PUT',
      body: data,
      headers: { 'x-token': admin.token ?? '' },
    });
    expect(res.status).toBe(409);
    const lookup = await admin.get<{ valid: boolean; available: boolean }>('/babies/addresses?address=profile');
    expect(lookup.body).toMatchObject({ valid: true, available: false });
  });
});
