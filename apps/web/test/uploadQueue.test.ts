import { describe, expect, it } from 'vitest';
import {
  batchesToFinish,
  DEFAULT_AUDIENCE,
  emptyQueue,
  isFatal,
  itemsToStart,
  limitSelection,
  nextToPrepare,
  summarize,
  uploadQueueReducer,
  wordingOf,
  type NewItem,
  type UploadAction,
  type UploadQueueState,
} from '../src/features/upload/queue';
import {
  UploadQueue,
  toUploadFailure,
  type QueuePersistence,
  type UploadJob,
} from '../src/features/upload/UploadQueue';
import { customAudience } from '../src/features/privacy/audience';

const run = (actions: UploadAction[], state: UploadQueueState = emptyQueue) =>
  actions.reduce(uploadQueueReducer, state);
const file = (name: string, extra: Partial<NewItem> = {}): NewItem => ({
  id: name,
  name,
  size: 10,
  kind: 'picture',
  isHeic: false,
  needsPreparing: false,
  ...extra,
});
const enqueue = (batchId: string, ...files: NewItem[]): UploadAction => ({
  type: 'enqueue',
  batchId,
  babyId: 7,
  audience: DEFAULT_AUDIENCE,
  files,
});
const statusOf = (state: UploadQueueState) => Object.fromEntries(state.items.map((i) => [i.id, i.status]));
const wordsOf = (state: UploadQueueState) => Object.fromEntries(state.items.map((i) => [i.id, wordingOf(i)]));

