export interface JobLog { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void }
import type { Job } from '../db/schema.js';
import type { JobsRepo } from '../repositories/jobs.repo.js';
import { nowSeconds } from '../util/time.js';
import { JOB_KINDS, type JobKind, type JobPayloads } from './kinds.js';
import type { JobQueue } from './queue.js';

export type JobHandlers = { [K in JobKind]: (payload: JobPayloads[K]) => Promise<void> };

const LEASE_SECONDS = 120;
const IDLE_POLL_MS = 2_000;

/**
 * Runs queued jobs one at a time. Claims are leased, so a job left running by a
 * process that died is picked up again once its lease ends.
 */
export class Worker {
  private running = false;
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly jobs: JobsRepo,
    private readonly queue: JobQueue,
    private readonly handlers: JobHandlers,
    private readonly log: JobLog,
    /** Called once a job has failed for the last time, so what waits on it can say so. */
    private readonly onGiveUp: (kind: JobKind, payload: unknown) => Promise<void> = async () => {},
  ) {
    const missing = JOB_KINDS.filter((kind) => typeof handlers[kind] !== 'function');
    if (missing.length > 0) throw new Error(`no handler for job kinds: ${missing.join(', ')}`);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.queue.onEnqueue(() => this.wakeUp?.());
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.wakeUp?.();
    await this.loop;
  }

  /** Runs every job that is ready now; for the CLI and tests. */
  async drain(): Promise<number> {
    let count = 0;
    for (let job = await this.jobs.claim(nowSeconds(), LEASE_SECONDS); job; job = await this.jobs.claim(nowSeconds(), LEASE_SECONDS)) {
      await this.execute(job);
      count += 1;
    }
    return count;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let job: Job | undefined;
      try {
        job = await this.jobs.claim(nowSeconds(), LEASE_SECONDS);
      } catch (error) {
        this.log.error({ err: error }, 'job claim failed');
      }
      if (job) {
        await this.execute(job);
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, IDLE_POLL_MS);
        this.wakeUp = () => { clearTimeout(timer); resolve(); };
      });
      this.wakeUp = null;
    }
  }

  private async execute(job: Job): Promise<void> {
    const handler = this.handlers[job.kind as JobKind] as ((payload: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`unknown job kind ${job.kind}`);
      await handler(JSON.parse(job.payload));
      await this.jobs.complete(job.id, nowSeconds());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'job failed');
      // Back off 5 s, 25 s, 125 s … so a passing fault has time to clear.
      await this.jobs.fail(job, message, nowSeconds(), nowSeconds() + 5 ** job.attempts);
      if (job.attempts >= job.max_attempts) {
        this.log.error({ jobId: job.id, kind: job.kind, err: message }, 'job gave up');
        await this.onGiveUp(job.kind as JobKind, JSON.parse(job.payload)).catch(() => undefined);
      }
    }
  }
}
