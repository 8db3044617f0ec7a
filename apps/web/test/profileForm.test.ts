import { describe, expect, it } from 'vitest';
import { isValidDate } from '@sprout/shared';
import {
  dateKindOf,
  isComplete,
  localToday,
  profileProblems,
  type ProfileDraft,
} from '../src/features/babyinfo/profileForm';

const TODAY = '2026-03-10';
const complete: ProfileDraft = { name: 'Mia', birthday: '2025-09-01', dateKind: 'birthday', gender: 'girl' };

describe('baby profile: complete info before sending (spec §5)', () => {
  it('accepts a complete profile', () => {
    expect(profileProblems(complete, TODAY)).toEqual({});
    expect(isComplete(profileProblems(complete, TODAY))).toBe(true);
  });

  it('needs a name, trimmed, of at most 60 characters', () => {
    expect(profileProblems({ ...complete, name: '   ' }, TODAY).name).toBe('name_missing');
    expect(profileProblems({ ...complete, name: 'x'.repeat(61) }, TODAY).name).toBe('name_too_long');
    expect(profileProblems({ ...complete, name: ` ${'x'.repeat(60)} ` }, TODAY).name).toBeUndefined();
  });

  it('needs a real date', () => {
    expect(profileProblems({ ...complete, birthday: '' }, TODAY).birthday).toBe('date_missing');
    expect(profileProblems({ ...complete, birthday: '2025-02-30' }, TODAY).birthday).toBe('date_invalid');
    expect(profileProblems({ ...complete, birthday: '01/02/2025' }, TODAY).birthday).toBe('date_invalid');
  });

  it('lets a due date be in the future, but not a birthday', () => {
    expect(profileProblems({ ...complete, birthday: '2026-06-01' }, TODAY).birthday).toBe('birthday_in_future');
    expect(profileProblems({ ...complete, birthday: '2026-06-01', dateKind: 'due_date' }, TODAY)).toEqual({});
    expect(profileProblems({ ...complete, birthday: TODAY }, TODAY)).toEqual({});
  });

  it('needs a gender', () => {
    expect(profileProblems({ ...complete, gender: '' }, TODAY).gender).toBe('gender_missing');
    expect(isComplete(profileProblems({ ...complete, gender: '' }, TODAY))).toBe(false);
    expect(profileProblems({ ...complete, gender: 'unknown' }, TODAY)).toEqual({});
  });

  it('reports every missing field at once', () => {
    expect(profileProblems({ name: '', birthday: '', dateKind: 'birthday', gender: '' }, TODAY)).toEqual({
      name: 'name_missing',
      birthday: 'date_missing',
      gender: 'gender_missing',
    });
  });
});

describe('dates', () => {
  it('checks calendar dates', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2025-02-29')).toBe(false);
    expect(isValidDate('2025-13-01')).toBe(false);
  });

  it('calls a stored date after today a due date', () => {
    expect(dateKindOf('2026-03-11', TODAY)).toBe('due_date');
    expect(dateKindOf(TODAY, TODAY)).toBe('birthday');
    expect(dateKindOf(null, TODAY)).toBe('birthday');
  });

  it('writes today in local time as YYYY-MM-DD', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
