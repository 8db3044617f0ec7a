import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database, Job } from '../db/schema.js';
import { nowSeconds } from '../util/time.js';
import { atomically } from './atomically.js';

export interface EnqueueOptions {
  /** When the job may first run (Unix seconds); now by default. */
  runAt?: number;
  /** While a job with this key is queued or running, enqueueing it again returns that job. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export class JobsRepo {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async enqueue(kind: string, payload: unknown, now: number, options: EnqueueOptions = {}): Promise<number> {
    const row = await this.db
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        status: 'queued',
        attempts: 0,
        max_attempts: options.maxAttempts ?? 5,
        run_at: options.runAt ?? now,
        locked_until: null,
        locked_by: null,
        dedupe_key: options.dedupeKey ?? null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return row.id;
    // Only the partial unique index on dedupe_key can refuse a row: the job it names is the answer.
    const existing = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('dedupe_key', '=', options.dedupeKey ?? '')
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    return existing.id;
  }

  /**
   * Claims the oldest runnable job for `leaseSeconds` on behalf of `worker`,
   * in one transaction. A job whose lease ran out (its worker died mid-run) is
   * runnable again, which is how jobs survive a restart.
   */
  claim(now: number, leaseSeconds: number, worker: string): Promise<Job | undefined> {
    return atomically(this.db, async (trx) => {
      const lock = this.dialect === 'postgres' ? sql`for update skip locked` : sql``;
      const candidate = await sql<{ id: number }>`
        select id from jobs
        where (status = 'queued' and run_at <= ${now}) or (status = 'running' and locked_until < ${now})
        order by id limit 1 ${lock}`.execute(trx);
      const id = candidate.rows[0]?.id;
      if (id === undefined) return undefined;
      return trx
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          locked_until: now + leaseSeconds,
          locked_by: worker,
          attempts: eb('attempts', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
    });
  }

  /** Extends a running job's lease; false when the worker no longer holds it (another took it over). */
  async renew(job: Pick<Job, 'id'>, worker: string, until: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ locked_until: until, updated_at: now })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', worker)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async complete(job: Pick<Job, 'id'>, worker: string, now: number): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ status: 'done', locked_until: null, locked_by: null, updated_at: now })
      .where('id', '=', job.id)
      .where('locked_by', '=', worker)
      .execute();
  }

  async fail(job: Job, worker: string, error: string, now: number, retryAt: number): Promise<void> {
    await this.release(job, worker, job.attempts >= job.max_attempts ? 'failed' : 'queued', error, now, retryAt);
  }

  /** Queues a job again whatever its attempts: what failed was the disk or the database, not the job. */
  async postpone(job: Job, worker: string, error: string, now: number, retryAt: number): Promise<void> {
    await this.release(job, worker, 'queued', error, now, retryAt);
  }

  private async release(
    job: Job,
    worker: string,
    status: 'queued' | 'failed',
    error: string,
    now: number,
    retryAt: number,
  ): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({
        status,
        last_error: error.slice(0, 2000),
        locked_until: null,
        locked_by: null,
        run_at: retryAt,
        updated_at: now,
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', worker)
      // The same claim, not a later one by this worker (a failure recorded late must not end a new run).
      .where('status', '=', 'running')
      .where('attempts', '=', job.attempts)
      .execute();
  }

  /** Makes a queued job due by `runAt` at the latest. */
  async bringForward(id: number, runAt: number, now: number): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ run_at: runAt, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .where('run_at', '>', runAt)
      .execute();
  }

  /** The jobs running now and who holds each (one per live worker, a few more after a crash). */
  running(): Promise<Array<Pick<Job, 'id' | 'locked_by'>>> {
    return this.db.selectFrom('jobs').select(['id', 'locked_by']).where('status', '=', 'running').execute();
  }

  /** Makes a running job runnable now, if `worker` (which died) still holds it; its attempt stays spent. */
  async reclaim(id: number, worker: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ status: 'queued', locked_until: null, locked_by: null, run_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('locked_by', '=', worker)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  findById(id: number): Promise<Job | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Jobs running, or queued and due by `now`: the work still to do (tomorrow's sweep is not). */
  async pendingCount(now = nowSeconds()): Promise<number> {
    const row = await this.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([eb('status', '=', 'running'), eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)])]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Jobs by kind and state, for the queue-depth gauge (GET /metrics). */
  async countsByKindAndStatus(): Promise<Array<{ kind: string; status: string; n: number }>> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['kind', 'status'])
      .execute();
    return rows.map((row) => ({ kind: row.kind, status: row.status, n: Number(row.n) }));
  }
}
