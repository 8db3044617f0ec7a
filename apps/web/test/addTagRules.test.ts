import { describe, expect, it } from 'vitest';
import {
  confirmProblem,
  needsTooltip,
  newTagProblem,
  toggleChoice,
  type Choice,
} from '../src/features/tags/addTagRules';

const bath: Choice = { kind: 'tag', id: 1, name: 'Bath' };
const park: Choice = { kind: 'tag', id: 2, name: 'Park' };
const birthday: Choice = { kind: 'name', name: 'Birthday' };

describe('the add-tag dialog rules (spec §5)', () => {
  it('chooses and un-chooses a tag with a click', () => {
    const once = toggleChoice([], bath, new Set());
    expect(once).toEqual({ chosen: [bath], warning: null });
    expect(toggleChoice(once.chosen, park, new Set()).chosen).toEqual([bath, park]);
    expect(toggleChoice([bath, park], bath, new Set()).chosen).toEqual([park]);
    expect(toggleChoice([birthday], { kind: 'name', name: ' BIRTHDAY ' }, new Set()).chosen).toEqual([]);
  });

  it('warns "This tag is already chosen." for a tag the moment has, and keeps the choice as it was', () => {
    expect(toggleChoice([park], bath, new Set([1]))).toEqual({ chosen: [park], warning: 'already_selected' });
  });

  it('asks for at least one tag before confirming', () => {
    expect(confirmProblem([])).toBe('none_chosen');
    expect(confirmProblem([bath])).toBeNull();
  });

  it('refuses an empty new tag ("input tag") and one without a word', () => {
    expect(newTagProblem('')).toBe('tag_name_empty');
    expect(newTagProblem('   ')).toBe('tag_name_empty');
    expect(newTagProblem('?!')).toBe('one_word_at_least');
    expect(newTagProblem('x'.repeat(31))).toBe('tag_name_too_long');
    expect(newTagProblem('  First steps ')).toBeNull();
    expect(newTagProblem('첫 걸음')).toBeNull();
  });

  it('puts a tooltip on names past 12 characters', () => {
    expect(needsTooltip('a'.repeat(12), 12)).toBe(false);
    expect(needsTooltip('a'.repeat(13), 12)).toBe(true);
    expect(needsTooltip('생'.repeat(12), 12)).toBe(false);
  });
});
