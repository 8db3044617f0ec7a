import { describe, expect, it } from 'vitest';
import { secondsLeft } from '../src/lib/resendWait';
import { newPasswordProblem } from '../src/features/password/usePasswordSet';

describe('the new password form', () => {
  it('asks for 8 characters with letters and numbers, trimmed, typed twice alike', () => {
    expect(newPasswordProblem('short1', 'short1')).toBe('weak');
    expect(newPasswordProblem('lettersonly', 'lettersonly')).toBe('weak');
    expect(newPasswordProblem(' goodpass1 ', 'goodpass1')).toBeNull();
    expect(newPasswordProblem('goodpass1', 'goodpass2')).toBe('mismatch');
  });
});

describe('the resend wait', () => {
  it('counts down the seconds of the wait from the last mail, never below zero', () => {
    expect(secondsLeft(null, 5_000, 60)).toBe(0);
    expect(secondsLeft(1_000, 1_000, 60)).toBe(60);
    expect(secondsLeft(1_000, 31_500, 60)).toBe(30);
    expect(secondsLeft(1_000, 61_000, 60)).toBe(0);
    expect(secondsLeft(1_000, 99_000, 60)).toBe(0);
  });
});
