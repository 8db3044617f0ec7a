import { toDisplay, type GrowthMeasure, type UnitSystem } from '@sprout/shared';

/**
 * Metric or imperial is each user's choice, kept in this browser's local
 * storage under the user's id (values are stored metric on the server, so the
 * choice changes only how they are shown and typed).
 */
export const unitsStorageKey = (userId: number | null) => `sprout.growth.units.${userId ?? 'anonymous'}`;

const INTL_UNIT: Record<UnitSystem, Record<GrowthMeasure, string>> = {
  metric: { height: 'centimeter', weight: 'kilogram', head_circumference: 'centimeter' },
  imperial: { height: 'inch', weight: 'pound', head_circumference: 'inch' },
};

/** Decimals a tape or a scale gives in each unit. */
const DIGITS: Record<UnitSystem, Record<GrowthMeasure, number>> = {
  metric: { height: 1, weight: 2, head_circumference: 1 },
  imperial: { height: 1, weight: 1, head_circumference: 1 },
};

/** A stored (metric) value in the chosen units, with its unit, in the reader's language (Intl names the unit). */
export function formatMeasure(metric: number, measure: GrowthMeasure, units: UnitSystem, locale: string): string {
  const digits = DIGITS[units][measure];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: INTL_UNIT[units][measure],
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(toDisplay(measure, metric, units));
}

/** The unit's short symbol in the reader's language ("cm", "lb"…). */
export function unitSymbol(measure: GrowthMeasure, units: UnitSystem, locale: string): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: INTL_UNIT[units][measure],
    unitDisplay: 'short',
  }).formatToParts(1);
  return parts
    .filter((p) => p.type === 'unit')
    .map((p) => p.value)
    .join('')
    .trim();
}

/** A number in the chosen units, rounded as shown. */
export function displayNumber(metric: number, measure: GrowthMeasure, units: UnitSystem): number {
  const factor = 10 ** DIGITS[units][measure];
  return Math.round(toDisplay(measure, metric, units) * factor) / factor;
}
