/**
 * Runs the upload queue: keeps the state of queue.ts, starts waiting items
 * while fewer than `concurrency` upload, and finishes each batch on the
 * server once all its items have settled. No React inside; the hook
 * useUploadQueue subscribes to it.
 */
import { LIMITS } from '@sprout/shared';
import { createStore, type Store } from '../../lib/createStore';
import {
  batchesToFinish, emptyQueue, itemsToStart, uploadQueueReducer,
  type UploadAction, type UploadFailure, type UploadQueueState,
} from './queue';

export interface QueuedFile { name: string; size: number }

export interface UploadQueueDeps<F extends QueuedFile> {
  /** Uploads one file and creates its moment; rejects with an UploadFailure. */
  upload(file: F, babyId: number, onProgress: (fraction: number) => void): Promise<void>;
  /** Ends the batch on the server (PUT /moments/finish). */
  finishBatch(babyId: number): Promise<void>;
  /** Called after a batch ended, with how many of its files were uploaded. */
  onBatchFinished?(babyId: number, uploaded: number): void;
  newId(): string;
  concurrency?: number;
}

export function toUploadFailure(error: unknown): UploadFailure {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
    return { code: error.code, message };
  }
  return { code: '800', message: '' };
}

export class UploadQueue<F extends QueuedFile> {
  /** The queue's state, for useUploadQueue to watch. */
  readonly state: Store<UploadQueueState> = createStore(emptyQueue);
  private readonly files = new Map<string, F>();

  constructor(private readonly deps: UploadQueueDeps<F>) {}

  readonly getSnapshot = (): UploadQueueState => this.state.get();

  enqueue(files: readonly F[], babyId: number): void {
    const entries = files.map((file) => ({ id: this.deps.newId(), file }));
    for (const { id, file } of entries) this.files.set(id, file);
    this.apply({
      type: 'enqueue', batchId: this.deps.newId(), babyId,
      files: entries.map(({ id, file }) => ({ id, name: file.name, size: file.size })),
    });
    this.pump();
  }

  retry(id: string): void {
    this.apply({ type: 'retry', id });
    this.pump();
  }

  /** Removes settled items of finished batches (closing the panel). */
  clearSettled(): void {
    this.apply({ type: 'clearSettled' });
    const kept = new Set(this.getSnapshot().items.map((item) => item.id));
    for (const id of this.files.keys()) if (!kept.has(id)) this.files.delete(id);
  }

  private apply(action: UploadAction): void {
    this.state.set((current) => uploadQueueReducer(current, action));
  }

  private pump(): void {
    for (const item of itemsToStart(this.getSnapshot(), this.deps.concurrency ?? LIMITS.uploadConcurrency)) {
      const file = this.files.get(item.id);
      if (!file) {
        this.apply({ type: 'fail', id: item.id, error: { code: '650', message: '' } });
        continue;
      }
      this.apply({ type: 'start', id: item.id });
      void this.run(item.id, file, item.babyId);
    }
    for (const { batch, uploaded } of batchesToFinish(this.getSnapshot())) {
      this.apply({ type: 'finishStarted', batchId: batch.id });
      void this.finish(batch.id, batch.babyId, uploaded);
    }
  }

  private async run(id: string, file: F, babyId: number): Promise<void> {
    try {
      await this.deps.upload(file, babyId, (progress) => this.apply({ type: 'progress', id, progress }));
      this.apply({ type: 'succeed', id });
    } catch (error) {
      this.apply({ type: 'fail', id, error: toUploadFailure(error) });
    }
    this.pump();
  }

  private async finish(batchId: string, babyId: number, uploaded: number): Promise<void> {
    if (uploaded > 0) {
      try {
        await this.deps.finishBatch(babyId);
      } catch {
        // The moments exist already; an unfinished batch only affects how they are grouped.
      }
    }
    this.apply({ type: 'finishDone', batchId });
    this.deps.onBatchFinished?.(babyId, uploaded);
  }
}
