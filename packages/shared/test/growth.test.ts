import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  fromDisplay,
  GROWTH_PERCENTILES,
  hasWhoStandard,
  lmsAt,
  percentileCurves,
  percentileOf,
  tagAttrProblem,
  toDisplay,
  valueAtZ,
  zScore,
} from '../src/index.js';
import { HFA_BOYS, HFA_GIRLS, LFA_BOYS, LFA_GIRLS, WFA_BOYS, WFA_GIRLS } from '../src/growth/who-lms.js';

const at = (measure: 'height' | 'weight', sex: 'boy' | 'girl', month: number, z: number) =>
  valueAtZ(lmsAt(measure, sex, month)!, z);
const pct = (key: string) => GROWTH_PERCENTILES.find((p) => p.key === key)!.z;

describe('WHO growth standards: the LMS tables', () => {
  it('cover every month 0–60 for both sexes (length to 24, height from 24)', () => {
    for (const table of [WFA_BOYS, WFA_GIRLS]) expect(table).toHaveLength(61);
    for (const table of [LFA_BOYS, LFA_GIRLS]) expect(table).toHaveLength(25);
    for (const table of [HFA_BOYS, HFA_GIRLS]) expect(table).toHaveLength(37);
  });

  it('hold the published rows', () => {
    expect(LFA_GIRLS[12]).toEqual([74.015, 0.03479]);
    expect(LFA_BOYS[0]).toEqual([49.8842, 0.03795]);
    expect(HFA_BOYS[36]).toEqual([109.9638, 0.04214]);
    expect(WFA_GIRLS[12]).toEqual([-0.2024, 8.9481, 0.12268]);
    expect(WFA_BOYS[60]).toEqual([-0.1506, 18.3366, 0.13517]);
  });

  it('grow month by month (medians rise, except at the lying/standing switch at 24 months)', () => {
    for (const table of [WFA_BOYS, WFA_GIRLS])
      for (let m = 1; m <= 60; m += 1) expect(table[m]![1]).toBeGreaterThan(table[m - 1]![1]);
    for (const table of [LFA_BOYS, LFA_GIRLS, HFA_BOYS, HFA_GIRLS])
      for (let m = 1; m < table.length; m += 1) expect(table[m]![0]).toBeGreaterThan(table[m - 1]![0]);
  });
});

describe('WHO growth standards: the percentile maths', () => {
  it('puts a 12-month girl of 74.0 cm at the median', () => {
    expect(Math.round(percentileOf('height', 'girl', 12, 74.0)!)).toBe(50);
  });

  // Published WHO values, to the tenth as WHO prints them.
  it.each([
    ['height', 'girl', 12, 'p3', 69.2],
    ['height', 'girl', 12, 'p97', 78.9],
    ['height', 'boy', 60, 'p3', 101.2],
    ['height', 'boy', 60, 'p97', 118.7],
    ['weight', 'girl', 0, 'p3', 2.4],
    ['weight', 'girl', 0, 'p97', 4.2],
    ['weight', 'boy', 0, 'p3', 2.5],
    ['weight', 'boy', 0, 'p15', 2.9],
    ['weight', 'boy', 0, 'p50', 3.3],
    ['weight', 'boy', 0, 'p85', 3.9],
  ] as const)('%s %s at %i months: %s is %f', (measure, sex, month, key, expected) => {
    expect(at(measure, sex, month, pct(key))).toBeCloseTo(expected, 1);
  });

  it.each([
    ['weight', 'boy', 12, 7.7, 12.0],
    ['weight', 'girl', 24, 9.0, 14.8],
    ['weight', 'girl', 60, 13.7, 24.9],
    ['weight', 'boy', 60, 14.1, 24.2],
    ['height', 'boy', 60, 100.7, 119.2],
    ['height', 'girl', 12, 68.9, 79.2],
  ] as const)('%s %s at %i months: −2 SD is %f and +2 SD is %f', (measure, sex, month, minus2, plus2) => {
    expect(at(measure, sex, month, -2)).toBeCloseTo(minus2, 1);
    expect(at(measure, sex, month, 2)).toBeCloseTo(plus2, 1);
  });

  it('inverts: the z-score of the value at z is z (skewed weight tables included)', () => {
    const lms = lmsAt('weight', 'girl', 30.5)!;
    for (const z of [-3, -1.2, 0, 0.7, 2.5]) expect(zScore(lms, valueAtZ(lms, z))).toBeCloseTo(z, 9);
  });

  it('interpolates between months, but not across the switch to standing height', () => {
    const mid = lmsAt('weight', 'boy', 6.5)!;
    expect(mid[1]).toBeCloseTo((7.934 + 8.297) / 2, 6);
    expect(lmsAt('height', 'girl', 23.9)![1]).toBe(85.5202);
    expect(lmsAt('height', 'girl', 24)![1]).toBe(85.7153);
  });

  it('answers nothing outside 0–60 months', () => {
    expect(percentileOf('height', 'boy', -0.1, 50)).toBeNull();
    expect(percentileOf('height', 'boy', 60.1, 110)).toBeNull();
  });

  it('draws five curves with one point a month, in order', () => {
    const curves = percentileCurves('weight', 'girl');
    expect(curves).toHaveLength(61);
    for (const p of curves) expect(p.p3 < p.p15 && p.p15 < p.p50 && p.p50 < p.p85 && p.p85 < p.p97).toBe(true);
  });

  it('counts age in WHO months of 30.4375 days', () => {
    expect(ageInMonths('2025-01-01', '2026-01-01')).toBeCloseTo(365 / 30.4375, 9);
  });

  it('converts units both ways', () => {
    expect(toDisplay('height', 2.54, 'imperial')).toBeCloseTo(1, 9);
    expect(fromDisplay('weight', 1, 'imperial')).toBeCloseTo(0.45359237, 9);
    expect(toDisplay('weight', 7, 'metric')).toBe(7);
  });

  it('converts a head circumference as a length (cm ↔ in), like a height', () => {
    expect(toDisplay('head_circumference', 35.56, 'imperial')).toBeCloseTo(14, 9);
    expect(fromDisplay('head_circumference', 14, 'imperial')).toBeCloseTo(35.56, 9);
    expect(toDisplay('head_circumference', 40.2, 'metric')).toBe(40.2);
  });

  it('has no WHO table for head circumference: no curves, no percentile, rather than invented ones', () => {
    expect(hasWhoStandard('head_circumference')).toBe(false);
    expect(hasWhoStandard('height')).toBe(true);
    expect(percentileCurves('head_circumference', 'girl')).toEqual([]);
    expect(lmsAt('head_circumference', 'boy', 6)).toBeNull();
    expect(percentileOf('head_circumference', 'boy', 6, 43)).toBeNull();
  });
});

