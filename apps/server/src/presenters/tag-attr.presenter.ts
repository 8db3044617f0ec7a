import { TAG_ATTR_RANGES, type TagAttrFlag, type TagAttrReply } from '@sprout/shared';
import type { TagAttr } from '../db/schema.js';
import { canTag } from '../policies/tag.policy.js';
import type { Viewer } from '../policies/viewer.js';

/** A special tag's value (height, weight, a place) as the viewer sees it, with its likes and who set it. */
export function presentTagAttr(row: TagAttr & { user_name: string }, viewer: Viewer, liked: boolean): TagAttrReply {
  const flag = row.flag as TagAttrFlag;
  const mayEdit = canTag(viewer);
  return {
    id: row.id,
    baby_id: row.baby_id,
    tag_id: row.tag_id,
    tag_flag: flag,
    tagging_record_id: row.tagging_record_id,
    moment_id: row.moment_id,
    value: row.value,
    unit: flag === 'footprint_map' ? null : TAG_ATTR_RANGES[flag].unit,
    measured_on: row.measured_on,
    place: row.place_name === null ? null : { name: row.place_name, latitude: row.latitude, longitude: row.longitude },
    user: { id: row.user_id, name: row.user_name },
    created_at: row.created_at,
    updated_at: row.updated_at,
    baby_moment_tag_attr_is_like: liked,
    baby_moment_tag_attr_likes_count: row.likes_count,
    comments_count: row.comments_count,
    abilities: { edit: mayEdit, delete: mayEdit },
  };
}
