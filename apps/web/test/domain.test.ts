import { describe, expect, it } from 'vitest';
import { domainFormat, normalizeDomain } from '@sprout/shared';
import { canSaveDomain, domainStatus } from '../src/features/babyinfo/domain';

describe('personal domain format (spec §5: letters, numbers and -)', () => {
  it('accepts letters, numbers and inner hyphens, 2 to 40 characters', () => {
    for (const ok of ['mia', 'Mia-Rose', 'ab', 'baby-2025', 'x'.repeat(40)]) expect(domainFormat(ok), ok).toBe('ok');
  });

  it('says what is wrong', () => {
    expect(domainFormat('')).toBe('empty');
    expect(domainFormat('   ')).toBe('empty');
    expect(domainFormat('mia rose')).toBe('bad_characters');
    expect(domainFormat('mia_rose')).toBe('bad_characters');
    expect(domainFormat('mía')).toBe('bad_characters');
    expect(domainFormat('mia/rose')).toBe('bad_characters');
    expect(domainFormat('m')).toBe('too_short');
    expect(domainFormat('x'.repeat(41))).toBe('too_long');
    expect(domainFormat('-mia')).toBe('edge_hyphen');
    expect(domainFormat('mia-')).toBe('edge_hyphen');
  });

  it('normalizes as the server stores it', () => {
    expect(normalizeDomain('  Mia-Rose ')).toBe('mia-rose');
  });
});

describe('domain status while the Admin types', () => {
  const free = { valid: true, available: true, baby_id: null };
  const ours = { valid: true, available: false, baby_id: 7 };
  const theirs = { valid: true, available: false, baby_id: null };

  it('does not ask the server about a malformed or unchanged domain', () => {
    expect(domainStatus('m', null, 7, undefined)).toEqual({ kind: 'format', problem: 'too_short' });
    expect(domainStatus('Mia', 'mia', 7, undefined)).toEqual({ kind: 'unchanged' });
    expect(domainStatus('', null, 7, undefined)).toEqual({ kind: 'unchanged' });
  });

  it('offers removing the current domain when the field is emptied', () => {
    expect(domainStatus('', 'mia', 7, undefined)).toEqual({ kind: 'cleared' });
    expect(canSaveDomain(domainStatus('', 'mia', 7, undefined))).toBe(true);
  });

  it('follows the server answer', () => {
    expect(domainStatus('rose', 'mia', 7, undefined)).toEqual({ kind: 'checking' });
    expect(domainStatus('rose', 'mia', 7, free)).toEqual({ kind: 'available' });
    expect(domainStatus('rose', null, 7, ours)).toEqual({ kind: 'available' });
    expect(domainStatus('rose', null, 7, theirs)).toEqual({ kind: 'taken' });
    expect(domainStatus('rose', null, 7, 'error')).toEqual({ kind: 'error' });
  });

  it('knows without asking that the app’s own paths are taken', () => {
    expect(domainStatus('Timeline', null, 7, undefined)).toEqual({ kind: 'taken' });
    expect(domainStatus('login', 'mia', 7, undefined)).toEqual({ kind: 'taken' });
  });

  it('saves only a free domain or a removal', () => {
    expect(canSaveDomain({ kind: 'available' })).toBe(true);
    for (const kind of ['unchanged', 'checking', 'taken', 'error'] as const)
      expect(canSaveDomain({ kind })).toBe(false);
    expect(canSaveDomain({ kind: 'format', problem: 'too_long' })).toBe(false);
  });
});
