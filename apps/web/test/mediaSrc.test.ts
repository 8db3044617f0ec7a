import { describe, expect, it } from 'vitest';
import { afterMediaError, cdnsStale, firstAttempt, retrySrc } from '../src/lib/mediaSrc';

const cdns = (expire: number) => [{ url: '', auth: 'session' as const, expire }];
const HOUR = 3600_000;

describe('config.cdns kept by the web app (spec §4)', () => {
  it('is asked for again once older than its expiry, and when none is kept', () => {
    const at = Date.UTC(2026, 0, 1);
    expect(cdnsStale(null, at)).toBe(true);
    expect(cdnsStale({ cdns: [], at }, at)).toBe(true);
    expect(cdnsStale({ cdns: cdns(43_200), at }, at + 11 * HOUR)).toBe(false);
    expect(cdnsStale({ cdns: cdns(43_200), at }, at + 12 * HOUR)).toBe(true);
    // The shortest expiry of the list counts; a missing one is the spec's default of 43200 s.
    expect(cdnsStale({ cdns: [...cdns(43_200), ...cdns(600)], at }, at + 11 * 60_000)).toBe(true);
    expect(cdnsStale({ cdns: cdns(0), at }, at + 11 * HOUR)).toBe(false);
    // A clock set back since it came: not trusted.
    expect(cdnsStale({ cdns: cdns(43_200), at }, at - 60_000)).toBe(true);
  });
});

describe('a picture that fails to load', () => {
  const src = '/media/moments/7/thumb?v=1700000000';

  it('is asked for once more under a fresh URL, then gives way to its placeholder', () => {
    const first = firstAttempt(src);
    expect(retrySrc(src, first.attempt)).toBe(src);
    const second = afterMediaError(first, src);
    expect(second).toEqual({ src, attempt: 1, failed: false });
    expect(retrySrc(src, second.attempt)).toBe('/media/moments/7/thumb?v=1700000000&retry=1');
    const third = afterMediaError(second, src);
    expect(third.failed).toBe(true);
    // No further request once failed.
    expect(afterMediaError(third, src)).toBe(third);
  });

  it('starts again for another URL (a new version of the picture), and keeps the query it had', () => {
    const failed = afterMediaError(afterMediaError(firstAttempt(src), src), src);
    const next = '/media/moments/7/thumb?v=1700000099';
    expect(afterMediaError(failed, next)).toEqual({ src: next, attempt: 1, failed: false });
    expect(retrySrc('/media/moments/7/original?v=1&retry=1', 2)).toBe('/media/moments/7/original?v=1&retry=2');
    expect(retrySrc('/media/users/3/profile', 1)).toBe('/media/users/3/profile?retry=1');
  });
});
