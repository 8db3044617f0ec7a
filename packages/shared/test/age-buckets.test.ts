import { describe, expect, it } from 'vitest';
import { ageBucket, bucketKey, bucketLabel, bucketOrder, parseBucketKey } from '../src/age.js';
import { translate } from '../src/i18n/server.js';

const at = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;
const BIRTH = '2025-09-01';

describe('age buckets', () => {
  it('splits each year from age one by month, so a year is not one long group', () => {
    expect(bucketKey(ageBucket(BIRTH, at('2025-08-31')))).toBe('before');
    expect(bucketKey(ageBucket(BIRTH, at('2025-09-01')))).toBe('m00');
    expect(bucketKey(ageBucket(BIRTH, at('2026-08-31')))).toBe('m11');
    expect(bucketKey(ageBucket(BIRTH, at('2026-09-01')))).toBe('y01m00');
    expect(bucketKey(ageBucket(BIRTH, at('2026-12-15')))).toBe('y01m03');
    expect(bucketKey(ageBucket(BIRTH, at('2027-08-31')))).toBe('y01m11');
    expect(bucketKey(ageBucket(BIRTH, at('2031-03-01')))).toBe('y05m06');
  });

  it('reads every key back, refuses the whole-year keys of before the split, and orders by months of age', () => {
    for (const key of ['before', 'm00', 'm11', 'y01m00', 'y05m11', 'y260m04'])
      expect(bucketKey(parseBucketKey(key)!)).toBe(key);
    for (const key of ['y01', 'm12', 'y01m12', 'y00m03', 'x', '']) expect(parseBucketKey(key)).toBeNull();
    const keys = ['y02m00', 'before', 'm11', 'y01m11', 'm00', 'y01m00'];
    expect(keys.sort((a, b) => bucketOrder(parseBucketKey(b)!) - bucketOrder(parseBucketKey(a)!))).toEqual([
      'y02m00',
      'y01m11',
      'y01m00',
      'm11',
      'm00',
      'before',
    ]);
  });

  it('labels a month from age one as an age, in every language', () => {
    const label = (key: string, locale: string) => {
      const { key: k, values } = bucketLabel(parseBucketKey(key)!);
      return translate(locale, k, values);
    };
    expect(label('y01m03', 'en')).toBe('1 yr 3 mo');
    expect(label('y02m00', 'en')).toBe('2 yrs 0 mo');
    expect(label('y01m03', 'de')).toBe('1 Jahr 3 Mon.');
    expect(label('y03m01', 'fr')).toBe('3 ans 1 mois');
    expect(label('y01m03', 'ko')).toBe('1살 3개월');
    expect(label('y01m03', 'ja')).toBe('1歳3か月');
    expect(label('m04', 'zh-TW')).toBe('4-5個月');
  });
});
