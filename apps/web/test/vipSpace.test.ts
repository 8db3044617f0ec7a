import { describe, expect, it } from 'vitest';
import { isStorageRefusal, membershipStorefront, planPrices, spaceWords } from '../src/features/vip/space';

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
});
