import { describe, expect, it } from 'vitest';
import {
  batchesToFinish, checkSelection, emptyQueue, itemsToStart, summarize, uploadQueueReducer,
  type UploadAction, type UploadQueueState,
} from '../src/features/upload/queue';
import { UploadQueue, toUploadFailure } from '../src/features/upload/UploadQueue';

const run = (actions: UploadAction[], state: UploadQueueState = emptyQueue) => actions.reduce(uploadQueueReducer, state);
const files = (...names: string[]) => names.map((name) => ({ id: name, name, size: 10 }));
const statusOf = (state: UploadQueueState) => Object.fromEntries(state.items.map((i) => [i.id, i.status]));

describe('uploadQueueReducer', () => {
  it('queues a selection as one open batch of pending items', () => {
    const state = run([{ type: 'enqueue', batchId: 'b1', babyId: 7, files: files('a.jpg', 'b.jpg') }]);
    expect(statusOf(state)).toEqual({ 'a.jpg': 'pending', 'b.jpg': 'pending' });
    expect(state.batches).toEqual([{ id: 'b1', babyId: 7, state: 'open' }]);
    expect(state.items[0]).toMatchObject({ babyId: 7, progress: 0, error: null });
  });

  it('ignores an empty selection', () => {
    expect(run([{ type: 'enqueue', batchId: 'b1', babyId: 7, files: [] }])).toBe(emptyQueue);
  });

  it('moves an item through uploading to uploaded, with progress only while uploading', () => {
    let state = run([{ type: 'enqueue', batchId: 'b', babyId: 1, files: files('a') }]);
    expect(run([{ type: 'progress', id: 'a', progress: 0.5 }], state)).toBe(state);
    state = run([{ type: 'start', id: 'a' }, { type: 'progress', id: 'a', progress: 0.4 }], state);
    expect(state.items[0]).toMatchObject({ status: 'uploading', progress: 0.4 });
    state = run([{ type: 'progress', id: 'a', progress: 0.2 }, { type: 'progress', id: 'a', progress: 7 }], state);
    expect(state.items[0]?.progress).toBe(1);
    state = run([{ type: 'succeed', id: 'a' }], state);
    expect(state.items[0]).toMatchObject({ status: 'uploaded', progress: 1 });
    expect(run([{ type: 'fail', id: 'a', error: { code: '800', message: '' } }], state)).toBe(state);
  });

  it('records a failure and lets it be retried, reopening the batch', () => {
    let state = run([
      { type: 'enqueue', batchId: 'b', babyId: 1, files: files('a') },
      { type: 'start', id: 'a' },
      { type: 'fail', id: 'a', error: { code: '620', message: 'Not supported' } },
      { type: 'finishStarted', batchId: 'b' },
      { type: 'finishDone', batchId: 'b' },
    ]);
    expect(state.items[0]).toMatchObject({ status: 'failed', error: { code: '620', message: 'Not supported' } });
    expect(state.batches[0]?.state).toBe('finished');
    state = run([{ type: 'retry', id: 'a' }], state);
    expect(state.items[0]).toMatchObject({ status: 'pending', progress: 0, error: null });
    expect(state.batches[0]?.state).toBe('open');
  });

  it('only retries failed items and only starts pending ones', () => {
    const state = run([{ type: 'enqueue', batchId: 'b', babyId: 1, files: files('a') }, { type: 'start', id: 'a' }]);
    expect(run([{ type: 'retry', id: 'a' }], state)).toBe(state);
    expect(run([{ type: 'start', id: 'a' }], state)).toBe(state);
    expect(run([{ type: 'start', id: 'nope' }], state)).toBe(state);
  });

  it('finishes a batch open → finishing → finished, never backwards', () => {
    let state = run([{ type: 'enqueue', batchId: 'b', babyId: 1, files: files('a') }]);
    expect(run([{ type: 'finishDone', batchId: 'b' }], state)).toBe(state);
    state = run([{ type: 'finishStarted', batchId: 'b' }, { type: 'finishStarted', batchId: 'b' }], state);
    expect(state.batches[0]?.state).toBe('finishing');
  });

  it('clears settled items of finished batches only', () => {
    const state = run([
      { type: 'enqueue', batchId: 'b1', babyId: 1, files: files('a', 'b') },
      { type: 'enqueue', batchId: 'b2', babyId: 1, files: files('c') },
      { type: 'start', id: 'a' }, { type: 'succeed', id: 'a' },
      { type: 'start', id: 'b' }, { type: 'fail', id: 'b', error: { code: '745', message: '' } },
      { type: 'finishStarted', batchId: 'b1' }, { type: 'finishDone', batchId: 'b1' },
      { type: 'clearSettled' },
    ]);
    expect(state.items.map((i) => i.id)).toEqual(['c']);
    expect(state.batches.map((b) => b.id)).toEqual(['b2']);
  });
});

