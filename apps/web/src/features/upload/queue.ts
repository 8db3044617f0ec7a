/**
 * The upload queue as pure state transitions (spec §4 "Upload item status"):
 * -1 needs preparing (compression, or HEIC conversion) → 0 waiting (-2 when
 * the file is a JPEG converted from HEIC) → 1 uploading → 2 done, or 3 a
 * retryable error / 4 a fatal one. Stopping an item pauses it where it is;
 * items belong to a batch (one selection), finished on the server once all
 * its items have settled. The runner (UploadQueue.ts) acts on these states.
 */
import { LIMITS, type Privacy } from '@sprout/shared';
import type { MediaKind } from './mediaKind';

export const STATUS = {
  heicConverted: -2,
  needsPreparing: -1,
  waiting: 0,
  uploading: 1,
  done: 2,
  error: 3,
  fatal: 4,
} as const;
export type UploadStatus = (typeof STATUS)[keyof typeof STATUS];

/** The user's words for a status (spec §4): pending, uploading, paused, uploaded, failed. */
export type StatusWording = 'pending' | 'uploading' | 'paused' | 'uploaded' | 'failed';

export interface UploadFailure {
  /** An error code: spec §8 numbers ('620', '745'…) or a server code. */
  code: string;
  /** The server's translated message; empty when the client should translate `code`. */
  message: string;
}

/**
 * These cannot be fixed by trying again (status 4): delete is all that is left. Spec §8 names 620
 * and 630 among the retryable codes (a format read wrongly once may be read the next time), so
 * they keep Retry (issue 23).
 */
export const FATAL_CODES: readonly string[] = ['600', '640', '650', 'file_too_large'];

/**
 * A lost connection: 745 (no answer after the 3 retries, spec §4) or 800 (no network at all). Such
 * rows wait for the network and go on by themselves when the browser is back online (issue 23).
 */
export const CONNECTION_CODES: readonly string[] = ['745', '800'];

export function isConnectionFailure(error: UploadFailure | null): boolean {
  return error !== null && CONNECTION_CODES.includes(error.code);
}

export interface UploadItem {
  id: string;
  batchId: string;
  babyId: number;
  name: string;
  kind: MediaKind;
  /** A HEIC/HEIF photo (spec §3 isHeic): it is converted to JPEG before it is sent. */
  isHeic: boolean;
  status: UploadStatus;
  /** Still to be converted or compressed before it can be sent. */
  needsPreparing: boolean;
  /** Stopped by the user (or cancel-all); it waits until continued. */
  paused: boolean;
  /** Bytes of what will be sent: the file, or its converted or compressed JPEG. */
  size: number;
  sent: number;
  error: UploadFailure | null;
  /** Already in the album: the server had this picture, nothing was sent. */
  duplicate: boolean;
  momentId: number | null;
  /** The tus upload on the server, once created: a later try continues it from the server's offset. */
  uploadUrl: string | null;
}

export type BatchState = 'open' | 'finishing' | 'finished';

/** Who may see what a batch posts (spec §3 privacy levels). */
export interface Audience {
  privacy: Privacy;
  visibleForIds: readonly number[];
}

export interface UploadBatch {
  id: string;
  babyId: number;
  state: BatchState;
  audience: Audience;
  /** Tags every moment of the batch gets as it is made (uploading from a tag's page). */
  tagIds?: readonly number[];
  /**
   * Media for a diary entry: sent private, and the entry gives them its own
   * audience when it takes them (ADR 0019), so the panel offers no audience.
   */
  forDiary?: boolean;
}

/** What a batch is for, beside its files and audience. */
export interface BatchOptions {
  tagIds?: readonly number[];
  forDiary?: boolean;
}

/** The upload-done panel (spec §2): what the last finished uploads came to, until it closes. */
export interface DoneReport {
  uploaded: number;
  failed: number;
}

export interface UploadQueueState {
  items: readonly UploadItem[];
  batches: readonly UploadBatch[];
  done: DoneReport | null;
}

export interface NewItem {
  id: string;
  name: string;
  size: number;
  kind: MediaKind;
  isHeic: boolean;
  needsPreparing: boolean;
}

