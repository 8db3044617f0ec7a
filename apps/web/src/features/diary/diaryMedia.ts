/**
 * The media a diary entry is being given (issue 11): files sent through the
 * upload queue as batches of their own (private until the entry takes them,
 * ADR 0019). The queue drops done rows when its done panel closes, so what
 * each row came to is kept here, row by row, until the entry is saved.
 */
import { isSettled, STATUS, type UploadFailure, type UploadItem } from '../upload';

export interface DiaryUpload {
  itemId: string;
  name: string;
  kind: UploadItem['kind'];
  state: 'sending' | 'paused' | 'ready' | 'already' | 'failed';
  momentId: number | null;
  /**
   * Bytes sent of `size`, why it failed and whether trying again can help: the
   * editor shows them with the row's own stop, continue, retry and delete,
   * since the queue's panel lies under its dialog.
   */
  sent: number;
  size: number;
  error: UploadFailure | null;
  retryable: boolean;
}

function stateOf(item: UploadItem): DiaryUpload['state'] {
  if (!isSettled(item)) return item.paused ? 'paused' : 'sending';
  if (item.status !== STATUS.done) return 'failed';
  // Already in the album: the moment is the earlier one (maybe someone else's), so it is not the entry's to take.
  return item.duplicate ? 'already' : 'ready';
}

/**
 * The entry's uploads after the queue changed: rows of its batches as they are
 * now; a row the queue dropped keeps what it came to (ready stays ready), and
 * a row deleted from the queue before it was done is gone.
 */
export function collectDiaryUploads(
  known: readonly DiaryUpload[],
  items: readonly UploadItem[],
  batchIds: ReadonlySet<string>,
): DiaryUpload[] {
  const current = new Map(items.filter((item) => batchIds.has(item.batchId)).map((item) => [item.id, item]));
  const kept = known.flatMap((upload): DiaryUpload[] => {
    const item = current.get(upload.itemId);
    if (item) return [fromItem(item)];
    return upload.state === 'ready' || upload.state === 'already' ? [upload] : [];
  });
  const seen = new Set(known.map((u) => u.itemId));
  const added = [...current.values()].filter((item) => !seen.has(item.id)).map(fromItem);
  return [...kept, ...added];
}

function fromItem(item: UploadItem): DiaryUpload {
  return {
    itemId: item.id,
    name: item.name,
    kind: item.kind,
    state: stateOf(item),
    momentId: item.momentId,
    sent: item.sent,
    size: item.size,
    error: item.error,
    retryable: item.status === STATUS.error,
  };
}

/** The moments to hand the entry when it is saved. */
export function readyMomentIds(uploads: readonly DiaryUpload[]): number[] {
  return uploads.flatMap((u) => (u.state === 'ready' && u.momentId !== null ? [u.momentId] : []));
}

/** Whether saving must wait: a file is still on its way (or stopped on it: continue or delete it). */
export function stillSending(uploads: readonly DiaryUpload[]): boolean {
  return uploads.some((u) => u.state === 'sending' || u.state === 'paused');
}

export function sameUploads(a: readonly DiaryUpload[], b: readonly DiaryUpload[]): boolean {
  return (
    a.length === b.length &&
    a.every((u, i) => {
      const v = b[i];
      return (
        v !== undefined &&
        u.itemId === v.itemId &&
        u.state === v.state &&
        u.momentId === v.momentId &&
        u.sent === v.sent &&
        u.size === v.size &&
        u.error === v.error &&
        u.retryable === v.retryable
      );
    })
  );
}
