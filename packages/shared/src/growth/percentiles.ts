import { HFA_BOYS, HFA_GIRLS, LFA_BOYS, LFA_GIRLS, WFA_BOYS, WFA_GIRLS, type LmsRow } from './who-lms.js';

/**
 * The LMS method of the WHO Child Growth Standards (Cole & Green 1992): a
 * measurement X at an age with parameters L, M, S has the z-score
 * z = ((X/M)^L − 1) / (L·S) (z = ln(X/M)/S when L = 0), and the value at a
 * z-score is X = M·(1 + L·S·z)^(1/L) (X = M·e^(S·z) when L = 0).
 * Between whole months the parameters are interpolated linearly, as WHO's
 * monthly tables are samples of smooth curves.
 */

export type GrowthSex = 'boy' | 'girl';
/** What the growth page charts: a measurement flag (growth/tag-attrs.ts). */
export type GrowthMeasure = 'height' | 'weight' | 'head_circumference';

/**
 * The measures with a WHO table shipped (ADR 0018: weight and length/height for age). Head
 * circumference has none yet: its chart shows the baby's own points with no percentiles, rather
 * than curves made up here.
 */
export type WhoMeasure = 'height' | 'weight';
export function hasWhoStandard(measure: GrowthMeasure): measure is WhoMeasure {
  return measure !== 'head_circumference';
}

/** The ages the standards cover, in months. */
export const GROWTH_MAX_MONTHS = 60;

/** The percentile curves drawn on the chart, with their z-scores (Φ⁻¹ of 0.03, 0.15, 0.5, 0.85, 0.97). */
export const GROWTH_PERCENTILES = [
  { key: 'p3', percentile: 3, z: -1.880793608 },
  { key: 'p15', percentile: 15, z: -1.036433389 },
  { key: 'p50', percentile: 50, z: 0 },
  { key: 'p85', percentile: 85, z: 1.036433389 },
  { key: 'p97', percentile: 97, z: 1.880793608 },
] as const;

export type PercentileKey = (typeof GROWTH_PERCENTILES)[number]['key'];

/** Average days in a month, as WHO counts age in months (365.25 / 12). */
export const DAYS_PER_MONTH = 30.4375;

function rowAt(measure: WhoMeasure, sex: GrowthSex, month: number): LmsRow {
  if (measure === 'weight') {
    const table = sex === 'girl' ? WFA_GIRLS : WFA_BOYS;
    return table[month] as LmsRow;
  }
  // Lying length before 24 months, standing height from 24 (WHO's switch).
  if (month < 24) {
    const [m, s] = (sex === 'girl' ? LFA_GIRLS : LFA_BOYS)[month] as readonly [number, number];
    return [1, m, s];
  }
  const [m, s] = (sex === 'girl' ? HFA_GIRLS : HFA_BOYS)[month - 24] as readonly [number, number];
  return [1, m, s];
}

/** L, M and S at an age in months (0–60, fractional allowed), or null outside the standards or with no table. */
export function lmsAt(measure: GrowthMeasure, sex: GrowthSex, ageMonths: number): LmsRow | null {
  if (!hasWhoStandard(measure)) return null;
  if (!Number.isFinite(ageMonths) || ageMonths < 0 || ageMonths > GROWTH_MAX_MONTHS) return null;
  const lower = Math.floor(ageMonths);
  const frac = ageMonths - lower;
  const a = rowAt(measure, sex, lower);
  // Do not blend across the lying/standing switch: just before 24 months is still length.
  if (frac === 0 || lower === GROWTH_MAX_MONTHS || (measure === 'height' && lower === 23)) return a;
  const b = rowAt(measure, sex, lower + 1);
  return [a[0] + (b[0] - a[0]) * frac, a[1] + (b[1] - a[1]) * frac, a[2] + (b[2] - a[2]) * frac];
}

/** The measurement at a z-score: M·(1 + L·S·z)^(1/L). */
export function valueAtZ([l, m, s]: LmsRow, z: number): number {
  if (l === 0) return m * Math.exp(s * z);
  return m * Math.pow(1 + l * s * z, 1 / l);
}

/** The z-score of a measurement. */
export function zScore([l, m, s]: LmsRow, value: number): number {
  if (l === 0) return Math.log(value / m) / s;
  return (Math.pow(value / m, l) - 1) / (l * s);
}

/** The standard normal cumulative distribution (Abramowitz & Stegun 7.1.26 on erf; error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Where a measurement stands among children of its age and sex, 0–100; null outside 0–60 months. */
export function percentileOf(measure: GrowthMeasure, sex: GrowthSex, ageMonths: number, value: number): number | null {
  const lms = lmsAt(measure, sex, ageMonths);
  if (!lms || !(value > 0)) return null;
  return normalCdf(zScore(lms, value)) * 100;
}

export interface PercentileCurvePoint {
  month: number;
  p3: number;
  p15: number;
  p50: number;
  p85: number;
  p97: number;
}

/** The five percentile curves, one point per month 0–60; none for a measure with no table. */
export function percentileCurves(measure: GrowthMeasure, sex: GrowthSex): PercentileCurvePoint[] {
  const points: PercentileCurvePoint[] = [];
  if (!hasWhoStandard(measure)) return points;
  for (let month = 0; month <= GROWTH_MAX_MONTHS; month += 1) {
    const lms = rowAt(measure, sex, month);
    const point = { month } as PercentileCurvePoint;
    for (const p of GROWTH_PERCENTILES) point[p.key] = valueAtZ(lms, p.z);
    points.push(point);
  }
  return points;
}

/** Age in months (fractional) between two calendar dates 'YYYY-MM-DD', WHO style (days / 30.4375). */
export function ageInMonths(birthday: string, on: string): number {
  const days = (Date.parse(`${on}T00:00:00Z`) - Date.parse(`${birthday}T00:00:00Z`)) / 86_400_000;
  return days / DAYS_PER_MONTH;
}

/** Units the chart and forms show; values are stored metric (cm, kg). */
export type UnitSystem = 'metric' | 'imperial';
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;

/** Height and head circumference are lengths (cm ↔ in); weight is a mass (kg ↔ lb). */
export function toDisplay(measure: GrowthMeasure, metric: number, units: UnitSystem): number {
  if (units === 'metric') return metric;
  return measure === 'weight' ? metric / KG_PER_POUND : metric / CM_PER_INCH;
}

export function fromDisplay(measure: GrowthMeasure, shown: number, units: UnitSystem): number {
  if (units === 'metric') return shown;
  return measure === 'weight' ? shown * KG_PER_POUND : shown * CM_PER_INCH;
}