describe('queue selectors', () => {
  it('starts at most three uploads at once, in order', () => {
    let state = run([{ type: 'enqueue', batchId: 'b', babyId: 1, files: files('1', '2', '3', '4', '5') }]);
    expect(itemsToStart(state).map((i) => i.id)).toEqual(['1', '2', '3']);
    state = run([{ type: 'start', id: '1' }, { type: 'start', id: '2' }], state);
    expect(itemsToStart(state).map((i) => i.id)).toEqual(['3']);
    state = run([{ type: 'start', id: '3' }], state);
    expect(itemsToStart(state)).toEqual([]);
    expect(itemsToStart(state, 4).map((i) => i.id)).toEqual(['4']);
  });

  it('finishes a batch only when all of its items settled', () => {
    let state = run([{ type: 'enqueue', batchId: 'b', babyId: 3, files: files('a', 'b') }, { type: 'start', id: 'a' }, { type: 'succeed', id: 'a' }]);
    expect(batchesToFinish(state)).toEqual([]);
    state = run([{ type: 'start', id: 'b' }, { type: 'fail', id: 'b', error: { code: '650', message: '' } }], state);
    expect(batchesToFinish(state)).toEqual([{ batch: { id: 'b', babyId: 3, state: 'open' }, uploaded: 1 }]);
    expect(summarize(state)).toMatchObject({ total: 2, uploaded: 1, failed: 1, active: false, done: false });
    state = run([{ type: 'finishStarted', batchId: 'b' }, { type: 'finishDone', batchId: 'b' }], state);
    expect(batchesToFinish(state)).toEqual([]);
    expect(summarize(state).done).toBe(true);
  });

  it('refuses more than 50 files per selection', () => {
    expect(checkSelection(50)).toBeNull();
    expect(checkSelection(51)).toBe('too_many_files');
  });

  it('reads a failure from an error, else calls it a network problem', () => {
    expect(toUploadFailure({ code: '620', message: 'Bad' })).toEqual({ code: '620', message: 'Bad' });
    expect(toUploadFailure(new Error('boom'))).toEqual({ code: '800', message: '' });
  });
});

describe('UploadQueue', () => {
  function deferred() {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
    return { promise, resolve, reject };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('keeps three uploads running, then finishes the batch once', async () => {
    const pending = new Map<string, ReturnType<typeof deferred>>();
    const finished: Array<[number, number]> = [];
    let running = 0;
    let maxRunning = 0;
    let n = 0;
    const queue = new UploadQueue<{ name: string; size: number }>({
      newId: () => `id${(n += 1)}`,
      upload: async (file, _babyId, onProgress) => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        onProgress(0.5);
        const d = deferred();
        pending.set(file.name, d);
        try { await d.promise; } finally { running -= 1; }
      },
      finishBatch: async (babyId) => { finished.push([babyId, -1]); },
      onBatchFinished: (babyId, uploaded) => finished.push([babyId, uploaded]),
    });
    queue.enqueue(['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, size: 1 })), 9);
    expect(summarize(queue.getSnapshot())).toMatchObject({ uploading: 3, pending: 2 });
    expect(queue.getSnapshot().items[0]?.progress).toBe(0.5);

    pending.get('a')?.resolve();
    await flush();
    expect(summarize(queue.getSnapshot())).toMatchObject({ uploading: 3, pending: 1, uploaded: 1 });
    pending.get('b')?.reject({ code: '745', message: '' });
    await flush();
    for (const name of ['c', 'd', 'e']) pending.get(name)?.resolve();
    await flush();
    await flush();

    expect(maxRunning).toBe(3);
    expect(summarize(queue.getSnapshot())).toMatchObject({ uploaded: 4, failed: 1, done: true });
    expect(finished).toEqual([[9, -1], [9, 4]]);

    queue.clearSettled();
    expect(queue.getSnapshot().items).toEqual([]);
  });

  it('does not call finish when nothing in the batch uploaded', async () => {
    const calls: string[] = [];
    let n = 0;
    const queue = new UploadQueue<{ name: string; size: number }>({
      newId: () => `id${(n += 1)}`,
      upload: () => Promise.reject({ code: '620', message: '' }),
      finishBatch: async () => { calls.push('finish'); },
      onBatchFinished: (_baby, uploaded) => calls.push(`done:${uploaded}`),
    });
    queue.enqueue([{ name: 'x.heic', size: 1 }], 1);
    await flush();
    await flush();
    expect(calls).toEqual(['done:0']);
    expect(queue.getSnapshot().items[0]).toMatchObject({ status: 'failed', error: { code: '620' } });
  });
});
