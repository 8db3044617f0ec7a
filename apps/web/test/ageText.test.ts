import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LOCALES, type Locale } from '@sprout/shared';
import { loadCatalogue, WEB_NAMESPACES } from '@sprout/shared/i18n';
import { ageText, usesDayCount, type AgeTranslate, type CalendarDate } from '../src/features/timeline/ageText';

/** A real i18next per language with the app's namespaces (plural keys resolved by count). */
async function translator(locale: Locale): Promise<AgeTranslate> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    resources: { [locale]: await loadCatalogue(locale) },
    ns: [...WEB_NAMESPACES],
    interpolation: { escapeValue: false },
  });
  return (key, options) => instance.t(key, options);
}

const T = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await translator(l)] as const))) as Record<
  Locale,
  AgeTranslate
>;
const on = (text: string): CalendarDate => {
  const [y, m, d] = text.split('-').map(Number);
  return { y: y ?? 0, m: m ?? 0, d: d ?? 0 };
};
const age = (locale: Locale, birthday: string | null, date: string) => ageText(birthday, on(date), locale, T[locale]);

const BIRTH = '2025-09-01';

describe('age text in every language', () => {
  const cases: Array<[string, Record<Locale, string>]> = [
    [
      '2025-09-01',
      {
        en: 'Day of birth',
        ko: 'D+1',
        ja: '生まれた日',
        'zh-CN': '出生当天',
        'zh-TW': '出生當天',
        de: 'Tag der Geburt',
        fr: 'Jour de la naissance',
      },
    ],
    ['2025-09-02', { en: '1 day', ko: 'D+2', ja: '1日', 'zh-CN': '1天', 'zh-TW': '1天', de: '1 Tag', fr: '1 jour' }],
    [
      '2025-09-20',
      { en: '19 days', ko: 'D+20', ja: '19日', 'zh-CN': '19天', 'zh-TW': '19天', de: '19 Tage', fr: '19 jours' },
    ],
    [
      '2025-10-01',
      { en: '1 month', ko: 'D+31', ja: '1か月', 'zh-CN': '1个月', 'zh-TW': '1個月', de: '1 Monat', fr: '1 mois' },
    ],
    [
      '2025-11-06',
      {
        en: '2 months 5 days',
        ko: 'D+67',
        ja: '2か月5日',
        'zh-CN': '2个月5天',
        'zh-TW': '2個月5天',
        de: '2 Monate und 5 Tage',
        fr: '2 mois et 5 jours',
      },
    ],
    [
      '2026-03-02',
      {
        en: '6 months 1 day',
        ko: '6개월 1일',
        ja: '6か月1日',
        'zh-CN': '6个月1天',
        'zh-TW': '6個月1天',
        de: '6 Monate und 1 Tag',
        fr: '6 mois et 1 jour',
      },
    ],
    ['2026-09-01', { en: '1 year', ko: '1살', ja: '1歳', 'zh-CN': '1岁', 'zh-TW': '1歲', de: '1 Jahr', fr: '1 an' }],
    [
      '2027-11-15',
      {
        en: '2 years 2 months',
        ko: '2살 2개월',
        ja: '2歳2か月',
        'zh-CN': '2岁2个月',
        'zh-TW': '2歲2個月',
        de: '2 Jahre und 2 Monate',
        fr: '2 ans et 2 mois',
      },
    ],
    [
      '2025-08-31',
      {
        en: '1 day before birth',
        ko: 'D-1',
        ja: '誕生まであと1日',
        'zh-CN': '出生前 1 天',
        'zh-TW': '出生前 1 天',
        de: '1 Tag vor der Geburt',
        fr: '1 jour avant la naissance',
      },
    ],
    [
      '2025-08-02',
      {
        en: '30 days before birth',
        ko: 'D-30',
        ja: '誕生まであと30日',
        'zh-CN': '出生前 30 天',
        'zh-TW': '出生前 30 天',
        de: '30 Tage vor der Geburt',
        fr: '30 jours avant la naissance',
      },
    ],
  ];
  for (const [date, expected] of cases) {
    it(`on ${date}`, () => {
      for (const locale of LOCALES) expect(age(locale, BIRTH, date), locale).toBe(expected[locale]);
    });
  }
});

describe('Korean day counts', () => {
  it('counts the birth day as day 1 and shows D+N up to day 100', () => {
    expect(age('ko', BIRTH, '2025-09-01')).toBe('D+1');
    expect(age('ko', BIRTH, '2025-12-09')).toBe('D+100');
    // Day 101 (100 days after birth) is no longer a day count.
    expect(age('ko', BIRTH, '2025-12-10')).toBe('3개월 9일');
  });

  it('counts down before birth, however far', () => {
    expect(age('ko', BIRTH, '2025-08-31')).toBe('D-1');
    expect(age('ko', BIRTH, '2025-06-03')).toBe('D-90');
    expect(age('ko', BIRTH, '2024-09-01')).toBe('D-365');
  });

  it('crosses months and years by calendar days', () => {
    expect(age('ko', '2024-12-30', '2025-01-02')).toBe('D+4');
    expect(age('ko', '2024-02-28', '2024-03-01')).toBe('D+3'); // through 29 February of a leap year
    expect(age('ko', '2025-02-28', '2025-03-01')).toBe('D+2');
  });

  it('is used for Korean only', () => {
    expect(usesDayCount('ko')).toBe(true);
    expect(usesDayCount('ko-KR')).toBe(true);
    for (const locale of LOCALES.filter((l) => l !== 'ko')) expect(usesDayCount(locale)).toBe(false);
  });
});

describe('leap-day birthdays and month boundaries', () => {
  const LEAP = '2024-02-29';
  it('turns one year old on 28 February of a non-leap year, and counts days from there', () => {
    expect(age('en', LEAP, '2025-02-27')).toBe('11 months 29 days');
    expect(age('en', LEAP, '2025-02-28')).toBe('1 year');
    expect(age('en', LEAP, '2025-03-01')).toBe('1 year');
    expect(age('en', LEAP, '2028-02-29')).toBe('4 years');
  });

  it('completes a month on the same day number, or the last day of a shorter month', () => {
    expect(age('en', LEAP, '2024-03-28')).toBe('28 days');
    expect(age('en', LEAP, '2024-03-29')).toBe('1 month');
    expect(age('en', '2025-01-31', '2025-02-27')).toBe('27 days');
    expect(age('en', '2025-01-31', '2025-02-28')).toBe('1 month');
    expect(age('en', '2025-01-31', '2025-03-30')).toBe('1 month 30 days');
    expect(age('en', '2025-01-31', '2025-03-31')).toBe('2 months');
    expect(age('en', '2025-01-31', '2025-04-30')).toBe('3 months');
    expect(age('en', '2025-01-15', '2025-02-14')).toBe('30 days');
    expect(age('en', '2025-01-15', '2025-02-15')).toBe('1 month');
  });
});

describe('no baby or no birthday', () => {
  it('uses the placeholder 1765-01-01, so nothing is before birth', () => {
    expect(age('en', null, '2025-06-01')).toBe('260 years 5 months');
    expect(age('en', '', '1765-01-01')).toBe('Day of birth');
    expect(age('ko', null, '1765-01-10')).toBe('D+10');
    expect(age('ko', undefined as unknown as null, '2025-06-01')).toBe('260살 5개월');
  });
});
