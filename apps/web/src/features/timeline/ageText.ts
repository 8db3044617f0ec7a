/**
 * The age shown on a timeline entry (spec §4, SPEC-NOTES "Age and the
 * timeline"): days in the first month, months and days under one year, years
 * and months after. Korean counts days instead within 100 days of birth
 * ("D+N", the birth day being day 1) and counts down before birth ("D-N").
 * No baby or no birthday: the placeholder date stands in (ageParts does that).
 */
import { ageParts } from '@sprout/shared';

export interface CalendarDate {
  y: number;
  m: number;
  d: number;
}

export type AgeKey =
  | 'timeline:age.birth_day'
  | 'timeline:age.before_birth'
  | 'timeline:age.day_count'
  | 'timeline:age.countdown'
  | 'timeline:age.years'
  | 'timeline:age.months'
  | 'timeline:age.days'
  | 'timeline:age.pair';

/** The translate function ageText needs: i18next's `t` fits, plural keys resolved by `count`. */
export type AgeTranslate = (key: AgeKey, options: Record<string, string | number>) => string;

/** Korean shows D+N up to and including day 100. */
export const DAY_COUNT_LIMIT = 100;

const DAY_MS = 86_400_000;

function dayNumber(date: CalendarDate): number {
  return Math.round(Date.UTC(date.y, date.m - 1, date.d) / DAY_MS);
}

function birthDate(birthday: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday ?? '');
  return match ? { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) } : null;
}

/** True for locales that count days around birth (D+N / D-N). */
export function usesDayCount(locale: string): boolean {
  return locale === 'ko' || locale.startsWith('ko-');
}

export function ageText(
  birthday: string | null | undefined,
  on: CalendarDate,
  locale: string,
  t: AgeTranslate,
): string {
  const age = ageParts(birthday, on);
  const dayCount = usesDayCount(locale);
  if (!age) {
    // ageParts only answers null before a real birthday (the placeholder is in 1765).
    const birth = birthDate(birthday);
    const before = birth ? dayNumber(birth) - dayNumber(on) : 0;
    return dayCount
      ? t('timeline:age.countdown', { count: before })
      : t('timeline:age.before_birth', { count: before });
  }
  if (dayCount && age.totalDays + 1 <= DAY_COUNT_LIMIT)
    return t('timeline:age.day_count', { count: age.totalDays + 1 });
  if (age.totalDays === 0) return t('timeline:age.birth_day', {});
  const pair = (first: string, second: string | null) => (second ? t('timeline:age.pair', { first, second }) : first);
  if (age.years > 0) {
    return pair(
      t('timeline:age.years', { count: age.years }),
      age.months > 0 ? t('timeline:age.months', { count: age.months }) : null,
    );
  }
  if (age.months > 0) {
    return pair(
      t('timeline:age.months', { count: age.months }),
      age.days > 0 ? t('timeline:age.days', { count: age.days }) : null,
    );
  }
  return t('timeline:age.days', { count: age.days });
}

/** The calendar date of a Unix time in the reader's time zone (the date the card shows). */
export function localDate(takenAtGmt: number): CalendarDate {
  const date = new Date(takenAtGmt * 1000);
  return { y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate() };
}
