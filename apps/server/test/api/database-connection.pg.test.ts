import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { translate } from '@sprout/shared/i18n/server';
import { boot } from '../../src/boot.js';
import { makeFamily, PASSWORD } from '../helpers/family.js';
import { Client, signIn } from '../helpers/http.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { makeTestEnv, type TestEnv } from '../helpers/server.js';
import { RawTusUpload } from '../helpers/tus-raw.js';

let env: TestEnv | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await env?.cleanup();
});

/** Only a PostgreSQL server can drop a connection under Sprout; SQLite has none to drop. */
describe('a lost PostgreSQL connection', () => {
  it('answers the request that held it 503 in its locale, and the server and the next requests live on', async () => {
    env = await makeTestEnv();
    // The server's connections carry a name of their own, so only they are dropped, not other test files'.
    const appName = `sprout-drop-${randomBytes(4).toString('hex')}`;
    const url = new URL(env.env.DATABASE_URL ?? '');
    url.searchParams.set('application_name', appName);
    env.env.DATABASE_URL = url.toString();

    const setup = await boot(env.env, 'silent');
    const f = await makeFamily(setup);
    await setup.db.close();
    server = await startServerProcess({ ...env.env, LOG_LEVEL: 'silent' });
    const admin = await signIn(server.url, f.admin.email);
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 6 }, () => admin.get(`/events?baby_id=${f.baby.id}`)));

    const dba = new pg.Client({ connectionString: url.toString().replace(appName, `${appName}-dba`) });
    await dba.connect();
    try {
      const upload = await RawTusUpload.create(admin, f.baby.id, 10);
      // A sign-in and a tus PATCH wait on locks the test holds: requests in flight on connections about to die.
      await dba.query('begin');
      await dba.query('lock table sessions, upload_tokens in access exclusive mode');
      const inFlight = new Client(server.url, null, 'fr').request('POST', '/users/sign_in.json', {
        form: { login: f.admin.email, password: PASSWORD },
      });
      const patching = upload.patch(0, Buffer.alloc(10), { 'accept-language': 'ko' });
      // The lock holds a transaction open, and PostgreSQL keeps one copy of the backend list per
      // transaction: without clearing it, a connection the pool opens after the first look stays unseen.
      const deadline = Date.now() + 30_000;
      for (let waiting = 0; waiting < 2;) {
        if (Date.now() > deadline) throw new Error(`only ${waiting} of the server's requests reached the lock`);
        await dba.query('select pg_stat_clear_snapshot()');
        const rows = await dba.query(
          `select count(*)::int as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
          [appName],
        );
        waiting = (rows.rows[0] as { n: number }).n;
        await new Promise((r) => setTimeout(r, 50));
      }
      await dba.query('select pg_stat_clear_snapshot()');
      const dropped = await dba.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [appName],
      );
      expect(dropped.rowCount).toBeGreaterThan(1);
      await dba.query('rollback');

      const answer = await inFlight;
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        error: { code: 'database_unavailable', message: translate('fr', 'errors.database_unavailable') },
      });
      const patched = await patching;
      expect(patched.status).toBe(503);
      expect(patched.body).toEqual({
        error: { code: 'database_unavailable', message: translate('ko', 'errors.database_unavailable') },
      });
      expect(await upload.resume(Buffer.alloc(10))).toBe(10);

      for (let i = 0; i < 8; i += 1) {
        expect((await admin.get(`/events?baby_id=${f.baby.id}`)).status).toBe(200);
      }
      expect((await signIn(server.url, f.admin.email)).token).toBeTruthy();
      expect(server.alive()).toBe(true);
    } finally {
      await dba.end();
    }
  });
});
