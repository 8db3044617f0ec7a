import {
  ageInMonths,
  GROWTH_MAX_MONTHS,
  hasWhoStandard,
  percentileCurves,
  percentileOf,
  PLACEHOLDER_BIRTHDAY,
  toDisplay,
  type GrowthMeasure,
  type GrowthSex,
  type TagAttrReply,
  type UnitSystem,
} from '@sprout/shared';

/** One row of the chart: the five curves at whole months, the child's value at its own (fractional) age. */
export interface ChartRow {
  month: number;
  p3?: number;
  p15?: number;
  p50?: number;
  p85?: number;
  p97?: number;
  child?: number;
}

/** Whether the baby's birthday is real (the placeholder and none mean "unknown": no ages, no chart). */
export function knownBirthday(birthday: string | null | undefined): birthday is string {
  return !!birthday && birthday !== PLACEHOLDER_BIRTHDAY;
}

/** A measurement with its age and where it stands among WHO's children of that age and sex. */
export interface Measurement {
  attr: TagAttrReply;
  ageMonths: number | null;
  percentile: number | null;
}

export function measurementsOf(
  attrs: readonly TagAttrReply[],
  measure: GrowthMeasure,
  sex: GrowthSex,
  birthday: string | null | undefined,
): Measurement[] {
  return attrs
    .filter((a) => a.value !== null && a.measured_on)
    .map((attr) => {
      const age = knownBirthday(birthday) && attr.measured_on ? ageInMonths(birthday, attr.measured_on) : null;
      return {
        attr,
        ageMonths: age,
        percentile: age === null ? null : percentileOf(measure, sex, age, attr.value ?? 0),
      };
    });
}

/**
 * The chart's data: WHO's curves month by month to a little past the oldest
 * measurement (at least a year, at most five), and the measurements between,
 * all in the chosen units. The x axis is numeric, so a value lands at its exact age.
 * A measure with no WHO table (head circumference) has no curves: two empty rows
 * at 0 and the last month keep the same age axis around the baby's own points.
 */
export function chartRows(
  measurements: readonly Measurement[],
  measure: GrowthMeasure,
  sex: GrowthSex,
  units: UnitSystem,
): ChartRow[] {
  const ages = measurements.flatMap((m) => (m.ageMonths === null ? [] : [m.ageMonths]));
  const last = Math.min(GROWTH_MAX_MONTHS, Math.max(12, Math.ceil(Math.max(0, ...ages) / 6) * 6 + 6));
  const shown = (v: number) => Math.round(toDisplay(measure, v, units) * 100) / 100;
  const rows: ChartRow[] = percentileCurves(measure, sex)
    .filter((p) => p.month <= last)
    .map((p) => ({
      month: p.month,
      p3: shown(p.p3),
      p15: shown(p.p15),
      p50: shown(p.p50),
      p85: shown(p.p85),
      p97: shown(p.p97),
    }));
  if (!hasWhoStandard(measure)) rows.push({ month: 0 }, { month: last });
  for (const m of measurements) {
    if (m.ageMonths === null || m.ageMonths > last || m.attr.value === null) continue;
    rows.push({ month: Math.round(m.ageMonths * 100) / 100, child: shown(m.attr.value) });
  }
  return rows.sort((a, b) => a.month - b.month);
}

/** The WHO table to read: the baby's sex, or girls' when it is not given (the page lets one switch). */
export function standardFor(gender: string | null | undefined): GrowthSex {
  return gender === 'boy' ? 'boy' : 'girl';
}