export type UploadAction =
  | {
      type: 'enqueue';
      batchId: string;
      babyId: number;
      audience: Audience;
      files: readonly NewItem[];
      options?: BatchOptions;
    }
  | { type: 'restore'; state: Pick<UploadQueueState, 'items' | 'batches'> }
  | { type: 'prepared'; id: string; size: number }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; sent: number; size: number }
  | { type: 'uploadUrl'; id: string; url: string }
  | { type: 'succeed'; id: string; momentId: number; duplicate: boolean }
  | { type: 'fail'; id: string; error: UploadFailure }
  /** The runner gave a running item back (stopped, or the page is going). */
  | { type: 'release'; id: string }
  | { type: 'stop'; id: string }
  | { type: 'resume'; id: string }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'startAll' }
  | { type: 'cancelAll' }
  | { type: 'continueAll' }
  /** The browser is back online: rows that failed for want of a connection try again. */
  | { type: 'reconnected' }
  | { type: 'removeAll' }
  | { type: 'audience'; batchId: string; audience: Audience }
  | { type: 'finishStarted'; batchId: string }
  | { type: 'finishDone'; batchId: string }
  | { type: 'closeDone' };

export const emptyQueue: UploadQueueState = { items: [], batches: [], done: null };

export const DEFAULT_AUDIENCE: Audience = { privacy: 'family_and_relatives', visibleForIds: [] };

export function isSettled(item: UploadItem): boolean {
  return item.status === STATUS.done || item.status === STATUS.error || item.status === STATUS.fatal;
}

export function isFatal(code: string): boolean {
  return FATAL_CODES.includes(code);
}

export function wordingOf(item: UploadItem): StatusWording {
  if (item.status === STATUS.done) return 'uploaded';
  if (item.status === STATUS.error || item.status === STATUS.fatal) return 'failed';
  if (item.paused) return 'paused';
  return item.status === STATUS.uploading ? 'uploading' : 'pending';
}

/** Where an item stands when it is not running: still to be prepared, or ready to send (a converted HEIC as -2). */
function readyStatus(item: UploadItem): UploadStatus {
  if (item.needsPreparing) return STATUS.needsPreparing;
  return item.isHeic ? STATUS.heicConverted : STATUS.waiting;
}

/** The first 50 files of a selection (spec §5), and those left out, so they can be named and added next. */
export function limitSelection<F>(files: readonly F[]): { accepted: F[]; rejected: F[]; tooMany: boolean } {
  return {
    accepted: files.slice(0, LIMITS.maxFilesPerBatch),
    rejected: files.slice(LIMITS.maxFilesPerBatch),
    tooMany: files.length > LIMITS.maxFilesPerBatch,
  };
}

