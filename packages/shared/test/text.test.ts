import { describe, expect, it } from 'vitest';
import { isEmail, isStrongPassword, textLength, wordCount } from '../src/index.js';

describe('text helpers (spec §5)', () => {
  it('counts characters 0-128 as 1 and others as 2', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('우리 아기')).toBe(9);
    expect(textLength('😀')).toBe(2);
  });

  it('counts words, each CJK character as one', () => {
    expect(wordCount('first steps today')).toBe(3);
    expect(wordCount('今天走路')).toBe(4);
    expect(wordCount('  ')).toBe(0);
  });

  it('accepts correct emails and strong passwords only', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(true);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('1234567a')).toBe(true);
    expect(isStrongPassword('abc1')).toBe(false);
  });
});
