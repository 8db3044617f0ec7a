/**
 * Runs the upload queue: keeps the state of queue.ts, prepares one file at a
 * time (HEIC conversion, compression), sends at most `concurrency` at once,
 * stops and continues items, finishes each batch on the server once all its
 * items have settled, and keeps everything (files included) in a
 * QueuePersistence so a reload picks up where it was. No React inside; the
 * hook useUploadQueue subscribes to it.
 */
import { LIMITS } from '@sprout/shared';
import { createStore, type Store } from '../../lib/createStore';
import {
  batchesToFinish,
  emptyQueue,
  itemsToStart,
  nextToPrepare,
  uploadQueueReducer,
  type Audience,
  type BatchOptions,
  type NewItem,
  type UploadAction,
  type UploadFailure,
  type UploadItem,
  type UploadQueueState,
} from './queue';

export interface UploadJob {
  item: UploadItem;
  file: Blob;
  audience: Audience;
  /** The batch's tags, put on the moment by the server as it makes it. */
  tagIds: readonly number[];
  /** Aborted when the item is stopped or deleted. */
  signal: AbortSignal;
  onProgress(sent: number, size: number): void;
  /** The tus upload's URL as soon as the server made it, to continue it after a stop or a reload. */
  onUploadUrl(url: string): void;
}

export interface UploadResult {
  momentId: number;
  duplicate: boolean;
}

/** Where the queue is kept between page loads (IndexedDB in the browser). */
export interface QueuePersistence {
  load(): Promise<{ state: Pick<UploadQueueState, 'items' | 'batches'>; files: Map<string, Blob> }>;
  saveState(state: Pick<UploadQueueState, 'items' | 'batches'>): Promise<void>;
  putFile(id: string, file: Blob): Promise<void>;
  deleteFiles(ids: readonly string[]): Promise<void>;
}

export interface UploadQueueDeps {
  /** Converts or compresses a file that needs it (status -1); rejects with an UploadFailure. */
  prepare(item: UploadItem, file: Blob): Promise<Blob>;
  /** Sends one file and creates its moment; rejects with an UploadFailure. */
  upload(job: UploadJob): Promise<UploadResult>;
  /** Ends the batch on the server (PUT /moments/finish). */
  finishBatch(babyId: number): Promise<void>;
  /** Called after a batch ended, with how many of its files became new moments. */
  onBatchFinished?(babyId: number, uploaded: number): void;
  /** Called as each file becomes a new moment, so the timeline shows it without waiting for the batch. */
  onUploaded?(babyId: number, momentId: number): void;
  /** Gives moments already made by a batch its new audience. */
  changeAudience?(momentIds: readonly number[], audience: Audience): Promise<void>;
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

export interface QueuedFile {
  file: Blob;
  name: string;
  kind: NewItem['kind'];
  isHeic: boolean;
  needsPreparing: boolean;
}

export class UploadQueue {
  /** The queue's state, for useUploadQueue to watch. */
  readonly state: Store<UploadQueueState> = createStore(emptyQueue);
  private readonly files = new Map<string, Blob>();
  private readonly running = new Map<string, AbortController>();
  private readonly preparing = new Set<string>();
  private persistence: QueuePersistence | null = null;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly deps: UploadQueueDeps) {}

  readonly getSnapshot = (): UploadQueueState => this.state.get();

  /** Restores what a persistence kept (a reload, a closed tab) and keeps every later change there. */
  async attach(persistence: QueuePersistence): Promise<void> {
    if (this.persistence === persistence) return;
    this.persistence = persistence;
    const { state, files } = await persistence.load();
    for (const [id, file] of files) if (!this.files.has(id)) this.files.set(id, file);
    const known = new Set(this.getSnapshot().items.map((item) => item.id));
    // Files queued before the persistence was there are kept now.
    for (const item of this.getSnapshot().items) {
      const file = this.files.get(item.id);
      if (file) void persistence.putFile(item.id, file).catch(() => undefined);
    }
    this.apply({
      type: 'restore',
      state: { items: state.items.filter((item) => files.has(item.id) || known.has(item.id)), batches: state.batches },
    });
    this.pump();
  }

  /** Queues one selection as a batch; answers the batch's id (the diary editor follows its items). */
  enqueue(files: readonly QueuedFile[], babyId: number, audience: Audience, options?: BatchOptions): string {
    const batchId = this.deps.newId();
    const entries = files.map((file) => ({ id: this.deps.newId(), file }));
    for (const { id, file } of entries) {
      this.files.set(id, file.file);
      void this.persistence?.putFile(id, file.file).catch(() => undefined);
    }
    this.apply({
      type: 'enqueue',
      batchId,
      babyId,
      audience,
      ...(options ? { options } : {}),
      files: entries.map(({ id, file }) => ({
        id,
        name: file.name,
        size: file.file.size,
        kind: file.kind,
        isHeic: file.isHeic,
        needsPreparing: file.needsPreparing,
      })),
    });
    this.pump();
    return batchId;
  }

  stop(id: string): void {
    this.apply({ type: 'stop', id });
    this.running.get(id)?.abort();
  }

  resume(id: string): void {
    this.act({ type: 'resume', id });
  }

  retry(id: string): void {
    this.act({ type: 'retry', id });
  }

  remove(id: string): void {
    this.running.get(id)?.abort();
    this.apply({ type: 'remove', id });
    this.forget([id]);
    this.pump();
  }

