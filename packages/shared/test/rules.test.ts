import { describe, expect, it } from 'vitest';
import {
  audienceProblem,
  relationChanged,
  relationProblem,
  DOMAIN_MAX,
  LIMITS,
  NAME_MAX,
  RESERVED_PATHS,
  domainFormat,
  isReservedDomain,
  isValidDate,
  isValidName,
  normalizeDomain,
  textProblem,
} from '../src/index.js';

describe('names', () => {
  it('accepts standard words in any script, up to 60 characters', () => {
    for (const name of [
      'Mia',
      'Mia-Rose',
      "O'Brien",
      'Dr. Kim',
      '김민지',
      '山田 花子',
      'Zoë',
      'Anne·Marie',
      'Baby 2',
      'x'.repeat(NAME_MAX),
    ]) {
      expect(isValidName(name), name).toBe(true);
    }
  });

  it('refuses symbols, a leading space or mark, and names over 60 characters', () => {
    for (const name of ['', ' Mia', '-Mia', 'Mia!', '<b>Mia</b>', 'Mia😀', 'x'.repeat(NAME_MAX + 1)]) {
      expect(isValidName(name), name).toBe(false);
    }
  });
});

describe('dates', () => {
  it('accepts real calendar dates written YYYY-MM-DD only', () => {
    const answers = {
      '2024-02-29': true,
      '2025-02-29': false,
      '2025-13-01': false,
      '2025-1-01': false,
      '01/02/2025': false,
    };
    for (const [date, valid] of Object.entries(answers)) expect(isValidDate(date), date).toBe(valid);
  });
});

describe('personal domains (spec §5: letters, numbers and -)', () => {
  it('accepts letters, numbers and inner hyphens, 2 to 40 characters', () => {
    for (const ok of ['mia', 'Mia-Rose', 'ab', 'baby-2025', 'x'.repeat(DOMAIN_MAX)])
      expect(domainFormat(ok), ok).toBe('ok');
  });

  it('says what is wrong', () => {
    expect(domainFormat('  ')).toBe('empty');
    expect(domainFormat('mia_rose')).toBe('bad_characters');
    expect(domainFormat('mía')).toBe('bad_characters');
    expect(domainFormat('m')).toBe('too_short');
    expect(domainFormat('x'.repeat(DOMAIN_MAX + 1))).toBe('too_long');
    expect(domainFormat('-mia')).toBe('edge_hyphen');
    expect(domainFormat('mia-')).toBe('edge_hyphen');
  });

  it('stores a well-formed domain trimmed and lower-cased, and nothing else', () => {
    expect(normalizeDomain('  Mia-Rose ')).toBe('mia-rose');
    expect(normalizeDomain('mia rose')).toBeNull();
    expect(normalizeDomain('')).toBeNull();
  });

  it('keeps the paths of the app and the server from becoming domains, whatever their case', () => {
    for (const path of ['login', 'Timeline', 'babyList', 'api', 'tus', 'media', 'assets'])
      expect(isReservedDomain(path), path).toBe(true);
    expect(isReservedDomain('mia-rose')).toBe(false);
    // Every reserved path is itself a well-formed domain: a format check alone would let it through.
    for (const path of RESERVED_PATHS) expect(domainFormat(path), path).toBe('ok');
  });
});

describe('a text and a custom audience (diary entries and text moments, web and server alike)', () => {
  it('needs some words, and at most the limit', () => {
    expect(textProblem('   ')).toBe('some_words');
    expect(textProblem('...')).toBe('some_words');
    expect(textProblem(' first steps ')).toBeNull();
    expect(textProblem('word '.repeat(LIMITS.maxTextWords))).toBeNull();
    expect(textProblem('word '.repeat(LIMITS.maxTextWords + 1))).toBe('too_many_words');
  });

  it('asks a custom audience for someone, the author among them; other privacies name nobody', () => {
    expect(audienceProblem('custom', [], 1)).toBe('choose_one_member');
    expect(audienceProblem('custom', [2], 1)).toBe('must_choose_yourself');
    expect(audienceProblem('custom', [2], null)).toBeNull();
    expect(audienceProblem('custom', [1, 2], 1)).toBeNull();
    expect(audienceProblem('private', [], 1)).toBeNull();
  });
});

describe('relation', () => {
  it('needs words for a custom relation only', () => {
    expect(relationProblem({ relation: 'grandma', relationName: '' })).toBeNull();
    expect(relationProblem({ relation: null, relationName: '' })).toBe('relation_missing');
    expect(relationProblem({ relation: 'custom', relationName: '  ' })).toBe('relation_name_missing');
    expect(relationProblem({ relation: 'custom', relationName: 'x'.repeat(31) })).toBe('relation_name_too_long');
    expect(relationProblem({ relation: 'custom', relationName: 'Godmother' })).toBeNull();
  });

  it('sees a change of key, or of the custom words', () => {
    expect(relationChanged({ relation: 'mom', relationName: '' }, { relation: 'mom', relation_name: null })).toBe(
      false,
    );
    expect(relationChanged({ relation: 'dad', relationName: '' }, { relation: 'mom', relation_name: null })).toBe(true);
    expect(
      relationChanged(
        { relation: 'custom', relationName: 'Aunt Jo ' },
        { relation: 'custom', relation_name: 'Aunt Jo' },
      ),
    ).toBe(false);
    expect(
      relationChanged({ relation: 'custom', relationName: 'Auntie' }, { relation: 'custom', relation_name: 'Aunt Jo' }),
    ).toBe(true);
  });
});
