import type { EnqueueOptions, JobsRepo } from '../repositories/jobs.repo.js';
import type { UnitOfWork } from '../repositories/repos.js';
import { nowSeconds } from '../util/time.js';
import type { JobKind, JobPayloads } from './kinds.js';

/** Enqueues jobs in the database; an in-process worker, if any, is woken once the job is committed. */
export class JobQueue {
  private listeners = new Set<() => void>();

  constructor(private readonly jobs: JobsRepo) {}

  async enqueue<K extends JobKind>(kind: K, payload: JobPayloads[K], options: EnqueueOptions = {}): Promise<number> {
    const id = await this.jobs.enqueue(kind, payload, nowSeconds(), options);
    this.wake();
    return id;
  }

  /** Enqueues inside a use case's transaction: the job exists exactly when the rest of its writes do. */
  async enqueueIn<K extends JobKind>(
    work: UnitOfWork,
    kind: K,
    payload: JobPayloads[K],
    options: EnqueueOptions = {},
  ): Promise<number> {
    const id = await work.repos.jobs.enqueue(kind, payload, nowSeconds(), options);
    work.afterCommit(() => this.wake());
    return id;
  }

  onEnqueue(wake: () => void): () => void {
    this.listeners.add(wake);
    return () => this.listeners.delete(wake);
  }

  private wake(): void {
    for (const wake of this.listeners) wake();
  }
}