  startAll(): void {
    this.act({ type: 'startAll' });
  }

  /** Spec §4: cancel-all pauses every item; continue-all takes them up again. */
  cancelAll(): void {
    this.apply({ type: 'cancelAll' });
    for (const controller of this.running.values()) controller.abort();
  }

  continueAll(): void {
    this.act({ type: 'continueAll' });
  }

  /** The browser is back online: what failed for want of a connection goes on; what the user paused stays paused. */
  reconnected(): void {
    this.act({ type: 'reconnected' });
  }

  removeAll(): void {
    for (const controller of this.running.values()) controller.abort();
    const ids = this.getSnapshot().items.map((item) => item.id);
    this.apply({ type: 'removeAll' });
    this.forget(ids);
  }

  /** The batch's audience: what it posts from now on, and the moments it already made. */
  setAudience(batchId: string, audience: Audience): Promise<void> {
    this.apply({ type: 'audience', batchId, audience });
    const made = this.getSnapshot().items.filter(
      (item) => item.batchId === batchId && item.momentId !== null && !item.duplicate,
    );
    const ids = made.map((item) => item.momentId).filter((id): id is number => id !== null);
    return ids.length > 0 && this.deps.changeAudience ? this.deps.changeAudience(ids, audience) : Promise.resolve();
  }

  /** Closes the upload-done panel: uploaded rows go, failed rows stay. */
  closeDone(): void {
    const before = this.getSnapshot().items.map((item) => item.id);
    this.apply({ type: 'closeDone' });
    const kept = new Set(this.getSnapshot().items.map((item) => item.id));
    this.forget(before.filter((id) => !kept.has(id)));
  }

  private act(action: UploadAction): void {
    this.apply(action);
    this.pump();
  }

  private forget(ids: readonly string[]): void {
    for (const id of ids) this.files.delete(id);
    if (ids.length > 0) void this.persistence?.deleteFiles(ids).catch(() => undefined);
  }

  private apply(action: UploadAction): void {
    const before = this.getSnapshot();
    this.state.set((current) => uploadQueueReducer(current, action));
    if (this.getSnapshot() !== before && action.type !== 'progress') this.save();
  }

  /** Saves the state after the previous save, so writes land in order. */
  private save(): void {
    const persistence = this.persistence;
    if (!persistence) return;
    this.saving = this.saving
      .then(() => {
        const { items, batches } = this.getSnapshot();
        return persistence.saveState({ items, batches });
      })
      .catch(() => undefined);
  }

  private pump(): void {
    const next = nextToPrepare(this.getSnapshot(), this.preparing);
    if (next) void this.prepare(next);
    for (const item of itemsToStart(this.getSnapshot(), this.deps.concurrency ?? LIMITS.uploadConcurrency)) {
      const file = this.files.get(item.id);
      if (!file) {
        this.apply({ type: 'fail', id: item.id, error: { code: '650', message: '' } });
        continue;
      }
      this.apply({ type: 'start', id: item.id });
      void this.run(item.id, file);
    }
    for (const { batch, uploaded } of batchesToFinish(this.getSnapshot())) {
      this.apply({ type: 'finishStarted', batchId: batch.id });
      void this.finish(batch.id, batch.babyId, uploaded);
    }
  }

  private async prepare(item: UploadItem): Promise<void> {
    const file = this.files.get(item.id);
    this.preparing.add(item.id);
    try {
      if (!file) throw { code: '650', message: '' } satisfies UploadFailure;
      const prepared = await this.deps.prepare(item, file);
      if (this.getSnapshot().items.some((i) => i.id === item.id)) {
        this.files.set(item.id, prepared);
        await this.persistence?.putFile(item.id, prepared).catch(() => undefined);
        this.apply({ type: 'prepared', id: item.id, size: prepared.size });
      }
    } catch (error) {
      this.apply({ type: 'fail', id: item.id, error: toUploadFailure(error) });
    } finally {
      this.preparing.delete(item.id);
    }
    this.pump();
  }

  private async run(id: string, file: Blob): Promise<void> {
    const controller = new AbortController();
    this.running.set(id, controller);
    const item = this.getSnapshot().items.find((i) => i.id === id);
    const batch = this.getSnapshot().batches.find((b) => b.id === item?.batchId);
    try {
      if (!item || !batch) throw { code: '650', message: '' } satisfies UploadFailure;
      const result = await this.deps.upload({
        item,
        file,
        audience: batch.audience,
        tagIds: batch.tagIds ?? [],
        signal: controller.signal,
        onProgress: (sent, size) => this.apply({ type: 'progress', id, sent, size }),
        onUploadUrl: (url) => this.apply({ type: 'uploadUrl', id, url }),
      });
      this.apply({ type: 'succeed', id, ...result });
      if (!result.duplicate) this.deps.onUploaded?.(batch.babyId, result.momentId);
      const audience = this.getSnapshot().batches.find((b) => b.id === batch.id)?.audience;
      // The batch's audience changed while this one was being made: give it the new one too.
      if (audience && audience !== batch.audience && !result.duplicate)
        await this.deps.changeAudience?.([result.momentId], audience).catch(() => undefined);
    } catch (error) {
      if (controller.signal.aborted) this.apply({ type: 'release', id });
      else this.apply({ type: 'fail', id, error: toUploadFailure(error) });
    } finally {
      this.running.delete(id);
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
