import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Job } from '../db/schema.js';
import { faultOf } from '../faults.js';
import type { JobsRepo } from '../repositories/jobs.repo.js';
import { nowSeconds } from '../util/time.js';
import { JOB_KINDS, type JobKind, type JobPayloads } from './kinds.js';
import type { JobQueue } from './queue.js';
import type { JobDefinition, JobRegistry } from './registry.js';

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const IDLE_POLL_MS = 2_000;
/** A running job's lease is renewed this often, as a share of its length: a slow remux keeps its claim. */
const RENEW_SHARE = 1 / 3;
/** Leases are claimed with the longest a kind needs; the running job's own lease is renewed by kind. */
const CLAIM_LEASE_SECONDS = 120;
/** Recurring jobs (the orphan sweep) run this long after a worker starts, once it has taken back interrupted work. */
const RECURRING_START_DELAY_SECONDS = 60;
/**
 * The longest a job waits for a full disk or a lost database to come back before trying again (1, 2, 4, 8,
 * then every 10 s): short, because nothing else tells the worker that space is back, and a family waits
 * for its thumbnails meanwhile. Each retry of a job that still fails costs one claim and the failed write.
 */
const FAULT_RETRY_MAX_SECONDS = 10;
/** How often a failure the database would not take (the same full disk) is offered again. */
const RECORD_RETRY_MS = 1_000;

/** The workers alive in this process: another name with this process's id belonged to a process now gone. */
const LIVE_HERE = new Set<string>();

