import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database, Job } from '../db/schema.js';

export class JobsRepo {
  constructor(private readonly db: Kysely<Database>, private readonly dialect: Dialect) {}

  async enqueue(kind: string, payload: unknown, now: number, maxAttempts = 5): Promise<number> {
    const row = await this.db.insertInto('jobs').values({
      kind, payload: JSON.stringify(payload), status: 'queued', attempts: 0, max_attempts: maxAttempts,
      run_at: now, locked_until: null, last_error: null, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Claims the oldest runnable job for `leaseSeconds`. A job whose lease ran out
   * (its worker died mid-run) is runnable again, which is how jobs survive a restart.
   */
  async claim(now: number, leaseSeconds: number): Promise<Job | undefined> {
    const lock = this.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const candidate = await sql<{ id: number }>`
      select id from jobs
      where (status = 'queued' and run_at <= ${now}) or (status = 'running' and locked_until < ${now})
      order by id limit 1 ${lock}`.execute(this.db);
    const id = candidate.rows[0]?.id;
    if (id === undefined) return undefined;
    const claimed = await this.db.updateTable('jobs')
      .set((eb) => ({ status: 'running', locked_until: now + leaseSeconds, attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .where((eb) => eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]))
      .returningAll().executeTakeFirst();
    return claimed;
  }

  async complete(id: number, now: number): Promise<void> {
    await this.db.updateTable('jobs').set({ status: 'done', locked_until: null, updated_at: now }).where('id', '=', id).execute();
  }

  async fail(job: Job, error: string, now: number, retryAt: number): Promise<void> {
    const final = job.attempts >= job.max_attempts;
    await this.db.updateTable('jobs').set({
      status: final ? 'failed' : 'queued', last_error: error.slice(0, 2000), locked_until: null, run_at: retryAt, updated_at: now,
    }).where('id', '=', job.id).execute();
  }

  findById(id: number): Promise<Job | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async pendingCount(): Promise<number> {
    const row = await this.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['queued', 'running']).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
