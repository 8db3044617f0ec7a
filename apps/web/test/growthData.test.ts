import { describe, expect, it } from 'vitest';
import type { TagAttrReply } from '@sprout/shared';
import { niceTicks } from '../src/features/growth/GrowthChart';
import { chartRows, knownBirthday, measurementsOf, standardFor } from '../src/features/growth/growthData';
import { displayNumber, formatMeasure, unitsStorageKey } from '../src/features/growth/units';
import { localToday } from '../src/features/growth/useMeasurementForm';

function attr(id: number, value: number, measured_on: string): TagAttrReply {
  return {
    id,
    baby_id: 1,
    tag_id: 2,
    tag_flag: 'height',
    tagging_record_id: id,
    moment_id: id,
    value,
    unit: 'cm',
    measured_on,
    place: null,
    user: { id: 1, name: 'Alex' },
    created_at: 0,
    updated_at: 0,
    baby_moment_tag_attr_is_like: false,
    baby_moment_tag_attr_likes_count: 0,
    comments_count: 0,
    abilities: { edit: true, delete: true },
  };
}

describe('growth chart data', () => {
  const birthday = '2025-09-01';
  const heights = [attr(1, 54.5, '2025-10-01'), attr(2, 74.0, '2026-09-01')];

  it('gives each measurement its age and percentile', () => {
    const [first, second] = measurementsOf(heights, 'height', 'girl', birthday);
    expect(first?.ageMonths).toBeCloseTo(30 / 30.4375, 6);
    // A girl of 74.0 cm at 12 months (365 days ≈ 11.99 WHO months) stands at the median.
    expect(Math.round(second?.percentile ?? 0)).toBe(50);
  });

  it('has no ages or percentiles without a real birthday', () => {
    expect(knownBirthday('1765-01-01')).toBe(false);
    expect(measurementsOf(heights, 'height', 'girl', null).map((m) => m.ageMonths)).toEqual([null, null]);
  });

  it('draws the curves to half a year past the oldest measurement, with the points at their exact ages', () => {
    const rows = chartRows(measurementsOf(heights, 'height', 'girl', birthday), 'height', 'girl', 'metric');
    expect(rows.at(-1)?.month).toBe(18);
    const points = rows.filter((r) => r.child !== undefined);
    expect(points.map((p) => p.child)).toEqual([54.5, 74]);
    expect(rows.find((r) => r.month === 12)?.p50).toBeCloseTo(74.015, 2);
    expect(rows.map((r) => r.month)).toEqual([...rows.map((r) => r.month)].sort((a, b) => a - b));
  });

  it('shows curves and points in inches for imperial', () => {
    const rows = chartRows(measurementsOf(heights, 'height', 'girl', birthday), 'height', 'girl', 'imperial');
    expect(rows.find((r) => r.child !== undefined)?.child).toBeCloseTo(54.5 / 2.54, 2);
  });

  it('draws a head circumference as the baby’s own points with no curves and no percentile (no WHO table shipped)', () => {
    const heads = [attr(3, 38.5, '2025-10-15'), attr(4, 42.1, '2026-01-20')];
    const measurements = measurementsOf(heads, 'head_circumference', 'girl', birthday);
    expect(measurements.map((m) => m.percentile)).toEqual([null, null]);
    const rows = chartRows(measurements, 'head_circumference', 'girl', 'metric');
    expect(rows.some((r) => r.p50 !== undefined)).toBe(false);
    expect(rows.filter((r) => r.child !== undefined).map((r) => r.child)).toEqual([38.5, 42.1]);
    // The same age axis as the other charts: from birth to at least a year.
    expect(rows[0]?.month).toBe(0);
    expect(rows.at(-1)?.month).toBe(12);
    const inches = chartRows(measurements, 'head_circumference', 'girl', 'imperial');
    expect(inches.find((r) => r.child !== undefined)?.child).toBeCloseTo(38.5 / 2.54, 2);
    expect(formatMeasure(38.5, 'head_circumference', 'metric', 'en')).toBe('38.5 cm');
    expect(formatMeasure(38.5, 'head_circumference', 'imperial', 'en')).toBe('15.2 in');
  });

  it('reads the standard from the baby’s sex, girls when not given', () => {
    expect(standardFor('boy')).toBe('boy');
    expect(standardFor('unknown')).toBe('girl');
  });

  it('formats values with the unit in the reader’s language', () => {
    expect(formatMeasure(68.9, 'height', 'metric', 'en')).toBe('68.9 cm');
    expect(formatMeasure(68.9, 'height', 'imperial', 'en')).toBe('27.1 in');
    expect(formatMeasure(8.5, 'weight', 'metric', 'de')).toBe('8,5 kg');
    expect(displayNumber(10, 'weight', 'imperial')).toBe(22);
    expect(unitsStorageKey(7)).toBe('sprout.growth.units.7');
  });

  it('picks round y ticks', () => {
    expect(niceTicks(44.2, 88.9)).toEqual([40, 50, 60, 70, 80, 90]);
    expect(niceTicks(2.4, 14.6)).toEqual([0, 5, 10, 15]);
  });

  it('knows today where the family is', () => {
    expect(localToday(new Date(Date.UTC(2026, 0, 1, 12)))).toMatch(/^2026-01-0[12]$/);
  });
});