/** Whether the process of a worker named `host:pid:random` on this host has ended. */
function holderGone(name: string): boolean {
  if (LIVE_HERE.has(name)) return false;
  const pid = Number(name.split(':').at(-2));
  if (!Number.isInteger(pid) || pid <= 0) return false;
  // A container restarted keeps its host name and often its pid (1): the name's random part tells them apart.
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export interface WorkerOptions {
  /** Jobs run at once (WORKER_CONCURRENCY; the number of cores by default). */
  concurrency?: number;
  /** Told how each run of a job ended and how long it took (the job-duration metric). */
  onJobEnd?: (kind: string, outcome: JobOutcome, seconds: number) => void;
}

export type JobOutcome = 'done' | 'failed' | 'postponed';

/**
 * Runs queued jobs, `concurrency` at a time: each slot claims the oldest
 * runnable job as soon as it is free, so the thumbnails of a batch appear one
 * by one as they are made. Claims are leases held by this worker's name and
 * renewed while a job runs, so a job left behind by a process that died is
 * picked up again once its lease ends, and a long job is never run twice at once.
 */
export class Worker {
  /** Unique per process: the name a lease is held under. */
  readonly name = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly concurrency: number;
  private readonly onJobEnd: NonNullable<WorkerOptions['onJobEnd']>;
  private running = false;
  /** The idle slots' wake-up calls: a new job wakes them all, and each tries to claim. */
  private readonly sleepers = new Set<() => void>();
  private loop: Promise<unknown> | null = null;
  private unsubscribe: (() => void) | null = null;
  /**
   * Failures the database would not record (the same full disk, the same lost database), offered again
   * every second while the worker runs: otherwise the job sat 'running' until its two-minute lease ended.
   */
  private readonly unrecorded = new Map<
    number,
    { job: Job; definition: JobDefinition<JobKind> | undefined; error: unknown }
  >();
  private recordTimer: NodeJS.Timeout | null = null;
  private recording = false;

  constructor(
    private readonly jobs: JobsRepo,
    private readonly queue: JobQueue,
    private readonly registry: JobRegistry,
    private readonly log: JobLog,
    options: WorkerOptions = {},
  ) {
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
    this.onJobEnd = options.onJobEnd ?? (() => undefined);
    const missing = JOB_KINDS.filter((kind) => typeof registry[kind]?.handler !== 'function');
    if (missing.length > 0) throw new Error(`no handler for job kinds: ${missing.join(', ')}`);
    // Draining (the CLI, tests) claims jobs too: the name is live from now until stop().
    LIVE_HERE.add(this.name);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    LIVE_HERE.add(this.name);
    this.unsubscribe = this.queue.onEnqueue(() => this.wakeAll());
    this.recordTimer = setInterval(() => void this.recordHeldFailures(), RECORD_RETRY_MS);
    this.recordTimer.unref();
    this.loop = this.prepare().then(() => Promise.all(Array.from({ length: this.concurrency }, () => this.run())));
  }

  async stop(): Promise<void> {
    this.running = false;
    LIVE_HERE.delete(this.name);
    this.unsubscribe?.();
    if (this.recordTimer) clearInterval(this.recordTimer);
    this.recordTimer = null;
    this.wakeAll();
    await this.loop;
  }

  /** How many job failures this worker holds because the database would not record them yet. */
  get heldFailures(): number {
    return this.unrecorded.size;
  }

  /** Offers the held failures to the database again; each one recorded lets its job be retried soon. */
  private async recordHeldFailures(): Promise<void> {
    if (this.recording || this.unrecorded.size === 0) return;
    this.recording = true;
    try {
      for (const [id, held] of [...this.unrecorded]) {
        try {
          await this.recordFailure(held.job, held.definition, held.error);
          this.unrecorded.delete(id);
        } catch {
          break; // still refused: the next round tries again
        }
      }
      this.wakeAll();
    } finally {
      this.recording = false;
    }
  }

  /** Runs every job that is ready now, `concurrency` at a time; for the CLI and tests. */
  async drain(): Promise<number> {
    let count = 0;
    const slot = async () => {
      for (let job = await this.claim(); job; job = await this.claim()) {
        await this.execute(job);
        count += 1;
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, slot));
    return count;
  }

  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }

  /**
   * Makes runnable at once the jobs that workers of this host were running
   * when their process died (a crash, a SIGKILL, a restart), instead of
   * leaving them 'processing' until their leases end. Answers how many.
   */
  async reclaimInterrupted(): Promise<number> {
    const host = `${os.hostname()}:`;
    let reclaimed = 0;
    for (const job of await this.jobs.running()) {
      const holder = job.locked_by;
      if (!holder?.startsWith(host) || !holderGone(holder)) continue;
      if (await this.jobs.reclaim(job.id, holder, nowSeconds())) reclaimed += 1;
    }
    if (reclaimed > 0) this.log.info({ reclaimed }, 'took back the jobs of a worker of this host that died');
    return reclaimed;
  }

  /** What the worker does once as it starts; a failure (the database is down) is logged, and the loop starts anyway. */
  private async prepare(): Promise<void> {
    try {
      await this.reclaimInterrupted();
    } catch (error) {
      this.log.error({ err: error }, 'could not take back interrupted jobs; they run again when their leases end');
    }
    for (const kind of this.recurringKinds()) {
      const definition = this.registry[kind];
      if (definition.notAtStart) await this.scheduleRecurring(kind, definition.everySeconds ?? 0);
      else await this.scheduleRecurring(kind, RECURRING_START_DELAY_SECONDS, true);
    }
  }

  /** The kinds that queue their next run after each one (a sweep, the trash purge). */
  recurringKinds(): JobKind[] {
    return JOB_KINDS.filter((kind) => this.registry[kind].everySeconds !== undefined);
  }

  /**
   * Makes a recurring job due now (the operator CLI: an operator need not wait a day for the sweep):
   * the queued run is brought forward, or one queued. Answers its id (a running one's, if it runs now).
   */
  async dueNow(kind: JobKind): Promise<number> {
    const now = nowSeconds();
    const id = await this.queue.enqueue(kind, {} as JobPayloads[typeof kind], {
      dedupeKey: `every:${kind}`,
      runAt: now,
    });
    await this.jobs.bringForward(id, now, now);
    return id;
  }

  /**
   * Queues a recurring job `delaySeconds` from now unless one is queued or
   * running (its dedupe key); at start-up a queued one is brought forward.
   */
  private async scheduleRecurring(kind: JobKind, delaySeconds: number, forward = false): Promise<void> {
    try {
      const runAt = nowSeconds() + delaySeconds;
      const id = await this.queue.enqueue(kind, {} as JobPayloads[typeof kind], { dedupeKey: `every:${kind}`, runAt });
      if (forward) await this.jobs.bringForward(id, runAt, nowSeconds());
    } catch (error) {
      this.log.error({ kind, err: error }, 'could not schedule a recurring job; the next worker start does');
    }
  }

  private claim(): Promise<Job | undefined> {
    return this.jobs.claim(nowSeconds(), CLAIM_LEASE_SECONDS, this.name);
  }

  private async run(): Promise<void> {
    while (this.running) {
      let job: Job | undefined;
      try {
        job = await this.claim();
      } catch (error) {
        this.log.error({ err: error }, 'job claim failed');
      }
      if (job) {
        await this.execute(job);
        continue;
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, IDLE_POLL_MS);
        this.sleepers.add(wake);
      });
    }
  }

  private async execute(job: Job): Promise<void> {
    const definition = this.registry[job.kind as JobKind] as JobDefinition<JobKind> | undefined;
    const stopRenewing = definition ? this.renewWhileRunning(job, definition.leaseSeconds) : () => {};
    const started = performance.now();
    let timed = false;
    const ended = (outcome: JobOutcome) => {
      if (!timed) this.onJobEnd(job.kind, outcome, (performance.now() - started) / 1000);
      timed = true;
    };
    try {
      if (!definition) throw new Error(`unknown job kind ${job.kind}`);
      await (definition.handler as (payload: unknown) => Promise<void>)(JSON.parse(job.payload));
      stopRenewing();
      ended('done');
      await this.jobs.complete(job, this.name, nowSeconds());
    } catch (error) {
      stopRenewing();
      ended(faultOf(error) ? 'postponed' : 'failed');
      try {
        await this.recordFailure(job, definition, error);
      } catch (recordError) {
        // Recording failed too (the same full disk, the same lost database): the job keeps its
        // 'running' row, and the failure is offered again every second (or, should this process end,
        // its lease runs out and a worker claims it then). The worker lives on.
        this.log.error(
          { jobId: job.id, kind: job.kind, err: recordError },
          'could not record a job failure; it is recorded once the database takes it',
        );
        if (this.running) this.unrecorded.set(job.id, { job, definition, error });
      }
    }
    // The next run of a recurring job; a retry still queued is kept instead (same dedupe key).
    if (definition?.everySeconds !== undefined)
      await this.scheduleRecurring(job.kind as JobKind, definition.everySeconds);
  }

  private async recordFailure(job: Job, definition: JobDefinition<JobKind> | undefined, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const now = nowSeconds();
    const fault = faultOf(error);
    if (fault) {
      // A full or read-only disk, a lost database: never the job's fault, so it never gives up on one,
      // and it is tried again soon enough to heal by itself once space or the database is back.
      this.log.warn(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, fault: fault.code, err: message },
        'job postponed',
      );
      await this.jobs.postpone(
        job,
        this.name,
        message,
        now,
        now + Math.min(2 ** Math.max(0, job.attempts - 1), FAULT_RETRY_MAX_SECONDS),
      );
      return;
    }
    this.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'job failed');
    // Back off 5 s, 25 s, 125 s … so a passing fault has time to clear.
    await this.jobs.fail(job, this.name, message, now, now + 5 ** job.attempts);
    if (job.attempts >= job.max_attempts) {
      this.log.error({ jobId: job.id, kind: job.kind, err: message }, 'job gave up');
      await (definition?.onGiveUp as ((payload: unknown) => Promise<void>) | undefined)?.(
        JSON.parse(job.payload),
      ).catch(() => undefined);
    }
  }

  /** Keeps the job's lease ahead of its handler; returns the function that stops renewing. */
  private renewWhileRunning(job: Job, leaseSeconds: number): () => void {
    const renew = () => {
      const now = nowSeconds();
      this.jobs.renew(job, this.name, now + leaseSeconds, now).then(
        (held) => {
          if (!held) this.log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost to another worker');
        },
        (error: unknown) => this.log.warn({ jobId: job.id, err: error }, 'job lease renewal failed'),
      );
    };
    // The claim's own lease may be shorter than the kind's: the first renewal comes within both.
    const timer = setInterval(renew, Math.min(leaseSeconds, CLAIM_LEASE_SECONDS) * RENEW_SHARE * 1000);
    timer.unref();
    return () => clearInterval(timer);
  }
}
