import { describe, expect, it } from 'vitest';
import type { EventReply, MomentReply } from '@sprout/shared';
import { collectDiaryUploads, readyMomentIds, sameUploads, stillSending } from '../src/features/diary/diaryMedia';
import { diaryCoverOf } from '../src/features/diary/diaryCover';
import { STATUS, type UploadItem } from '../src/features/upload/queue';

const item = (
  id: string,
  batchId: string,
  status: UploadItem['status'],
  extra: Partial<UploadItem> = {},
): UploadItem => ({
  id,
  batchId,
  babyId: 1,
  name: `${id}.jpg`,
  kind: 'picture',
  isHeic: false,
  status,
  needsPreparing: false,
  paused: false,
  size: 10,
  sent: 0,
  error: null,
  duplicate: false,
  momentId: null,
  uploadUrl: null,
  ...extra,
});

describe("a diary entry's uploads", () => {
  it('follows the rows of its batches only, and keeps what they came to after the queue drops them', () => {
    const batches = new Set(['d1']);
    let uploads = collectDiaryUploads(
      [],
      [item('a', 'd1', STATUS.uploading), item('x', 'other', STATUS.waiting)],
      batches,
    );
    expect(uploads.map((u) => [u.itemId, u.state])).toEqual([['a', 'sending']]);
    expect(stillSending(uploads)).toBe(true);
    uploads = collectDiaryUploads(
      uploads,
      [item('a', 'd1', STATUS.done, { momentId: 41 }), item('b', 'd1', STATUS.done, { momentId: 7, duplicate: true })],
      batches,
    );
    expect(uploads.map((u) => [u.itemId, u.state])).toEqual([
      ['a', 'ready'],
      ['b', 'already'],
    ]);
    // The done panel closed: the queue dropped both rows; the entry still takes 41, never the duplicate.
    uploads = collectDiaryUploads(uploads, [], batches);
    expect(readyMomentIds(uploads)).toEqual([41]);
    expect(stillSending(uploads)).toBe(false);
  });

  it("carries each row's bytes as they are sent, so the editor can show them under its dialog", () => {
    const batches = new Set(['d1']);
    let uploads = collectDiaryUploads([], [item('a', 'd1', STATUS.uploading, { size: 400, sent: 100 })], batches);
    expect(uploads.map((u) => [u.sent, u.size])).toEqual([[100, 400]]);
    const before = uploads;
    uploads = collectDiaryUploads(uploads, [item('a', 'd1', STATUS.uploading, { size: 400, sent: 300 })], batches);
    expect(uploads.map((u) => [u.sent, u.size])).toEqual([[300, 400]]);
    expect(sameUploads(before, uploads)).toBe(false);
  });

  it('tells a stopped row from a sending one, keeps saving waiting for both, and says whether a failure can be retried', () => {
    const batches = new Set(['d1']);
    const cut = { code: '745', message: '' };
    const uploads = collectDiaryUploads(
      [],
      [
        item('a', 'd1', STATUS.uploading, { paused: true }),
        item('b', 'd1', STATUS.error, { error: cut }),
        item('c', 'd1', STATUS.fatal, { error: { code: '640', message: '' } }),
      ],
      batches,
    );
    expect(uploads.map((u) => [u.state, u.retryable, u.error?.code ?? null])).toEqual([
      ['paused', false, null],
      ['failed', true, '745'],
      ['failed', false, '640'],
    ]);
    expect(stillSending(uploads.slice(0, 1))).toBe(true);
    expect(stillSending(uploads.slice(1))).toBe(false);
    // A retried row clears its failure: the editor's row changes with it.
    const retried = collectDiaryUploads(uploads, [item('b', 'd1', STATUS.uploading)], batches);
    expect(sameUploads(uploads.slice(1, 2), retried)).toBe(false);
    expect(retried.map((u) => [u.state, u.error])).toEqual([['sending', null]]);
  });

  it('marks failures and forgets a row deleted from the queue before it was sent', () => {
    const batches = new Set(['d1']);
    let uploads = collectDiaryUploads([], [item('a', 'd1', STATUS.fatal), item('b', 'd1', STATUS.waiting)], batches);
    expect(uploads.map((u) => u.state)).toEqual(['failed', 'sending']);
    uploads = collectDiaryUploads(uploads, [], batches);
    expect(uploads).toEqual([]);
  });
});

const moment = (
  id: number,
  type: MomentReply['type'],
  takenAt: number,
  large: string | null = `/media/moments/${id}/large?v=1`,
) =>
  ({
    id,
    type,
    taken_at_gmt: takenAt,
    picture: type === 'picture' ? { thumb: large, large, original: '', state: large ? 'ready' : 'processing' } : null,
  }) as unknown as MomentReply;
const entry = (id: number, moments: MomentReply[]) => ({ id, moments }) as unknown as EventReply;

describe('the diary cover', () => {
  it("is the newest entry's first ready picture", () => {
    const entries = [
      entry(3, [moment(30, 'text', 5)]),
      entry(2, [moment(22, 'picture', 9), moment(21, 'picture', 4), moment(20, 'text', 1)]),
      entry(1, [moment(10, 'picture', 1)]),
    ];
    expect(diaryCoverOf(entries)).toEqual({ eventId: 2, momentId: 21, src: '/media/moments/21/large?v=1' });
    expect(diaryCoverOf([entry(4, [moment(40, 'picture', 1, null)])])).toBeNull();
    expect(diaryCoverOf([])).toBeNull();
  });
});
