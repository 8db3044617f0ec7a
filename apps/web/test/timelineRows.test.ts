import { describe, expect, it } from 'vitest';
import { ageBucket, bucketKey } from '@sprout/shared';
import {
  CARD,
  eventLayout,
  partOf,
  partStarts,
  PART_MAX_PX,
  ROW_GAP,
  rowHeight,
  textLines,
} from '../src/features/timeline/rowLayout';
import { bucketAt, buildRows, monthStart } from '../src/features/timeline/timelineRows';
import { at, event, moment } from './timelineFixtures';

const BIRTH = '2025-09-01';

describe('grouping by age bucket', () => {
  it('puts Today on top, then a header per bucket above its events, newest first', () => {
    const events = [
      event(6, at('2027-10-01')),
      event(5, at('2026-09-01')),
      event(4, at('2026-08-31')),
      event(3, at('2025-09-01', 0)),
      event(2, at('2025-08-31', 23)),
      event(1, at('2024-01-01')),
    ];
    const { rows, headerIndex } = buildRows(events, BIRTH);
    expect(rows.map((r) => (r.kind === 'event' ? `e${r.event.id}` : r.kind === 'bucket' ? r.key : r.kind))).toEqual([
      'today',
      'bucket-y02m01',
      'e6',
      'bucket-y01m00',
      'e5',
      'bucket-m11',
      'e4',
      'bucket-m00',
      'e3',
      'bucket-before',
      'e2',
      'e1',
    ]);
    expect(headerIndex.get('m00')).toBe(7);
    expect(headerIndex.get('before')).toBe(9);
  });

  it('counts the moments of each bucket', () => {
    const events = [
      event(2, at('2025-09-10'), [moment(1, at('2025-09-10')), moment(2, at('2025-09-10'))]),
      event(1, at('2025-09-02')),
    ];
    const header = buildRows(events, BIRTH).rows[1];
    expect(header).toMatchObject({ kind: 'bucket', moments: 3 });
  });

  it('has no rows and no Today marker without events', () => {
    expect(buildRows([], BIRTH).rows).toEqual([]);
  });

  it('uses the placeholder birthday without one: everything is in a year bucket', () => {
    const { rows } = buildRows([event(1, at('2025-01-01'))], null);
    expect(rows[1]).toMatchObject({ kind: 'bucket', key: 'bucket-y260m00' });
  });

  it("agrees with the shared ageBucket (the server's table of contents) on every day of three years", () => {
    for (const birthday of [BIRTH, '2024-02-29', '2025-01-31', null]) {
      const events = [];
      for (let day = 1200; day >= -60; day -= 1) {
        const t = at(birthday ?? '2025-09-01', 0) + day * 86_400 + (day % 3) * 3600 * 7;
        events.push(event(day + 100, t));
      }
      const { rows } = buildRows(events, birthday);
      for (const row of rows) {
        if (row.kind === 'event')
          expect(row.bucketKey, `${birthday} ${new Date(row.event.taken_at_gmt * 1000).toISOString()}`).toBe(
            bucketKey(ageBucket(birthday, row.event.taken_at_gmt)),
          );
      }
    }
  });

  it('starts months on the same day number or the last day of a shorter month', () => {
    expect(new Date(monthStart('2025-01-31', 1) * 1000).toISOString().slice(0, 10)).toBe('2025-02-28');
    expect(new Date(monthStart('2024-02-29', 12) * 1000).toISOString().slice(0, 10)).toBe('2025-02-28');
    expect(new Date(monthStart(BIRTH, 0) * 1000).toISOString().slice(0, 10)).toBe(BIRTH);
  });

  it('groups 20,000 events over years in one pass', () => {
    const events = Array.from({ length: 20_000 }, (_, i) => event(20_000 - i, at('2035-01-01') - i * 20_000));
    const { rows, headerIndex } = buildRows(events, BIRTH);
    expect(rows.filter((r) => r.kind === 'event')).toHaveLength(20_000);
    const yearMonths = Array.from(
      { length: 9 * 12 },
      (_, i) => `y${String(9 - Math.floor(i / 12)).padStart(2, '0')}m${String(11 - (i % 12)).padStart(2, '0')}`,
    );
    // The newest event is at 9 years 4 months: the year's later months have no events.
    expect([...headerIndex.keys()]).toEqual([
      ...yearMonths.slice(7),
      'm11',
      'm10',
      'm09',
      'm08',
      'm07',
      'm06',
      'm05',
      'm04',
      'm03',
      'm02',
      'm01',
      'm00',
      'before',
    ]);
  });

  it('names the bucket at a row, Today counting as the first bucket', () => {
    const { rows } = buildRows([event(2, at('2026-09-02')), event(1, at('2025-09-02'))], BIRTH);
    expect(bucketAt(rows, 0)).toBe('y01m00');
    expect(bucketAt(rows, 2)).toBe('y01m00');
    expect(bucketAt(rows, 3)).toBe('m00');
    expect(bucketAt(rows, 99)).toBe('m00');
  });
});

