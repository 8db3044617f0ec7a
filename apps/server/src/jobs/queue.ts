import type { JobsRepo } from '../repositories/jobs.repo.js';
import { nowSeconds } from '../util/time.js';
import type { JobKind, JobPayloads } from './kinds.js';

/** Enqueues jobs in the database; an in-process worker, if any, is woken at once. */
export class JobQueue {
  private listeners = new Set<() => void>();

  constructor(private readonly jobs: JobsRepo) {}

  async enqueue<K extends JobKind>(kind: K, payload: JobPayloads[K]): Promise<number> {
    const id = await this.jobs.enqueue(kind, payload, nowSeconds());
    for (const wake of this.listeners) wake();
    return id;
  }

  onEnqueue(wake: () => void): () => void {
    this.listeners.add(wake);
    return () => this.listeners.delete(wake);
  }
}
