import { describe, expect, it } from 'vitest';
import { interpolate, loadCatalogue } from '@sprout/shared/i18n';
import { panelTitle } from '../src/features/upload/panelTitle';
import {
  DEFAULT_AUDIENCE,
  emptyQueue,
  summarize,
  uploadQueueReducer,
  type UploadAction,
} from '../src/features/upload/queue';

const file = (id: string) => ({
  id,
  name: id,
  size: 10,
  kind: 'picture' as const,
  isHeic: false,
  needsPreparing: false,
});
const queue = (...actions: UploadAction[]) =>
  actions.reduce(
    uploadQueueReducer,
    uploadQueueReducer(emptyQueue, {
      type: 'enqueue',
      batchId: 'b',
      babyId: 7,
      audience: DEFAULT_AUDIENCE,
      files: ['a', 'b', 'c'].map(file),
    }),
  );
const { uploads } = await loadCatalogue('en');
const words = (title: ReturnType<typeof panelTitle>) => interpolate(uploads[title.key], title.counts);

describe("the upload panel's headline", () => {
  it('counts a failed upload as failed, not done: 2 of 3 done, 1 failed', () => {
    const state = queue(
      { type: 'start', id: 'a' },
      { type: 'start', id: 'b' },
      { type: 'start', id: 'c' },
      { type: 'succeed', id: 'a', momentId: 1, duplicate: false },
      { type: 'succeed', id: 'b', momentId: 2, duplicate: false },
      { type: 'fail', id: 'c', error: { code: '610', message: '' } },
    );
    const title = panelTitle(summarize(state));
    expect(title).toEqual({ key: 'title_idle_failed', counts: { done: 2, failed: 1, total: 3 } });
    expect(words(title)).toBe('Uploads: 2 of 3 done, 1 failed');
  });

  it('counts a fatal one as failed too, while the rest still upload', () => {
    const state = queue(
      { type: 'start', id: 'a' },
      { type: 'fail', id: 'a', error: { code: '600', message: '' } },
      { type: 'start', id: 'b' },
    );
    expect(panelTitle(summarize(state))).toEqual({
      key: 'title_active_failed',
      counts: { done: 0, failed: 1, total: 3 },
    });
  });

  it('names no failures when there are none', () => {
    const uploading = queue({ type: 'start', id: 'a' }, { type: 'succeed', id: 'a', momentId: 1, duplicate: false });
    expect(words(panelTitle(summarize(uploading)))).toBe('Uploading: 1 of 3 done');
    const all = queue(
      ...['a', 'b', 'c'].flatMap((id, i): UploadAction[] => [
        { type: 'start', id },
        { type: 'succeed', id, momentId: i + 1, duplicate: i === 2 },
      ]),
    );
    // A picture the album already had is done: nothing is left to do for it.
    expect(words(panelTitle(summarize(all)))).toBe('Uploads: 3 of 3 done');
  });
});