describe('row sizes and parts', () => {
  it('sizes event cards from their blocks: header, caption, edit button, picture grid and the like bar', () => {
    const frame = 2 * (CARD.border + CARD.padding);
    const viewer = { update: false, comment: true, like: true };
    const one = eventLayout(event(1, 0, undefined, { abilities: viewer }), 1034);
    // 1034 - 34 = 1000 px inside; one square picture alone is shown at 1.6 × the target row of 250 px.
    expect(one).toMatchObject({ captionLines: 0, editButton: false, grid: { rows: 1, height: 400 } });
    expect(one.cardHeight).toBe(frame + CARD.header + 400 + CARD.footer + 2 * CARD.gap);
    // Twelve squares: rows of four at 245 px fill the 1000 px exactly.
    const twelve = eventLayout(
      event(
        1,
        0,
        Array.from({ length: 12 }, (_, i) => moment(i, 0)),
        { abilities: viewer },
      ),
      1034,
    );
    expect(twelve.grid).toMatchObject({ rows: 3, height: 3 * 245 + 2 * CARD.thumbGap });
    expect(twelve.cardHeight - one.cardHeight).toBe(twelve.grid.height - 400);
    const editable = eventLayout(event(1, 0, undefined, { caption: 'First bath' }), 1034);
    expect(editable.cardHeight - one.cardHeight).toBe(CARD.line + CARD.editButton + 2 * CARD.gap);
    expect(
      rowHeight(
        { kind: 'event', key: 'e', event: event(1, 0, undefined, { abilities: viewer }), bucketKey: 'm00' },
        1034,
      ),
    ).toBe(one.cardHeight + ROW_GAP);
    const text = eventLayout(
      event(1, 0, [moment(1, 0, { type: 'text', content: 'hello', picture: null })], { abilities: viewer }),
      1034,
    );
    expect(text.grid.height).toBe(0);
    expect(text.cardHeight).toBe(frame + CARD.header + CARD.line + CARD.footer + 2 * CARD.gap);
  });

  it("counts caption lines by paragraph, wide characters twice, clamped to the card's maximum", () => {
    expect(textLines('', 800)).toBe(0);
    expect(textLines('a'.repeat(100), 800)).toBe(1);
    expect(textLines('a'.repeat(101), 800)).toBe(2);
    expect(textLines('one\ntwo\n\nfour', 800)).toBe(4);
    expect(textLines('아'.repeat(50), 800)).toBe(1);
    expect(textLines('아'.repeat(51), 800)).toBe(2);
    expect(textLines('x '.repeat(2000), 800)).toBe(CARD.maxLines);
    // A larger reader font fits fewer letters on a line.
    expect(textLines('a'.repeat(100), 800, 1.25)).toBe(2);
  });

  it('keeps one part for an ordinary family and splits a huge one under the limit', () => {
    expect(partStarts(Array(15_000).fill(300))).toEqual([0]);
    const starts = partStarts(Array(100_000).fill(300));
    expect(starts.length).toBeGreaterThan(1);
    for (let i = 0; i < starts.length; i += 1) {
      const size = ((starts[i + 1] ?? 100_000) - (starts[i] ?? 0)) * 300;
      expect(size).toBeLessThanOrEqual(PART_MAX_PX);
    }
    expect(partOf(starts, 0)).toBe(0);
    expect(partOf(starts, (starts[1] ?? 0) - 1)).toBe(0);
    expect(partOf(starts, starts[1] ?? 0)).toBe(1);
    expect(partOf(starts, 99_999)).toBe(starts.length - 1);
  });
});
