import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { LOCALES } from '@sprout/shared';
import { loadCatalogue } from '@sprout/shared/i18n';
import {
  isStorageRefusal,
  membershipOf,
  membershipStorefront,
  planPrices,
  spaceWords,
} from '../src/features/vip/space';

describe('VIP storage words', () => {
  it('writes the plans in the locale currency text: won in Korean, US dollars elsewhere', () => {
    expect(planPrices('ko')).toEqual({ quarterly: '30,000원', annual: '75,000원' });
    expect(planPrices('en')).toEqual({ quarterly: '$23.99', annual: '$59.99' });
    expect(planPrices('de').quarterly).toMatch(/^23,99\s\$$/);
    expect(planPrices('fr').annual).toMatch(/^59,99\s\$US$/);
  });

  it('says the space used as a person reads it, with the limit only when there is one', () => {
    expect(spaceWords({ storage_bytes: 2_300_000_000, free_storage_bytes: 5_000_000_000 }, 'en')).toEqual({
      used: '2.3 GB',
      limit: '5 GB',
    });
    expect(spaceWords({ storage_bytes: 2_300_000_000, free_storage_bytes: null }, 'de')).toEqual({
      used: '2,3 GB',
      limit: null,
    });
  });

  it('knows the two refusals of a full space', () => {
    expect(['free_storage_used_up', 'vip_expired', 'storage_full'].map(isStorageRefusal)).toEqual([true, true, false]);
  });

  it('gates the membership panel by time zone: UTC+5 to UTC+11 is the mainland storefront', () => {
    expect([-299, -300, -480, -660, -661, 0, 300].map(membershipStorefront)).toEqual([
      'global',
      'mainland',
      'mainland',
      'mainland',
      'global',
      'global',
      'global',
    ]);
  });

  it('reads a membership as the spec does: a member until vip_expiration, out of membership after, none at 0', () => {
    const now = 1_800_000_000;
    expect(membershipOf({ vip_expiration: now + 1 }, now)).toEqual({ kind: 'member', until: now + 1 });
    expect(membershipOf({ vip_expiration: now }, now)).toEqual({ kind: 'lapsed', ended: now });
    expect(membershipOf({ vip_expiration: 1 }, now)).toEqual({ kind: 'lapsed', ended: 1 });
    expect(membershipOf({ vip_expiration: 0 }, now)).toEqual({ kind: 'none' });
  });

  it('names the baby in every membership notice and in the older-version dialog, in every language (spec §1)', async () => {
    const i18n = createInstance();
    const catalogues = await Promise.all(LOCALES.map((locale) => loadCatalogue(locale)));
    await i18n.init({
      lng: 'en',
      resources: Object.fromEntries(LOCALES.map((locale, i) => [locale, { vip: catalogues[i]!.vip }])),
      interpolation: { escapeValue: false },
    });
    const keys = ['member_body', 'lapsed_body', 'none_body', 'older_body', 'plans_intro'] as const;
    for (const locale of LOCALES) {
      const t = i18n.getFixedT(locale, 'vip');
      for (const key of keys) {
        const text = t(key, { name: 'Zoë', date: '2 December 2026' });
        expect(text, `${locale} ${key}`).toContain('Zoë');
        expect(text, `${locale} ${key}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });
});
