import { describe, expect, it } from 'vitest';
import { afterDomainLookup, decideUnknownPath, personalDomainOf } from '../src/app/unknownPathRedirect';

describe('unknown paths and personal domains', () => {
  it('looks a single well-formed segment up as a personal domain', () => {
    expect(decideUnknownPath('/mia-rose')).toEqual({ lookup: 'mia-rose' });
    expect(decideUnknownPath('/Mia-Rose/')).toEqual({ lookup: 'mia-rose' });
    expect(decideUnknownPath('/baby2025')).toEqual({ lookup: 'baby2025' });
  });

  it('finds no page for anything else (the timeline then, with a notice: issue 23)', () => {
    for (const path of [
      '/',
      '/somewhere/unknown',
      '/a',
      '/-mia',
      '/mia_rose',
      '/mia%20rose',
      '/%E0%A4%A',
      `/${'x'.repeat(41)}`,
    ]) {
      expect(decideUnknownPath(path), path).toEqual({ notFound: true });
    }
  });

  it('never looks up a path the app or the server uses itself', () => {
    for (const path of ['/API', '/assets', '/Media', '/help', '/trash'])
      expect(decideUnknownPath(path), path).toEqual({ notFound: true });
  });

  it('decodes the segment before checking it', () => {
    expect(personalDomainOf('/mia%2Drose')).toBe('mia-rose');
    expect(personalDomainOf('/%ZZ')).toBeNull();
  });

  it('makes the named baby active and opens its timeline; an album nobody names is not found', () => {
    expect(afterDomainLookup({ baby_id: 12 })).toEqual({ activate: 12, redirect: '/timeline' });
    expect(afterDomainLookup({ baby_id: null })).toEqual({ notFound: true });
    expect(afterDomainLookup(null)).toEqual({ notFound: true });
  });

  it('says "no permission" for a domain another family has, "not found" for a free one (spec §6)', () => {
    expect(afterDomainLookup({ baby_id: null, valid: true, available: false })).toEqual({ forbidden: true });
    expect(afterDomainLookup({ baby_id: null, valid: true, available: true })).toEqual({ notFound: true });
    expect(afterDomainLookup({ baby_id: null, valid: false, available: false })).toEqual({ notFound: true });
    expect(afterDomainLookup({ baby_id: 3, valid: true, available: false })).toEqual({
      activate: 3,
      redirect: '/timeline',
    });
  });
});
