import { describe, expect, it } from 'vitest';
import { formatDuration } from '../src/features/media/formatDuration';

describe('formatDuration', () => {
  it('shows m:ss under an hour, without hours', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(59.99)).toBe('0:59');
    expect(formatDuration(60)).toBe('1:00');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows h:mm:ss from one hour on', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3661)).toBe('1:01:01');
    expect(formatDuration(36_000 + 754)).toBe('10:12:34');
  });

  it('caps hours at 99', () => {
    expect(formatDuration(99 * 3600 + 59 * 60 + 59)).toBe('99:59:59');
    expect(formatDuration(100 * 3600)).toBe('99:59:59');
    expect(formatDuration(1e9)).toBe('99:59:59');
  });

  it('shows 0:00 for anything that is not a time', () => {
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
