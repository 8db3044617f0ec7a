import { canTag } from './tag.policy.js';
import type { Viewer } from './viewer.js';

/**
 * A height or weight recorded with no photo (a doctor's measurement, ADR 0033). It is a fact about
 * the baby, like the birthday on its profile, with no post whose audience it could follow: every
 * member of the family sees it, likes it and comments on it. Who may upload (uploaders, Admins)
 * records, changes and removes one, as they put the special tags on photos (tag.tag, tag.untag);
 * view-only members get 403.
 */
export type MeasurementAction = 'view' | 'like' | 'comment' | 'add' | 'edit' | 'remove';

export const measurementPolicy = {
  see: (_viewer: Viewer, _measurement: object) => true,
  can: (viewer: Viewer, action: MeasurementAction, _measurement: object) =>
    action === 'view' || action === 'like' || action === 'comment' || canTag(viewer),
};
