import { describe, expect, it } from 'vitest';
import { missingFields } from '../src/public/useLoginForm';

describe('missingFields', () => {
  it('trims the login but takes the password as typed', () => {
    expect(missingFields('  ', 'x')).toEqual({ login: true, password: false });
    expect(missingFields('a@b.c', '')).toEqual({ login: false, password: true });
    expect(missingFields('a@b.c', '   ')).toEqual({ login: false, password: false });
  });
});
