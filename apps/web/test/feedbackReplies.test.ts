import { describe, expect, it } from 'vitest';
import type { FeedbackItem } from '@sprout/shared';
import { newReplies, noticeBody } from '../src/features/feedback/newReplies';

const item = (id: number, reply: string | null): FeedbackItem => ({
  id,
  content: `message ${id}`,
  reply,
  created_at: id,
  replied_at: reply === null ? null : id + 1,
});

describe('new answers from support', () => {
  it('counts answered feedback newer than the last seen id, newest first', () => {
    const list = [item(9, 'yes'), item(8, null), item(7, 'ok'), item(5, 'old')];
    const replies = newReplies(list, 6, null);
    expect(replies.fresh.map((f) => f.id)).toEqual([9, 7]);
    expect(replies.toAnnounce?.id).toBe(9);
    expect(replies.seenFirst).toBeNull();
  });

  it('announces the newest answer once', () => {
    expect(newReplies([item(9, 'yes'), item(7, 'ok')], 6, 9).toAnnounce).toBeNull();
    expect(newReplies([item(9, 'yes'), item(7, 'ok')], 6, 9).fresh).toHaveLength(2);
  });

  it('takes what is already answered as seen on a device that never saw the history', () => {
    expect(newReplies([item(9, null), item(7, 'ok')], null, null)).toEqual({
      fresh: [],
      seenFirst: 7,
      toAnnounce: null,
    });
    expect(newReplies([], null, null).seenFirst).toBe(0);
  });

  it('shows the start of a long answer on one line', () => {
    expect(noticeBody('Thanks!\n\nFixed now.')).toBe('Thanks! Fixed now.');
    expect(noticeBody('a'.repeat(300))).toHaveLength(180);
  });
});
