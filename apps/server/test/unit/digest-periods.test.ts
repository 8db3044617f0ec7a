import { describe, expect, it } from 'vitest';
import { duePeriod, isoWeek, localMoment, rhythmOf } from '../../src/services/digest-periods.js';

describe("a digest's calendar", () => {
  it('names ISO weeks as the year of their Thursday does', () => {
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeek('2030-01-06')).toBe('2030-W01');
  });

  it("reads the member's own date, hour and weekday, UTC when the zone is unknown", () => {
    const at = Date.UTC(2030, 0, 6, 0, 30) / 1000; // Sunday 00:30 UTC
    expect(localMoment(at, 'Asia/Tokyo')).toEqual({ date: '2030-01-06', hour: 9, weekday: 7 });
    expect(localMoment(at, 'America/Los_Angeles')).toEqual({ date: '2030-01-05', hour: 16, weekday: 6 });
    expect(localMoment(at, null)).toEqual({ date: '2030-01-06', hour: 0, weekday: 7 });
    expect(localMoment(at, 'Not/AZone')).toEqual(localMoment(at, 'UTC'));
  });

  it('is due from the morning hour: every day, or on Sunday for a weekly one', () => {
    const sunday = { date: '2030-01-06', hour: 9, weekday: 7 };
    expect(duePeriod('daily', sunday, 8)).toBe('d:2030-01-06');
    expect(duePeriod('weekly', sunday, 8)).toBe('w:2030-W01');
    expect(duePeriod('weekly', { ...sunday, weekday: 6 }, 8)).toBeNull();
    expect(duePeriod('daily', { ...sunday, hour: 7 }, 8)).toBeNull();
    expect(duePeriod('none', sunday, 8)).toBeNull();
    expect(rhythmOf('u:12')).toBe('every_upload');
    expect(rhythmOf('x:1')).toBeNull();
  });
});
