/**
 * The upload queue as pure state transitions (spec §4 "Upload item status"):
 * pending → uploading → uploaded | failed, failed → pending on retry. Items
 * belong to a batch (one file selection); a batch is finished on the server
 * once all its items have settled.
 */
import { LIMITS } from '@sprout/shared';

export type UploadStatus = 'pending' | 'uploading' | 'uploaded' | 'failed';

export interface UploadFailure {
  /** An error code: spec §8 numbers ('620', '745'…) or a server code. */
  code: string;
  /** The server's translated message; empty when the client should translate `code`. */
  message: string;
}

export interface UploadItem {
  id: string;
  batchId: string;
  babyId: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0…1 */
  progress: number;
  error: UploadFailure | null;
}

export type BatchState = 'open' | 'finishing' | 'finished';

export interface UploadBatch {
  id: string;
  babyId: number;
  state: BatchState;
}

export interface UploadQueueState {
  items: readonly UploadItem[];
  batches: readonly UploadBatch[];
}

export type UploadAction =
  | { type: 'enqueue'; batchId: string; babyId: number; files: ReadonlyArray<{ id: string; name: string; size: number }> }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'succeed'; id: string }
  | { type: 'fail'; id: string; error: UploadFailure }
  | { type: 'retry'; id: string }
  | { type: 'finishStarted'; batchId: string }
  | { type: 'finishDone'; batchId: string }
  | { type: 'clearSettled' };

export const emptyQueue: UploadQueueState = { items: [], batches: [] };

export function isSettled(item: UploadItem): boolean {
  return item.status === 'uploaded' || item.status === 'failed';
}

/** Null when the selection may be queued, else the error code to show. */
export function checkSelection(count: number): 'too_many_files' | null {
  return count > LIMITS.maxFilesPerBatch ? 'too_many_files' : null;
}

function updateItem(state: UploadQueueState, id: string, allowed: readonly UploadStatus[], change: (item: UploadItem) => UploadItem): UploadQueueState {
  let changed = false;
  const items = state.items.map((item) => {
    if (item.id !== id || !allowed.includes(item.status)) return item;
    changed = true;
    return change(item);
  });
  return changed ? { ...state, items } : state;
}

function updateBatch(state: UploadQueueState, id: string, from: readonly BatchState[], to: BatchState): UploadQueueState {
  const batch = state.batches.find((b) => b.id === id);
  if (!batch || !from.includes(batch.state)) return state;
  return { ...state, batches: state.batches.map((b) => (b.id === id ? { ...b, state: to } : b)) };
}

export function uploadQueueReducer(state: UploadQueueState, action: UploadAction): UploadQueueState {
  switch (action.type) {
    case 'enqueue': {
      if (action.files.length === 0) return state;
      const added: UploadItem[] = action.files.map((file) => ({
        id: file.id, batchId: action.batchId, babyId: action.babyId, name: file.name, size: file.size,
        status: 'pending', progress: 0, error: null,
      }));
      return {
        items: [...state.items, ...added],
        batches: [...state.batches, { id: action.batchId, babyId: action.babyId, state: 'open' }],
      };
    }
    case 'start':
      return updateItem(state, action.id, ['pending'], (item) => ({ ...item, status: 'uploading', progress: 0, error: null }));
    case 'progress':
      return updateItem(state, action.id, ['uploading'], (item) => ({
        ...item, progress: Math.max(item.progress, Math.min(1, Math.max(0, action.progress))),
      }));
    case 'succeed':
      return updateItem(state, action.id, ['uploading'], (item) => ({ ...item, status: 'uploaded', progress: 1, error: null }));
    case 'fail':
      return updateItem(state, action.id, ['pending', 'uploading'], (item) => ({ ...item, status: 'failed', error: action.error }));
    case 'retry': {
      const item = state.items.find((i) => i.id === action.id);
      if (!item || item.status !== 'failed') return state;
      const next = updateItem(state, action.id, ['failed'], (i) => ({ ...i, status: 'pending', progress: 0, error: null }));
      return { ...next, batches: next.batches.map((b) => (b.id === item.batchId ? { ...b, state: 'open' } : b)) };
    }
    case 'finishStarted':
      return updateBatch(state, action.batchId, ['open'], 'finishing');
    case 'finishDone':
      return updateBatch(state, action.batchId, ['finishing'], 'finished');
    case 'clearSettled': {
      const done = new Set(state.batches.filter((b) => b.state === 'finished').map((b) => b.id));
      const items = state.items.filter((item) => !(done.has(item.batchId) && isSettled(item)));
      const kept = new Set(items.map((item) => item.batchId));
      return { items, batches: state.batches.filter((b) => kept.has(b.id)) };
    }
  }
}

/** The pending items to start now so that at most `concurrency` upload at once. */
export function itemsToStart(state: UploadQueueState, concurrency: number = LIMITS.uploadConcurrency): UploadItem[] {
  const running = state.items.filter((item) => item.status === 'uploading').length;
  const free = Math.max(0, concurrency - running);
  return state.items.filter((item) => item.status === 'pending').slice(0, free);
}

/** Open batches whose items have all settled, with how many of them were uploaded. */
export function batchesToFinish(state: UploadQueueState): Array<{ batch: UploadBatch; uploaded: number }> {
  return state.batches.flatMap((batch) => {
    if (batch.state !== 'open') return [];
    const items = state.items.filter((item) => item.batchId === batch.id);
    if (items.length === 0 || !items.every(isSettled)) return [];
    return [{ batch, uploaded: items.filter((item) => item.status === 'uploaded').length }];
  });
}

export interface QueueSummary {
  total: number;
  pending: number;
  uploading: number;
  uploaded: number;
  failed: number;
  /** Something is still waiting or uploading. */
  active: boolean;
  /** Everything settled and every batch finished on the server. */
  done: boolean;
}

export function summarize(state: UploadQueueState): QueueSummary {
  const count = (status: UploadStatus) => state.items.filter((item) => item.status === status).length;
  const pending = count('pending');
  const uploading = count('uploading');
  const total = state.items.length;
  const active = pending + uploading > 0;
  return {
    total, pending, uploading, uploaded: count('uploaded'), failed: count('failed'), active,
    done: total > 0 && !active && state.batches.every((b) => b.state === 'finished'),
  };
}
