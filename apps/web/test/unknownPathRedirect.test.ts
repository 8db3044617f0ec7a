import { describe, expect, it } from 'vitest';
import { afterDomainLookup, decideUnknownPath, personalDomainOf } from '../src/app/unknownPathRedirect';

describe('unknown paths and personal domains', () => {
  it('looks a single well-formed segment up as a personal domain', () => {
    expect(decideUnknownPath('/mia-rose')).toEqual({ lookup: 'mia-rose' });
    expect(decideUnknownPath('/Mia-Rose/')).toEqual({ lookup: 'mia-rose' });
    expect(decideUnknownPath('/baby2025')).toEqual({ lookup: 'baby2025' });
  });

  it('sends anything else to the timeline (spec §2)', () => {
    for (const path of ['/', '/somewhere/unknown', '/a', '/-mia', '/mia_rose', '/mia%20rose', '/%E0%A4%A', `/${'x'.repeat(41)}`]) {
      expect(decideUnknownPath(path), path).toEqual({ redirect: '/timeline' });
    }
  });

  it('never looks up a path the app or the server uses itself', () => {
    for (const path of ['/API', '/assets', '/Media', '/help']) expect(decideUnknownPath(path), path).toEqual({ redirect: '/timeline' });
  });

  it('decodes the segment before checking it', () => {
    expect(personalDomainOf('/mia%2Drose')).toBe('mia-rose');
    expect(personalDomainOf('/%ZZ')).toBeNull();
  });

  it('makes the named baby active, and goes to the timeline either way', () => {
    expect(afterDomainLookup({ baby_id: 12 })).toEqual({ activate: 12, redirect: '/timeline' });
    expect(afterDomainLookup({ baby_id: null })).toEqual({ activate: null, redirect: '/timeline' });
    expect(afterDomainLookup(null)).toEqual({ activate: null, redirect: '/timeline' });
  });
});