describe('the rules of a special tag value', () => {
  const bounds = { birthday: '2025-03-01', latest: '2026-01-10' };
  it.each([
    ['height', { value: 74, measured_on: '2026-01-01' }, null],
    ['height', { measured_on: '2026-01-01' }, 'tag_attr_value_required'],
    ['height', { value: 19.9, measured_on: '2026-01-01' }, 'height_out_of_range'],
    ['height', { value: 200.1, measured_on: '2026-01-01' }, 'height_out_of_range'],
    ['weight', { value: 0.29, measured_on: '2026-01-01' }, 'weight_out_of_range'],
    ['weight', { value: 100, measured_on: '2026-01-01' }, null],
    ['weight', { value: 9, measured_on: '2026-02-30' }, 'measured_on_invalid'],
    ['weight', { value: 9 }, 'measured_on_invalid'],
    ['weight', { value: 9, measured_on: '2026-01-11' }, 'measured_on_future'],
    ['weight', { value: 9, measured_on: '2025-02-28' }, 'measured_on_before_birth'],
    ['head_circumference', { value: 20, measured_on: '2026-01-01' }, null],
    ['head_circumference', { value: 60, measured_on: '2026-01-01' }, null],
    ['head_circumference', { value: 19.9, measured_on: '2026-01-01' }, 'head_circumference_out_of_range'],
    ['head_circumference', { value: 60.1, measured_on: '2026-01-01' }, 'head_circumference_out_of_range'],
    ['head_circumference', { measured_on: '2026-01-01' }, 'tag_attr_value_required'],
    ['head_circumference', { value: 41 }, 'measured_on_invalid'],
    ['head_circumference', { value: 41, measured_on: '2025-02-28' }, 'measured_on_before_birth'],
    ['footprint_map', { place_name: '  ' }, 'place_required'],
    ['footprint_map', { place_name: 'x'.repeat(101) }, 'place_too_long'],
    ['footprint_map', { place_name: 'Kyoto' }, null],
  ] as const)('%s %j → %s', (flag, input, problem) => {
    expect(tagAttrProblem(flag, input, bounds)).toBe(problem);
  });

  it('sets no lower bound for an unknown birthday', () => {
    expect(
      tagAttrProblem('height', { value: 50, measured_on: '1990-01-01' }, { birthday: null, latest: '2026-01-10' }),
    ).toBeNull();
    expect(
      tagAttrProblem(
        'height',
        { value: 50, measured_on: '1990-01-01' },
        { birthday: '1765-01-01', latest: '2026-01-10' },
      ),
    ).toBeNull();
  });
});
