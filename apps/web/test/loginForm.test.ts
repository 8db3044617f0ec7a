import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/ApiError';
import { asksForPuzzle, missingFields } from '../src/public/useLoginForm';

describe('missingFields', () => {
  it('trims the login but takes the password as typed', () => {
    expect(missingFields('  ', 'x')).toEqual({ login: true, password: false });
    expect(missingFields('a@b.c', '')).toEqual({ login: false, password: true });
    expect(missingFields('a@b.c', '   ')).toEqual({ login: false, password: false });
  });
});

describe('asksForPuzzle', () => {
  it('shows the puzzle when the server asks for it, or said the next attempt will need it', () => {
    expect(asksForPuzzle(new ApiError(403, 'puzzle_required', ''))).toBe(true);
    expect(asksForPuzzle(new ApiError(403, 'puzzle_failed', ''))).toBe(true);
    expect(asksForPuzzle(new ApiError(401, 'invalid_credentials', '', { puzzle_required_next: true }))).toBe(true);
    expect(asksForPuzzle(new ApiError(401, 'invalid_credentials', ''))).toBe(false);
    expect(asksForPuzzle(new Error('offline'))).toBe(false);
  });
});
