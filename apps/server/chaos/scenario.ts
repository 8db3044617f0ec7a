import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { UploadTokenReply } from '@sprout/shared';
import { boot } from '../src/boot.js';
import type { AppContext } from '../src/context.js';
import { freshPostgresUrl } from '../test/helpers/db.js';
import { makeFamily, type Family } from '../test/helpers/family.js';
import { Client, signIn } from '../test/helpers/http.js';
import { freePort, startServerProcess, type ServerProcess } from '../test/helpers/server-process.js';
import { canMount, mountSmallDisk, type SmallDisk } from '../test/helpers/small-disk.js';
import { RawTusUpload } from '../test/helpers/tus-raw.js';
import { createPictureMoment, fixture } from '../test/helpers/upload.js';
import { until } from '../test/helpers/wait.js';
import type { Tally } from './tally.js';
import { noisePicture, sha256, track, tricklePatch, tusSend, type Tracked } from './uploads.js';

export type Dialect = 'sqlite' | 'postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const withParam = (url: string, name: string, value: string) => {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
};

/**
 * One chaos run on one database: a real server process on loopback, killed
 * with SIGKILL mid-upload, mid-POST /moments and mid-job, its PostgreSQL
 * connections dropped, its disk filled; restarted each time, and then held to
 * what families are promised: nothing acknowledged is lost, every moment has
 * its original, no orphan outlives the sweep, every job completes.
 */
export class ChaosRun {
  private readonly root = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-chaos-'));
  private readonly dataDir = path.join(this.root, 'data');
  private readonly appName = `sprout-chaos-${randomBytes(4).toString('hex')}`;
  private disk: SmallDisk | null = null;
  private dropSchema: (() => Promise<void>) | null = null;
  private serverEnv: NodeJS.ProcessEnv = {};
  private port = 0;
  private server: ServerProcess | null = null;
  private runner: AppContext | null = null;
  private family!: Family;
  private client!: Client;
  private grant!: UploadTokenReply;
  private readonly uploads: Tracked[] = [];

  constructor(
    private readonly dialect: Dialect,
    private readonly tally: Tally,
  ) {}

  private check(name: string, ok: boolean, detail = ''): boolean {
    return this.tally.check(`${this.dialect}: ${name}`, ok, detail);
  }

  private get ctx(): AppContext {
    if (!this.runner) throw new Error('not set up');
    return this.runner;
  }

  async run(): Promise<void> {
    try {
      await this.setUp();
      await this.killDuringPatch();
      await this.killDuringCreate();
      await this.killDuringJobs();
      if (this.dialect === 'postgres') await this.dropConnections();
      if (this.disk) await this.fillDisk();
      else this.tally.note(`skip ${this.dialect}: full disk (this process may not mount a small filesystem)`);
      await this.verify();
    } catch (error) {
      this.check(
        'the run went to its end',
        false,
        error instanceof Error ? error.message.split('\n').slice(0, 6).join(' | ') : String(error),
      );
      if (this.server) this.tally.note(this.server.output().split('\n').slice(-15).join('\n'));
    } finally {
      await this.tearDown();
    }
  }

  private async setUp(): Promise<void> {
    this.tally.note(`== ${this.dialect}: set-up`);
    if (canMount()) this.disk = mountSmallDisk(this.dataDir, 160);
    let databaseUrl = '';
    let runnerUrl = '';
    if (this.dialect === 'postgres') {
      const schema = await freshPostgresUrl();
      this.dropSchema = schema.drop;
      // The server's connections carry a name of their own: only they are dropped.
      databaseUrl = withParam(schema.url, 'application_name', this.appName);
      runnerUrl = withParam(schema.url, 'application_name', `${this.appName}-runner`);
    }
    this.serverEnv = {
      ...process.env,
      DATA_DIR: this.dataDir,
      DATABASE_URL: databaseUrl,
      SPROUT_ROLE: 'all',
      SPROUT_WORKER: '',
      LOG_LEVEL: 'warn',
    };
    this.runner = await boot({ ...this.serverEnv, DATABASE_URL: runnerUrl }, 'silent');
    this.family = await makeFamily(this.ctx);
    this.port = await freePort();
    await this.start('at first');
    this.client = await signIn(this.url, this.family.admin.email);
    const grant = await this.client.get<UploadTokenReply>(`/moments/new?baby_id=${this.family.baby.id}`);
    this.grant = grant.body;
    for (const [i, [w, h]] of [
      [2000, 1500],
      [1800, 1400],
      [2200, 1600],
      [1600, 1200],
    ].entries()) {
      this.uploads.push(track(`noise-${i}.jpg`, await noisePicture(w ?? 0, h ?? 0)));
    }
    this.uploads.push(track('video.mov', fixture('video.mov'), 'video'));
  }

