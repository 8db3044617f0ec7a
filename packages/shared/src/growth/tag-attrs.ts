/**
 * Values of the special tags (spec §3, §7): a height, weight or head
 * circumference measured on a date, or a footprint_map place. Each is a tag attribute
 * (/baby_moment_tag_attrs/{id}) on one tagging record, with likes and comments.
 */
import { PLACEHOLDER_BIRTHDAY, type Locale } from '../constants.js';

/**
 * head_circumference is Sprout's own special tag beside the spec's three (issue 23): the doctor
 * measures it at every check-up in the first years, and families asked to keep it with the rest.
 */
export const TAG_ATTR_FLAGS = ['height', 'weight', 'head_circumference', 'footprint_map'] as const;
export type TagAttrFlag = (typeof TAG_ATTR_FLAGS)[number];

/** What may be recorded with no photo (a doctor's measurement, ADR 0033): a measurement, not a place. */
export const MEASUREMENT_FLAGS = ['height', 'weight', 'head_circumference'] as const;
export type MeasurementFlag = (typeof MEASUREMENT_FLAGS)[number];

/**
 * Plausible values, stored metric. Generous on purpose: they catch a slip of
 * the unit or a digit (7.5 typed for 75 cm, 75 for 7.5 kg), not an unusual child.
 * Height 20–200 cm covers a very premature newborn to a tall teenager; weight
 * 0.3–100 kg the same range. Head circumference 20–60 cm: a baby born at 23–24
 * weeks measures about 21 cm, a term newborn about 34, a five-year-old about 51
 * and an adult 52–60; a value in inches typed as cm (14 for 35.5 cm) or a height
 * typed in the wrong field (75) falls outside.
 */
export const TAG_ATTR_RANGES = {
  height: { min: 20, max: 200, unit: 'cm' },
  weight: { min: 0.3, max: 100, unit: 'kg' },
  head_circumference: { min: 20, max: 60, unit: 'cm' },
} as const;

/** The code of a value out of its flag's range. */
const OUT_OF_RANGE = {
  height: 'height_out_of_range',
  weight: 'weight_out_of_range',
  head_circumference: 'head_circumference_out_of_range',
} as const satisfies Record<MeasurementFlag, string>;

export const PLACE_NAME_MAX = 100;

/** Why a value is refused, in the words of the errors catalogue. */
export type TagAttrProblem =
  | 'tag_attr_value_required'
  | 'height_out_of_range'
  | 'weight_out_of_range'
  | 'head_circumference_out_of_range'
  | 'measured_on_invalid'
  | 'measured_on_future'
  | 'measured_on_before_birth'
  | 'place_required'
  | 'place_too_long';

export interface TagAttrInput {
  value?: number | undefined;
  measured_on?: string | undefined;
  place_name?: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether 'YYYY-MM-DD' names a real calendar day. */
export function isCalendarDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * The rules of a value, applied by the web form and again by the server.
 * `latest` is the last date allowed (today where the family is; the server
 * allows one day past UTC today, as a family east of UTC may already be there).
 * A birthday that is unknown (null or the placeholder) sets no lower bound.
 */
export function tagAttrProblem(
  flag: TagAttrFlag,
  input: TagAttrInput,
  bounds: { birthday: string | null; latest: string },
): TagAttrProblem | null {
  if (flag === 'footprint_map') {
    const name = (input.place_name ?? '').trim();
    if (!name) return 'place_required';
    if ([...name].length > PLACE_NAME_MAX) return 'place_too_long';
  } else {
    if (input.value === undefined || !Number.isFinite(input.value)) return 'tag_attr_value_required';
    const range = TAG_ATTR_RANGES[flag];
    if (input.value < range.min || input.value > range.max) return OUT_OF_RANGE[flag];
  }
  if (input.measured_on === undefined) return flag === 'footprint_map' ? null : 'measured_on_invalid';
  if (!isCalendarDate(input.measured_on)) return 'measured_on_invalid';
  if (input.measured_on > bounds.latest) return 'measured_on_future';
  if (bounds.birthday && bounds.birthday !== PLACEHOLDER_BIRTHDAY && input.measured_on < bounds.birthday)
    return 'measured_on_before_birth';
  return null;
}

/** A calendar date 'YYYY-MM-DD' `days` after the UTC date of `now`. */
export function utcDatePlus(now: Date, days: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** The special tags' names when Sprout makes them for a family, in its display language. */
export const SPECIAL_TAG_NAMES: Record<Locale, Record<TagAttrFlag, string>> = {
  en: { height: 'Height', weight: 'Weight', head_circumference: 'Head circumference', footprint_map: 'Footprints' },
  ko: { height: '키', weight: '몸무게', head_circumference: '머리둘레', footprint_map: '발자취' },
  ja: { height: '身長', weight: '体重', head_circumference: '頭囲', footprint_map: '足あと' },
  'zh-CN': { height: '身高', weight: '体重', head_circumference: '头围', footprint_map: '足迹' },
  'zh-TW': { height: '身高', weight: '體重', head_circumference: '頭圍', footprint_map: '足跡' },
  de: { height: 'Größe', weight: 'Gewicht', head_circumference: 'Kopfumfang', footprint_map: 'Fußspuren' },
  fr: { height: 'Taille', weight: 'Poids', head_circumference: 'Périmètre crânien', footprint_map: 'Empreintes' },
};

export interface TagAttrPlace {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface TagAttrReply {
  id: number;
  baby_id: number;
  tag_id: number;
  tag_flag: TagAttrFlag;
  /** Null for a measurement recorded with no photo (ADR 0033). */
  tagging_record_id: number | null;
  moment_id: number | null;
  /** Metric: cm for height and head circumference, kg for weight; null for a place. */
  value: number | null;
  unit: 'cm' | 'kg' | null;
  /** The day it was measured (or the place visited), 'YYYY-MM-DD'. */
  measured_on: string | null;
  place: TagAttrPlace | null;
  user: { id: number; name: string };
  created_at: number;
  updated_at: number;
  baby_moment_tag_attr_is_like: boolean;
  baby_moment_tag_attr_likes_count: number;
  comments_count: number;
  abilities: { edit: boolean; delete: boolean };
}

export interface TagAttrsReply {
  tag_attrs: TagAttrReply[];
}

/** POST/DELETE /baby_moment_tag_attrs/{id}/likes, with the spec's field names. */
export interface TagAttrLikeReply {
  baby_moment_tag_attr_is_like: boolean;
  baby_moment_tag_attr_likes_count: number;
}
