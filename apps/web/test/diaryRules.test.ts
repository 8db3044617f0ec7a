import { describe, expect, it } from 'vitest';
import { textLength } from '@sprout/shared';
import { diaryCounter, diaryProblem } from '../src/features/diary/diaryRules';

describe('the diary editor rules (spec §5)', () => {
  it('counts the text length as the spec does: characters 0-128 one, others two', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('abc 1')).toBe(5);
    expect(textLength('\u0080')).toBe(1);
    expect(textLength('\u0081')).toBe(2);
    expect(textLength('é')).toBe(2);
    expect(textLength('우리 아기')).toBe(9);
    expect(textLength('👶')).toBe(2);
    expect(diaryCounter('우리 아기 smiled')).toEqual({ words: 5, length: 16, over: false });
  });

  it('asks for some words and at most 1000', () => {
    expect(diaryProblem('   ', 'family_and_relatives', [], 1)).toBe('some_words');
    expect(diaryProblem('?!', 'family_and_relatives', [], 1)).toBe('some_words');
    expect(diaryProblem('word '.repeat(1000), 'family_and_relatives', [], 1)).toBeNull();
    expect(diaryProblem('word '.repeat(1001), 'family_and_relatives', [], 1)).toBe('too_many_words');
    expect(diaryCounter('word '.repeat(1001)).over).toBe(true);
  });

  it('needs at least one member, yourself included, for a custom audience', () => {
    expect(diaryProblem('Hello', 'custom', [], 1)).toBe('choose_one_member');
    expect(diaryProblem('Hello', 'custom', [2], 1)).toBe('must_choose_yourself');
    expect(diaryProblem('Hello', 'custom', [1, 2], 1)).toBeNull();
  });
});