function mapItems(
  state: UploadQueueState,
  pick: (item: UploadItem) => boolean,
  change: (item: UploadItem) => UploadItem,
): UploadQueueState {
  let changed = false;
  const items = state.items.map((item) => {
    if (!pick(item)) return item;
    const next = change(item);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? { ...state, items } : state;
}

function updateItem(
  state: UploadQueueState,
  id: string,
  allowed: readonly UploadStatus[],
  change: (item: UploadItem) => UploadItem,
): UploadQueueState {
  return mapItems(state, (item) => item.id === id && allowed.includes(item.status), change);
}

function updateBatch(
  state: UploadQueueState,
  id: string,
  from: readonly BatchState[],
  to: BatchState,
): UploadQueueState {
  const batch = state.batches.find((b) => b.id === id);
  if (!batch || !from.includes(batch.state)) return state;
  return { ...state, batches: state.batches.map((b) => (b.id === id ? { ...b, state: to } : b)) };
}

/** A batch that gets work again is open again, so it is finished once more when that work settles. */
function reopen(state: UploadQueueState, batchIds: ReadonlySet<string>): UploadQueueState {
  if (batchIds.size === 0) return state;
  return {
    ...state,
    batches: state.batches.map((b) => (batchIds.has(b.id) && b.state === 'finished' ? { ...b, state: 'open' } : b)),
  };
}

/** Drops items and the batches left without any. */
function withoutItems(state: UploadQueueState, drop: (item: UploadItem) => boolean): UploadQueueState {
  const items = state.items.filter((item) => !drop(item));
  if (items.length === state.items.length) return state;
  const kept = new Set(items.map((item) => item.batchId));
  return { ...state, items, batches: state.batches.filter((b) => kept.has(b.id)) };
}

const UNSETTLED: readonly UploadStatus[] = [
  STATUS.heicConverted,
  STATUS.needsPreparing,
  STATUS.waiting,
  STATUS.uploading,
];
const READY: readonly UploadStatus[] = [STATUS.heicConverted, STATUS.waiting];

function retried(item: UploadItem): UploadItem {
  return { ...item, status: readyStatus(item), paused: false, error: null };
}

type EnqueueAction = Extract<UploadAction, { type: 'enqueue' }>;
type RestoreAction = Extract<UploadAction, { type: 'restore' }>;
/** What happens to one item as it is prepared, sent, stopped or resumed. */
type ItemAction = Extract<
  UploadAction,
  { type: 'prepared' | 'start' | 'progress' | 'uploadUrl' | 'succeed' | 'fail' | 'release' | 'stop' | 'resume' }
>;

/** A new batch and its files, each waiting (or to be prepared first). */
function enqueued(state: UploadQueueState, action: EnqueueAction): UploadQueueState {
  if (action.files.length === 0) return state;
  const added: UploadItem[] = action.files.map((file) => ({
    id: file.id,
    batchId: action.batchId,
    babyId: action.babyId,
    name: file.name,
    kind: file.kind,
    isHeic: file.isHeic,
    status: file.needsPreparing ? STATUS.needsPreparing : STATUS.waiting,
    needsPreparing: file.needsPreparing,
    paused: false,
    size: file.size,
    sent: 0,
    error: null,
    duplicate: false,
    momentId: null,
    uploadUrl: null,
  }));
  return {
    ...state,
    items: [...state.items, ...added],
    batches: [
      ...state.batches,
      {
        id: action.batchId,
        babyId: action.babyId,
        state: 'open',
        audience: action.audience,
        ...(action.options?.tagIds?.length ? { tagIds: action.options.tagIds } : {}),
        ...(action.options?.forDiary ? { forDiary: true } : {}),
      },
    ],
  };
}

/** The queue kept in IndexedDB, added back after a reload. */
function restored(state: UploadQueueState, action: RestoreAction): UploadQueueState {
  // A reload ends every request in flight: running items wait again, batches are to be finished again.
  const known = new Set(state.items.map((item) => item.id));
  const items = action.state.items
    .filter((item) => !known.has(item.id) && item.status !== STATUS.done)
    .map((item) => (item.status === STATUS.uploading ? { ...item, status: readyStatus(item) } : item));
  if (items.length === 0) return state;
  const batchIds = new Set(items.map((item) => item.batchId));
  const batches = action.state.batches.filter((b) => batchIds.has(b.id)).map((b) => ({ ...b, state: 'open' as const }));
  return { ...state, items: [...state.items, ...items], batches: [...state.batches, ...batches] };
}

/** Spec §4: continue-all resets the items with status 0, 1 or 3 (and those still being prepared). */
function continuedAll(state: UploadQueueState): UploadQueueState {
  const batchIds = new Set(state.items.filter((item) => item.status === STATUS.error).map((item) => item.batchId));
  const next = mapItems(
    state,
    (item) => item.status === STATUS.error || (item.paused && UNSETTLED.includes(item.status)),
    (item) => (item.status === STATUS.error ? retried(item) : { ...item, paused: false }),
  );
  return reopen(next, batchIds);
}

/** Back online: every row that failed for want of a connection waits again (and resumes from the server's offset). */
function reconnected(state: UploadQueueState): UploadQueueState {
  const waiting = (item: UploadItem) => item.status === STATUS.error && isConnectionFailure(item.error);
  const batchIds = new Set(state.items.filter(waiting).map((item) => item.batchId));
  return reopen(mapItems(state, waiting, retried), batchIds);
}

/** A batch finished on the server; when it was the last, the done panel's figures. */
function finishDone(state: UploadQueueState, batchId: string): UploadQueueState {
  const next = updateBatch(state, batchId, ['finishing'], 'finished');
  if (next === state || next.batches.some((b) => b.state !== 'finished')) return next;
  const count = (statuses: readonly UploadStatus[]) =>
    next.items.filter((item) => statuses.includes(item.status)).length;
  return { ...next, done: { uploaded: count([STATUS.done]), failed: count([STATUS.error, STATUS.fatal]) } };
}

function itemStep(state: UploadQueueState, action: ItemAction): UploadQueueState {
  switch (action.type) {
    case 'prepared':
      return updateItem(state, action.id, [STATUS.needsPreparing], (item) => ({
        ...item,
        status: item.isHeic ? STATUS.heicConverted : STATUS.waiting,
        needsPreparing: false,
        size: action.size,
      }));
    case 'start':
      return updateItem(state, action.id, READY, (item) =>
        item.paused ? item : { ...item, status: STATUS.uploading, error: null },
      );
    case 'progress':
      return updateItem(state, action.id, [STATUS.uploading], (item) => ({
        ...item,
        size: action.size,
        sent: Math.min(action.size, Math.max(item.sent, action.sent)),
      }));
    case 'uploadUrl':
      return updateItem(state, action.id, [STATUS.uploading], (item) =>
        item.uploadUrl === action.url ? item : { ...item, uploadUrl: action.url },
      );
    case 'succeed':
      return updateItem(state, action.id, [STATUS.uploading], (item) => ({
        ...item,
        status: STATUS.done,
        sent: item.size,
        error: null,
        duplicate: action.duplicate,
        momentId: action.momentId,
      }));
    case 'fail':
      return updateItem(state, action.id, UNSETTLED, (item) => ({
        ...item,
        status: isFatal(action.error.code) ? STATUS.fatal : STATUS.error,
        error: action.error,
      }));
    case 'release':
      return updateItem(state, action.id, [STATUS.uploading], (item) => ({ ...item, status: readyStatus(item) }));
    case 'stop':
      return updateItem(state, action.id, UNSETTLED, (item) => (item.paused ? item : { ...item, paused: true }));
    case 'resume':
      return updateItem(state, action.id, UNSETTLED, (item) => (item.paused ? { ...item, paused: false } : item));
  }
}

export function uploadQueueReducer(state: UploadQueueState, action: UploadAction): UploadQueueState {
  switch (action.type) {
    case 'enqueue':
      return enqueued(state, action);
    case 'restore':
      return restored(state, action);
    case 'retry': {
      const item = state.items.find((i) => i.id === action.id);
      if (!item || item.status !== STATUS.error) return state;
      return reopen(updateItem(state, action.id, [STATUS.error], retried), new Set([item.batchId]));
    }
    case 'remove':
      return withoutItems(state, (item) => item.id === action.id);
    case 'startAll':
      return mapItems(
        state,
        (item) => item.paused && UNSETTLED.includes(item.status),
        (item) => ({ ...item, paused: false }),
      );
    case 'cancelAll':
      return mapItems(
        state,
        (item) => !item.paused && UNSETTLED.includes(item.status),
        (item) => ({ ...item, paused: true }),
      );
    case 'continueAll':
      return continuedAll(state);
    case 'reconnected':
      return reconnected(state);
    case 'removeAll':
      return state.items.length === 0 && state.done === null ? state : emptyQueue;
    case 'audience':
      return {
        ...state,
        batches: state.batches.map((b) => (b.id === action.batchId ? { ...b, audience: action.audience } : b)),
      };
    case 'finishStarted':
      return updateBatch(state, action.batchId, ['open'], 'finishing');
    case 'finishDone':
      return finishDone(state, action.batchId);
    case 'closeDone': {
      // The done panel goes; failed rows stay in the queue panel (issue 10).
      const next = withoutItems(state, (item) => item.status === STATUS.done);
      return next.done === null ? next : { ...next, done: null };
    }
    default:
      return itemStep(state, action);
  }
}

/** Items to send now so that at most `concurrency` upload at once (spec §4). */
export function itemsToStart(state: UploadQueueState, concurrency: number = LIMITS.uploadConcurrency): UploadItem[] {
  const running = state.items.filter((item) => item.status === STATUS.uploading).length;
  const free = Math.max(0, concurrency - running);
  return state.items.filter((item) => READY.includes(item.status) && !item.paused).slice(0, free);
}

/** The next item to prepare (one at a time: converting and compressing take a core each). */
export function nextToPrepare(state: UploadQueueState, preparing: ReadonlySet<string>): UploadItem | undefined {
  if (preparing.size > 0) return undefined;
  return state.items.find((item) => item.status === STATUS.needsPreparing && !item.paused);
}

/**
 * Open batches whose items have all settled, with how many of them were uploaded. A row waiting for
 * the connection keeps its batch open: it goes on by itself once back online, so "Upload finished"
 * would be said too soon (issue 23).
 */
export function batchesToFinish(state: UploadQueueState): Array<{ batch: UploadBatch; uploaded: number }> {
  return state.batches.flatMap((batch) => {
    if (batch.state !== 'open') return [];
    const items = state.items.filter((item) => item.batchId === batch.id);
    if (items.length === 0 || !items.every(isSettled)) return [];
    if (items.some((item) => item.status === STATUS.error && isConnectionFailure(item.error))) return [];
    return [{ batch, uploaded: items.filter((item) => item.status === STATUS.done && !item.duplicate).length }];
  });
}

export interface QueueSummary {
  total: number;
  uploaded: number;
  failed: number;
  paused: number;
  /** Something is still waiting, being prepared or uploading and not paused. */
  active: boolean;
  sent: number;
  size: number;
}

export function summarize(state: UploadQueueState): QueueSummary {
  let uploaded = 0;
  let failed = 0;
  let paused = 0;
  let active = false;
  let sent = 0;
  let size = 0;
  for (const item of state.items) {
    sent += item.sent;
    size += item.size;
    if (item.status === STATUS.done) uploaded += 1;
    else if (isSettled(item)) failed += 1;
    else if (item.paused) paused += 1;
    else active = true;
  }
  return { total: state.items.length, uploaded, failed, paused, active, sent, size };
}
