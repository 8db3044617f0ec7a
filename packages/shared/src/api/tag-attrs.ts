/** The wire schemas of the special tags' values (/baby_moment_tag_attrs); the rules and reply shapes live in growth/tag-attrs.ts. */
import { z } from 'zod';
import { TAG_ATTR_FLAGS } from '../growth/tag-attrs.js';

const num = z.union([z.number(), z.string().trim().min(1).max(30).transform(Number)]).pipe(z.number());
const optionalText = z.string().max(1_000).optional();
const latitude = num.pipe(z.number().min(-90).max(90));
const longitude = num.pipe(z.number().min(-180).max(180));

/**
 * POST /baby_moment_tag_attrs: puts a special tag on a moment with its value (Sprout's shape; the spec
 * names only the resource). Without `moment_id`, a height or weight is recorded with no photo (a
 * doctor's measurement, ADR 0033); a place always needs its photo (422 `place_needs_photo`).
 */
export const createTagAttrBody = z.object({
  baby_id: z.coerce.number().int().positive(),
  moment_id: z.coerce.number().int().positive().optional(),
  tag_flag: z.enum(TAG_ATTR_FLAGS),
  value: num.optional(),
  measured_on: optionalText,
  place_name: optionalText,
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

/** PUT /baby_moment_tag_attrs/{id}: what is given changes, the rest stays; a null latitude or longitude clears the place's point. */
export const updateTagAttrBody = createTagAttrBody
  .pick({ value: true, measured_on: true, place_name: true })
  .extend({ latitude: latitude.nullable().optional(), longitude: longitude.nullable().optional() });

export const tagAttrsQuery = z.object({
  baby_id: z.coerce.number().int().positive(),
  tag_id: z.coerce.number().int().positive().optional(),
  tag_flag: z.enum(TAG_ATTR_FLAGS).optional(),
});