  private get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private async start(when: string): Promise<void> {
    this.server = await startServerProcess(this.serverEnv, this.port);
    this.check(`the server starts ${when}`, true);
  }

  private async kill(): Promise<void> {
    await this.server?.kill('SIGKILL');
  }

  /** Whether the server process lives and answers. */
  private async up(): Promise<boolean> {
    if (!this.server?.alive()) return false;
    const res = await this.client.get(`/events?baby_id=${this.family.baby.id}`).catch(() => null);
    return res?.status === 200;
  }

  private async killDuringPatch(): Promise<void> {
    this.tally.note(`== ${this.dialect}: SIGKILL during tus PATCH uploads`);
    const { endpoint, sts_token: token } = this.grant;
    const [first, trickled, ...others] = this.uploads;
    if (!first || !trickled) return;
    // One upload gets its first chunk acknowledged, then a PATCH whose body is still arriving at the kill.
    const raw = await RawTusUpload.create(this.client, this.family.baby.id, trickled.data.length);
    trickled.url = raw.url;
    const chunk = await raw.patch(0, trickled.data.subarray(0, 256 * 1024));
    if (chunk.status === 204) trickled.acked = chunk.offset ?? 0;
    const trickle = tricklePatch(trickled, token, trickled.acked);
    // The others go with tus-js-client; the kill comes once the first is 40% acknowledged.
    let killing: Promise<void> | null = null;
    const kill = () => {
      killing ??= this.kill();
    };
    const sends = [first, ...others].map((t) =>
      tusSend(t, endpoint, token, () => {
        if (first.acked >= first.data.length * 0.4) kill();
      }).catch(() => undefined),
    );
    await Promise.race([Promise.all(sends), sleep(60_000)]);
    kill();
    await killing;
    this.check('a PATCH body was still arriving when the server was killed', (await trickle) === null);
    this.check(
      'the kill interrupted tus-js-client uploads mid-way',
      [first, ...others].some((t) => !t.finished),
    );

    await this.start('after a kill during uploads');
    const lost: string[] = [];
    for (const t of this.uploads) {
      if (!t.url) continue;
      const offset = await RawTusUpload.at(t.url, token, t.data.length).offset();
      if (offset < t.acked) lost.push(`${t.name}: acknowledged ${t.acked}, server has ${offset}`);
    }
    this.check(
      'no acknowledged byte is lost: each upload resumes from an offset at least as far',
      lost.length === 0,
      lost.join('; '),
    );
    const failed: string[] = [];
    for (const t of this.uploads) {
      await tusSend(t, endpoint, token).catch((error: Error) =>
        failed.push(`${t.name}: ${error.message.split('\n')[0]}`),
      );
    }
    this.check("every interrupted upload finishes from the server's offset", failed.length === 0, failed.join('; '));
  }

  private createMoment(t: Tracked) {
    const id = t.url?.split('/').pop() ?? '';
    return createPictureMoment(
      this.client,
      this.family.baby.id,
      id,
      t.type === 'video' ? { type: 'video', picture_width: 1, picture_height: 1 } : {},
    );
  }

  private async killDuringCreate(): Promise<void> {
    this.tally.note(`== ${this.dialect}: SIGKILL during POST /moments`);
    let answered = 0;
    const posts = this.uploads.map((t) =>
      this.createMoment(t).then(
        () => {
          answered += 1;
        },
        () => undefined,
      ),
    );
    await until(async () => answered > 0, 400, 5);
    await this.kill();
    await Promise.all(posts);
    this.check(
      'the kill interrupted POST /moments mid-way',
      answered < this.uploads.length,
      `${answered} of ${this.uploads.length} answered first`,
    );

    await this.start('after a kill during POST /moments');
    const statuses = await Promise.all(this.uploads.map(async (t) => (await this.createMoment(t)).status));
    this.check(
      'every retried POST /moments answers its moment',
      statuses.every((s) => s === 200 || s === 201),
      statuses.join(','),
    );
  }

