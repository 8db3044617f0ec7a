import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/ApiError';
import { albumImportPhase } from '../src/features/babies/albumImportPhase';

const pending = { isPending: true, isSuccess: false, isError: false, error: null };
const failedWith = (error: unknown) => ({ isPending: false, isSuccess: false, isError: true, error });

describe('albumImportPhase', () => {
  it('is sending until the last byte is out, then rebuilding until the reply', () => {
    expect(albumImportPhase(pending, 0, 0)).toBe('sending');
    expect(albumImportPhase(pending, 0, 5000)).toBe('sending');
    expect(albumImportPhase(pending, 4999, 5000)).toBe('sending');
    expect(albumImportPhase(pending, 5000, 5000)).toBe('rebuilding');
  });

  it('tells a cancel apart from a failure', () => {
    expect(albumImportPhase(failedWith(new DOMException('Aborted', 'AbortError')), 10, 5000)).toBe('cancelled');
    expect(albumImportPhase(failedWith(new ApiError(422, 'archive_invalid', 'damaged')), 5000, 5000)).toBe('failed');
    expect(albumImportPhase(failedWith(ApiError.network()), 10, 5000)).toBe('failed');
  });

  it('is done on success and idle before anything', () => {
    expect(albumImportPhase({ isPending: false, isSuccess: true, isError: false, error: null }, 5000, 5000)).toBe(
      'done',
    );
    expect(albumImportPhase({ isPending: false, isSuccess: false, isError: false, error: null }, 0, 0)).toBe('idle');
  });
});