describe('uploadQueueReducer (spec §4 statuses)', () => {
  it('queues a selection as one open batch: 0 waiting, -1 for what must be prepared', () => {
    const state = run([
      enqueue(
        'b1',
        file('a.jpg'),
        file('big.jpg', { needsPreparing: true }),
        file('p.heic', { isHeic: true, needsPreparing: true }),
      ),
    ]);
    expect(statusOf(state)).toEqual({ 'a.jpg': 0, 'big.jpg': -1, 'p.heic': -1 });
    expect(wordsOf(state)).toEqual({ 'a.jpg': 'pending', 'big.jpg': 'pending', 'p.heic': 'pending' });
    expect(state.batches).toEqual([{ id: 'b1', babyId: 7, state: 'open', audience: DEFAULT_AUDIENCE }]);
  });

  it('turns a converted HEIC into -2 and a compressed photo into 0, with the new size', () => {
    const state = run([
      enqueue(
        'b',
        file('big.jpg', { needsPreparing: true, size: 30 }),
        file('p.heic', { isHeic: true, needsPreparing: true }),
      ),
      { type: 'prepared', id: 'big.jpg', size: 12 },
      { type: 'prepared', id: 'p.heic', size: 5 },
    ]);
    expect(statusOf(state)).toEqual({ 'big.jpg': 0, 'p.heic': -2 });
    expect(state.items[0]?.size).toBe(12);
    expect(itemsToStart(state).map((i) => i.id)).toEqual(['big.jpg', 'p.heic']);
  });

  it('moves an item through 1 uploading to 2 done, with bytes only while uploading', () => {
    let state = run([enqueue('b', file('a'))]);
    expect(run([{ type: 'progress', id: 'a', sent: 5, size: 10 }], state)).toBe(state);
    state = run(
      [
        { type: 'start', id: 'a' },
        { type: 'progress', id: 'a', sent: 4, size: 10 },
        { type: 'progress', id: 'a', sent: 2, size: 10 },
      ],
      state,
    );
    expect(state.items[0]).toMatchObject({ status: 1, sent: 4 });
    state = run([{ type: 'succeed', id: 'a', momentId: 3, duplicate: false }], state);
    expect(state.items[0]).toMatchObject({ status: 2, sent: 10, momentId: 3 });
    expect(run([{ type: 'fail', id: 'a', error: { code: '800', message: '' } }], state)).toBe(state);
  });

  it('tells retryable (3) from fatal (4) failures; only 3 can be retried, reopening its batch', () => {
    let state = run([
      enqueue('b', file('a'), file('f')),
      { type: 'start', id: 'a' },
      { type: 'start', id: 'f' },
      { type: 'fail', id: 'a', error: { code: '745', message: '' } },
      { type: 'fail', id: 'f', error: { code: '640', message: '' } },
      { type: 'finishStarted', batchId: 'b' },
      { type: 'finishDone', batchId: 'b' },
    ]);
    expect(statusOf(state)).toEqual({ a: 3, f: 4 });
    expect(['600', '640', '650', 'file_too_large'].every(isFatal)).toBe(true);
    // Spec §8 names 620 and 630 among the retryable codes (issue 23).
    expect(['610', '620', '630', '745', '800'].some(isFatal)).toBe(false);
    expect(run([{ type: 'retry', id: 'f' }], state)).toBe(state);
    state = run([{ type: 'retry', id: 'a' }], state);
    expect(state.items[0]).toMatchObject({ status: 0, error: null });
    expect(state.batches[0]?.state).toBe('open');
  });

  it('stops one item where it is and continues it', () => {
    let state = run([enqueue('b', file('a'), file('b')), { type: 'start', id: 'a' }, { type: 'stop', id: 'a' }]);
    expect(wordsOf(state).a).toBe('paused');
    state = run([{ type: 'release', id: 'a' }], state);
    expect(state.items[0]).toMatchObject({ status: 0, paused: true });
    expect(itemsToStart(state).map((i) => i.id)).toEqual(['b']);
    state = run([{ type: 'resume', id: 'a' }], state);
    expect(itemsToStart(state).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('cancel-all pauses everything unsettled; continue-all resets 0, 1 and 3', () => {
    let state = run([
      enqueue('b', file('a'), file('b'), file('c'), file('d')),
      { type: 'start', id: 'a' },
      { type: 'start', id: 'b' },
      { type: 'fail', id: 'b', error: { code: '610', message: '' } },
      { type: 'start', id: 'c' },
      { type: 'succeed', id: 'c', momentId: 1, duplicate: false },
      { type: 'cancelAll' },
      { type: 'release', id: 'a' },
    ]);
    expect(wordsOf(state)).toEqual({ a: 'paused', b: 'failed', c: 'uploaded', d: 'paused' });
    expect(itemsToStart(state)).toEqual([]);
    state = run([{ type: 'continueAll' }], state);
    expect(wordsOf(state)).toEqual({ a: 'pending', b: 'pending', c: 'uploaded', d: 'pending' });
  });

  it('start-all takes up paused items but leaves failures alone', () => {
    const state = run([
      enqueue('b', file('a'), file('b')),
      { type: 'start', id: 'b' },
      { type: 'fail', id: 'b', error: { code: '610', message: '' } },
      { type: 'stop', id: 'a' },
      { type: 'startAll' },
    ]);
    expect(wordsOf(state)).toEqual({ a: 'pending', b: 'failed' });
  });

  it('deletes one item or all of them', () => {
    const state = run([enqueue('b1', file('a')), enqueue('b2', file('b'))]);
    const one = run([{ type: 'remove', id: 'a' }], state);
    expect(one.items.map((i) => i.id)).toEqual(['b']);
    expect(one.batches.map((b) => b.id)).toEqual(['b2']);
    expect(run([{ type: 'removeAll' }], state)).toBe(emptyQueue);
  });

  it('reports the upload-done panel once every batch finished; closing it keeps failed rows', () => {
    let state = run([
      enqueue('b', file('a'), file('b')),
      { type: 'start', id: 'a' },
      { type: 'succeed', id: 'a', momentId: 1, duplicate: false },
      { type: 'start', id: 'b' },
      { type: 'fail', id: 'b', error: { code: '620', message: '' } },
    ]);
    expect(batchesToFinish(state).map(({ batch, uploaded }) => [batch.id, uploaded])).toEqual([['b', 1]]);
    state = run(
      [
        { type: 'finishStarted', batchId: 'b' },
        { type: 'finishDone', batchId: 'b' },
      ],
      state,
    );
    expect(state.done).toEqual({ uploaded: 1, failed: 1 });
    state = run([{ type: 'closeDone' }], state);
    expect(state.done).toBeNull();
    expect(state.items.map((i) => i.id)).toEqual(['b']);
  });

  it('restores a kept queue: uploading items wait again, uploaded ones are gone, batches reopen', () => {
    const kept = run([
      enqueue('b', file('a'), file('b'), file('c')),
      { type: 'start', id: 'a' },
      { type: 'uploadUrl', id: 'a', url: '/tus/x' },
      { type: 'start', id: 'b' },
      { type: 'succeed', id: 'b', momentId: 2, duplicate: false },
    ]);
    const state = run([
      { type: 'restore', state: { items: kept.items, batches: [{ ...kept.batches[0]!, state: 'finishing' }] } },
    ]);
    expect(statusOf(state)).toEqual({ a: 0, c: 0 });
    expect(state.items[0]?.uploadUrl).toBe('/tus/x');
    expect(state.batches[0]?.state).toBe('open');
  });

  it('prepares one file at a time', () => {
    const state = run([enqueue('b', file('x', { needsPreparing: true }), file('y', { needsPreparing: true }))]);
    expect(nextToPrepare(state, new Set())?.id).toBe('x');
    expect(nextToPrepare(state, new Set(['x']))).toBeUndefined();
  });

  it('keeps at most three uploading', () => {
    const state = run([
      enqueue('b', ...['a', 'b', 'c', 'd', 'e'].map((n) => file(n))),
      ...['a', 'b', 'c'].map((id) => ({ type: 'start', id }) as UploadAction),
    ]);
    expect(itemsToStart(state)).toEqual([]);
    expect(summarize(state)).toMatchObject({ total: 5, active: true });
  });

  it('takes the first 50 files of a selection and says so', () => {
    expect(limitSelection(Array.from({ length: 50 }, (_, i) => i))).toMatchObject({ tooMany: false, rejected: [] });
    const over = limitSelection(Array.from({ length: 60 }, (_, i) => i));
    expect(over.accepted).toHaveLength(50);
    expect(over.tooMany).toBe(true);
    // The ones left out, in the order chosen, so they can be named and added next (issue 23).
    expect(over.rejected).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
  });

  it('back online, rows that failed for want of a connection go on from where they were; the rest stay as they are', () => {
    let state = run([
      enqueue('b', file('cut'), file('gone'), file('bad'), file('kept'), file('done')),
      ...['cut', 'gone', 'bad', 'done'].map((id) => ({ type: 'start', id }) as UploadAction),
      { type: 'uploadUrl', id: 'cut', url: '/tus/abc' },
      { type: 'progress', id: 'cut', sent: 6, size: 10 },
      { type: 'fail', id: 'cut', error: { code: '745', message: '' } },
      { type: 'fail', id: 'gone', error: { code: '800', message: '' } },
      { type: 'fail', id: 'bad', error: { code: '610', message: '' } },
      { type: 'stop', id: 'kept' },
      { type: 'succeed', id: 'done', momentId: 4, duplicate: false },
    ]);
    expect(wordsOf(state)).toMatchObject({ cut: 'failed', gone: 'failed', bad: 'failed', kept: 'paused' });
    // Rows waiting for the connection keep their batch open: no "Upload finished" yet.
    const allSettled = run([{ type: 'remove', id: 'kept' }], state);
    expect(batchesToFinish(allSettled)).toEqual([]);
    expect(
      batchesToFinish(
        run(
          [
            { type: 'remove', id: 'cut' },
            { type: 'remove', id: 'gone' },
          ],
          allSettled,
        ),
      ).map(({ batch }) => batch.id),
    ).toEqual(['b']);
    state = run([{ type: 'reconnected' }], state);
    expect(wordsOf(state)).toEqual({
      cut: 'pending',
      gone: 'pending',
      bad: 'failed',
      kept: 'paused',
      done: 'uploaded',
    });
    // The tus upload and what it had sent are kept: the next try asks the server's offset.
    expect(state.items[0]).toMatchObject({ status: 0, error: null, uploadUrl: '/tus/abc', sent: 6 });
    expect(itemsToStart(state).map((i) => i.id)).toEqual(['cut', 'gone']);
    // Nothing waiting on the connection: nothing changes.
    const settled = run([{ type: 'fail', id: 'x', error: { code: '745', message: '' } }], emptyQueue);
    expect(run([{ type: 'reconnected' }], settled)).toBe(settled);
  });

  it('offers Retry for 620 and 630 (spec §8)', () => {
    let state = run([
      enqueue('b', file('a'), file('v')),
      { type: 'start', id: 'a' },
      { type: 'start', id: 'v' },
      { type: 'fail', id: 'a', error: { code: '620', message: '' } },
      { type: 'fail', id: 'v', error: { code: '630', message: '' } },
    ]);
    expect(statusOf(state)).toEqual({ a: 3, v: 3 });
    state = run([{ type: 'retry', id: 'a' }], state);
    expect(statusOf(state)).toEqual({ a: 0, v: 3 });
  });

  it('reads a failure from an error, else calls it a network problem', () => {
    expect(toUploadFailure({ code: '620', message: 'Bad' })).toEqual({ code: '620', message: 'Bad' });
    expect(toUploadFailure(new Error('boom'))).toEqual({ code: '800', message: '' });
  });
});

describe('custom audience', () => {
  it('always holds the poster and needs one other member', () => {
    expect(customAudience([], 5)).toEqual({ error: 'choose_one_member' });
    expect(customAudience([5], 5)).toEqual({ error: 'choose_one_member' });
    expect(customAudience([8, 9, 8], 5)).toEqual({ ids: [5, 8, 9] });
  });
});

describe('UploadQueue', () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const queued = (name: string, extra: Partial<{ isHeic: boolean; needsPreparing: boolean }> = {}) => ({
    file: new Blob([name]),
    name,
    kind: 'picture' as const,
    isHeic: false,
    needsPreparing: false,
    ...extra,
  });

  function memoryPersistence(): QueuePersistence & {
    files: Map<string, Blob>;
    state: Parameters<QueuePersistence['saveState']>[0];
  } {
    const store = {
      files: new Map<string, Blob>(),
      state: { items: [], batches: [] } as Parameters<QueuePersistence['saveState']>[0],
      load: async () => ({ state: store.state, files: new Map(store.files) }),
      saveState: async (state: Parameters<QueuePersistence['saveState']>[0]) => {
        store.state = state;
      },
      putFile: async (id: string, blob: Blob) => {
        store.files.set(id, blob);
      },
      deleteFiles: async (ids: readonly string[]) => {
        for (const id of ids) store.files.delete(id);
      },
    };
    return store;
  }

  it('keeps three uploads running, stops and continues one, then finishes the batch once', async () => {
    const pending = new Map<string, ReturnType<typeof deferred<{ momentId: number; duplicate: boolean }>>>();
    const finished: Array<[number, number]> = [];
    let running = 0;
    let maxRunning = 0;
    let n = 0;
    const aborted: string[] = [];
    const queue = new UploadQueue({
      newId: () => `id${(n += 1)}`,
      prepare: async (_item, blob) => blob,
      upload: async (job: UploadJob) => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        job.onProgress(5, 10);
        const d = deferred<{ momentId: number; duplicate: boolean }>();
        pending.set(job.item.name, d);
        job.signal.addEventListener('abort', () => {
          aborted.push(job.item.name);
          d.reject(new Error('aborted'));
        });
        try {
          return await d.promise;
        } finally {
          running -= 1;
        }
      },
      finishBatch: async (babyId) => {
        finished.push([babyId, -1]);
      },
      onBatchFinished: (babyId, uploaded) => finished.push([babyId, uploaded]),
    });
    queue.enqueue(
      ['a', 'b', 'c', 'd', 'e'].map((name) => queued(name)),
      9,
      DEFAULT_AUDIENCE,
    );
    expect(queue.getSnapshot().items.map((i) => i.status)).toEqual([1, 1, 1, 0, 0]);
    expect(queue.getSnapshot().items[0]?.sent).toBe(5);

    queue.stop(queue.getSnapshot().items[0]!.id);
    await flush();
    expect(aborted).toEqual(['a']);
    expect(wordingOf(queue.getSnapshot().items[0]!)).toBe('paused');
    expect(queue.getSnapshot().items.map((i) => i.status)).toEqual([0, 1, 1, 1, 0]);
    queue.resume(queue.getSnapshot().items[0]!.id);

    pending.get('b')?.resolve({ momentId: 2, duplicate: false });
    await flush();
    pending.get('c')?.reject({ code: '610', message: '' });
    await flush();
    for (const name of ['a', 'd', 'e']) pending.get(name)?.resolve({ momentId: 1, duplicate: false });
    await flush();
    for (const name of ['a', 'd', 'e']) pending.get(name)?.resolve({ momentId: 1, duplicate: false });
    await flush();

    expect(maxRunning).toBe(3);
    expect(summarize(queue.getSnapshot())).toMatchObject({ uploaded: 4, failed: 1 });
    expect(queue.getSnapshot().done).toEqual({ uploaded: 4, failed: 1 });
    expect(finished).toEqual([
      [9, -1],
      [9, 4],
    ]);
    queue.closeDone();
    expect(queue.getSnapshot().items.map((i) => i.name)).toEqual(['c']);
  });

  it('tells of each new moment as it is made, before its batch has ended, and not of a duplicate', async () => {
    const made: Array<[number, number]> = [];
    const finished: number[] = [];
    const held = deferred<{ momentId: number; duplicate: boolean }>();
    let n = 0;
    const queue = new UploadQueue({
      newId: () => `id${(n += 1)}`,
      prepare: async (_item, blob) => blob,
      upload: async (job: UploadJob) => {
        if (job.item.name === 'slow') return held.promise;
        return { momentId: job.item.name === 'same' ? 7 : 10 + n, duplicate: job.item.name === 'same' };
      },
      finishBatch: async () => undefined,
      onUploaded: (babyId, momentId) => made.push([babyId, momentId]),
      onBatchFinished: (babyId) => finished.push(babyId),
    });
    queue.enqueue(
      ['first', 'same', 'slow'].map((name) => queued(name)),
      4,
      DEFAULT_AUDIENCE,
    );
    await flush();
    // The slow file keeps the batch open; the first one is already on its way to the timeline.
    expect(made).toHaveLength(1);
    expect(made[0]?.[0]).toBe(4);
    expect(finished).toEqual([]);
    held.resolve({ momentId: 99, duplicate: false });
    await flush();
    expect(made.map(([, id]) => id)).toContain(99);
    expect(made).toHaveLength(2);
    expect(finished).toEqual([4]);
  });

  it('prepares a HEIC in the worker before sending it, and fails a fatal preparation with 4', async () => {
    let n = 0;
    const sent: string[] = [];
    const queue = new UploadQueue({
      newId: () => `id${(n += 1)}`,
      prepare: async (item) => {
        if (item.name === 'huge.jpg') throw { code: '640', message: '' };
        return new Blob(['jpeg!']);
      },
      upload: async (job) => {
        sent.push(`${job.item.name}:${await job.file.text()}`);
        return { momentId: 1, duplicate: false };
      },
      finishBatch: async () => undefined,
    });
    queue.enqueue(
      [queued('p.heic', { isHeic: true, needsPreparing: true }), queued('huge.jpg', { needsPreparing: true })],
      1,
      DEFAULT_AUDIENCE,
    );
    await flush();
    await flush();
    expect(sent).toEqual(['p.heic:jpeg!']);
    expect(queue.getSnapshot().items.map((i) => [i.name, i.status, i.error?.code ?? null])).toEqual([
      ['p.heic', 2, null],
      ['huge.jpg', 4, '640'],
    ]);
  });

  it("hands each upload its batch's tags, and answers the batch id (uploading from a tag's page, a diary's media)", async () => {
    let n = 0;
    const seen: Array<[string, readonly number[], string]> = [];
    const queue = new UploadQueue({
      newId: () => `id${(n += 1)}`,
      prepare: async (_item, blob) => blob,
      upload: async (job) => {
        seen.push([job.item.name, job.tagIds, job.audience.privacy]);
        return { momentId: 9, duplicate: false };
      },
      finishBatch: async () => undefined,
    });
    const tagged = queue.enqueue([queued('a.jpg')], 1, DEFAULT_AUDIENCE, { tagIds: [5] });
    const plain = queue.enqueue([queued('b.jpg')], 1, { privacy: 'private', visibleForIds: [] }, { forDiary: true });
    expect(queue.getSnapshot().batches.map((b) => [b.id, b.tagIds ?? [], b.forDiary ?? false])).toEqual([
      [tagged, [5], false],
      [plain, [], true],
    ]);
    await flush();
    expect(seen.sort()).toEqual([
      ['a.jpg', [5], 'family_and_relatives'],
      ['b.jpg', [], 'private'],
    ]);
  });

  it('keeps the queue and its files in a persistence, and a new page continues from it', async () => {
    const persistence = memoryPersistence();
    let n = 0;
    const never = new Promise<never>(() => undefined);
    const first = new UploadQueue({
      newId: () => `id${(n += 1)}`,
      prepare: async (_i, b) => b,
      upload: (job) => {
        job.onUploadUrl('/tus/abc');
        return never;
      },
      finishBatch: async () => undefined,
    });
    await first.attach(persistence);
    first.enqueue([queued('a.jpg')], 3, { privacy: 'private', visibleForIds: [] });
    await flush();
    expect(persistence.files.size).toBe(1);
    expect(persistence.state.items[0]).toMatchObject({ status: 1, uploadUrl: '/tus/abc' });

    const resumed: Array<string | null> = [];
    const second = new UploadQueue({
      newId: () => `id${(n += 1)}`,
      prepare: async (_i, b) => b,
      upload: async (job) => {
        resumed.push(job.item.uploadUrl);
        expect(job.audience.privacy).toBe('private');
        expect(await job.file.text()).toBe('a.jpg');
        return { momentId: 4, duplicate: false };
      },
      finishBatch: async () => undefined,
    });
    await second.attach(persistence);
    await flush();
    expect(resumed).toEqual(['/tus/abc']);
    expect(second.getSnapshot().done).toEqual({ uploaded: 1, failed: 0 });
    second.closeDone();
    await flush();
    expect(persistence.files.size).toBe(0);
  });
});