  /** Right after the retried POSTs, while their derivative jobs run. */
  private async killDuringJobs(): Promise<void> {
    this.tally.note(`== ${this.dialect}: SIGKILL during derivative jobs`);
    const { kysely } = this.ctx.db;
    const running = () =>
      kysely
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'running')
        .where('kind', 'like', '%derivatives')
        .execute();
    const caught = await until(async () => (await running()).length > 0, 30_000, 10);
    await this.kill();
    this.check('the kill interrupted a derivative job', caught);
    const interrupted = (await running()).map((j) => j.id);
    await this.start('after a kill during jobs');
    const pid = String(this.server?.child.pid ?? 0);
    // Within seconds, not the two-minute lease: no interrupted job is still held by the dead process.
    const taken =
      interrupted.length === 0 ||
      (await until(async () => {
        const rows = await kysely
          .selectFrom('jobs')
          .select(['status', 'locked_by'])
          .where('id', 'in', interrupted)
          .execute();
        return rows.every((r) => r.status !== 'running' || r.locked_by?.split(':').at(-2) === pid);
      }, 20_000));
    this.check('the restarted worker takes back the interrupted jobs at once', taken);

    const wrong: string[] = [];
    for (const t of this.uploads) {
      const rows = await kysely
        .selectFrom('moments')
        .select('content_sha256')
        .where('upload_id', '=', t.url?.split('/').pop() ?? '')
        .execute();
      if (rows.length !== 1) wrong.push(`${t.name}: ${rows.length} moments`);
      else if (rows[0]?.content_sha256 !== t.sha256) wrong.push(`${t.name}: stored sha256 differs`);
    }
    this.check(
      'each upload became exactly one moment, with the sha256 of the bytes sent',
      wrong.length === 0,
      wrong.join('; '),
    );
  }

  private async dropConnections(): Promise<void> {
    this.tally.note(`== ${this.dialect}: dropped PostgreSQL connections`);
    const admin = new pg.Client({
      connectionString: withParam(process.env.TEST_DATABASE_URL ?? '', 'application_name', `${this.appName}-dba`),
    });
    await admin.connect();
    const statuses: number[] = [];
    let loading = true;
    const load = async () => {
      while (loading)
        statuses.push(
          (await this.client.get(`/events?baby_id=${this.family.baby.id}`).catch(() => ({ status: 0 }))).status,
        );
    };
    const loops = [load(), load(), load()];
    let dropped = 0;
    try {
      for (let i = 0; i < 3; i += 1) {
        await sleep(400);
        dropped +=
          (
            await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
              this.appName,
            ])
          ).rowCount ?? 0;
      }
      await sleep(400);
    } finally {
      loading = false;
      await Promise.all(loops);
      await admin.end();
    }
    this.check('connections were dropped under load', dropped > 0, `${dropped} dropped`);
    const odd = statuses.filter((s) => s !== 200 && s !== 503);
    this.check(
      'requests in flight answer 200 or 503, never fail otherwise',
      odd.length === 0,
      `${odd.length} of ${statuses.length}: ${[...new Set(odd)].join(',')}`,
    );
    const after = await Promise.all(
      Array.from({ length: 5 }, () => this.client.get(`/events?baby_id=${this.family.baby.id}`)),
    );
    this.check(
      'the next requests succeed and the process lives',
      after.every((r) => r.status === 200) && (this.server?.alive() ?? false),
    );
  }

  private async fillDisk(): Promise<void> {
    const disk = this.disk;
    if (!disk) return;
    this.tally.note(`== ${this.dialect}: full disk`);
    const t = track('full-disk.jpg', await noisePicture(1800, 1300));
    this.uploads.push(t);
    const upload = await RawTusUpload.create(this.client, this.family.baby.id, t.data.length);
    t.url = upload.url;
    const half = Math.floor(t.data.length / 2);
    const first = await upload.patch(0, t.data.subarray(0, half));
    if (first.status === 204) t.acked = first.offset ?? 0;
    const filler = disk.fill();
    try {
      const refused = await upload.patch(t.acked, t.data.subarray(t.acked));
      this.check(
        'a PATCH on a full disk is answered 507 storage_full',
        refused.status === 507 && JSON.stringify(refused.body).includes('storage_full'),
        `${refused.status}`,
      );
      if (refused.status === 204) t.acked = refused.offset ?? t.acked;
      this.check('reads go on while the disk is full', await this.up());
      await this.kill();
      await this.start('on a full disk');
      this.check('the restarted server answers on a full disk', await this.up());
    } finally {
      fs.rmSync(filler, { force: true });
    }
    const offset = await upload.offset();
    this.check(
      'no acknowledged byte is lost on a full disk',
      offset >= t.acked,
      `acknowledged ${t.acked}, server has ${offset}`,
    );
    await tusSend(t, this.grant.endpoint, this.grant.sts_token);
    this.check('the upload finishes once space returns', t.finished);
    const made = await this.createMoment(t);
    this.check('its moment is made once space returns', made.status === 201, `${made.status}`);
  }

  private async verify(): Promise<void> {
    this.tally.note(`== ${this.dialect}: after a last restart`);
    await this.kill();
    // What a kill between a moment's commit and removing its upload's copy leaves (too narrow a
    // window to hit on purpose), and bytes no upload row claims: the sweep must leave neither.
    const consumed = this.uploads[0]?.url?.split('/').pop() ?? '';
    const stray = `stray${randomBytes(6).toString('hex')}`;
    for (const id of [consumed, stray]) await this.ctx.uploads.putFinished(id, randomBytes(1024));
    await this.start('for the checks');
    const { kysely } = this.ctx.db;
    // The recurring jobs (the sweeps, the trash purge) are due a minute after start; the
    // checks bring them forward rather than wait.
    const recurring = this.ctx.worker.recurringKinds();
    await kysely
      .updateTable('jobs')
      .set({ run_at: 0 })
      .where('kind', 'in', recurring)
      .where('status', '=', 'queued')
      .execute();
    const settled = await until(
      async () => {
        // Open: anything running or due, but not a recurring job's next run, still to come (the batch
        // quiet-period check recurs within a minute, the digest planner every 15 minutes).
        const open = await kysely
          .selectFrom('jobs')
          .select('id')
          .where('status', 'in', ['queued', 'running'])
          .where((eb) =>
            eb.not(
              eb.and([
                eb('kind', 'in', recurring),
                eb('status', '=', 'queued'),
                eb('run_at', '>', Math.floor(Date.now() / 1000)),
              ]),
            ),
          )
          .execute();
        const swept = await kysely
          .selectFrom('jobs')
          .select('id')
          .where('kind', '=', 'orphans.sweep')
          .where('status', '=', 'done')
          .execute();
        return open.length === 0 && swept.length > 0;
      },
      150_000,
      250,
    );
    const failedJobs = await kysely
      .selectFrom('jobs')
      .select(['id', 'kind', 'last_error'])
      .where('status', '=', 'failed')
      .execute();
    this.check(
      'every job completes (none failed, none left running or due)',
      settled && failedJobs.length === 0,
      failedJobs.map((j) => `${j.kind}#${j.id}: ${j.last_error ?? ''}`).join('; ') || 'not settled in time',
    );

    const moments = await kysely.selectFrom('moments').selectAll().where('original_key', 'is not', null).execute();
    const missing = [];
    for (const m of moments) if (!(await this.ctx.storage.exists(m.original_key ?? ''))) missing.push(m.id);
    this.check(
      "every moment row's original file exists",
      missing.length === 0 && moments.length >= this.uploads.length,
      `missing for moments ${missing.join(',')}; ${moments.length} moments`,
    );
    const notReady = moments.filter((m) => m.media_state !== 'ready').map((m) => `${m.id}:${m.media_state}`);
    this.check('every picture and video is ready', notReady.length === 0, notReady.join(','));

    const altered: string[] = [];
    for (const t of this.uploads.filter((u) => u.type === 'picture')) {
      const m = moments.find((row) => row.upload_id === t.url?.split('/').pop());
      const bytes = m?.original_key
        ? await this.ctx.storage.withLocalFile(m.original_key, (file) => fs.promises.readFile(file))
        : null;
      if (!bytes || sha256(bytes) !== t.sha256) altered.push(t.name);
    }
    this.check("every stored original's sha256 matches the file sent", altered.length === 0, altered.join(','));

    const leftover = await this.ctx.uploads.list();
    const rows = await this.ctx.repos.orphans.uploads(leftover.map((u) => u.id));
    const orphans = leftover.filter((u) => {
      const row = rows.get(u.id);
      return !row || row.consumed_at !== null || row.abandoned_at !== null;
    });
    this.check('no orphaned upload is left after the sweep', orphans.length === 0, orphans.map((u) => u.id).join(','));
    this.check('the server is up', await this.up());
  }

  private async tearDown(): Promise<void> {
    await this.server?.kill('SIGTERM').catch(() => undefined);
    await this.runner?.db.close().catch(() => undefined);
    await this.dropSchema?.().catch(() => undefined);
    try {
      this.disk?.unmount();
    } catch {
      // already gone
    }
    fs.rmSync(this.root, { recursive: true, force: true });
  }
}
