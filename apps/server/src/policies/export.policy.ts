import type { Viewer } from './viewer.js';

/**
 * What a member's archive holds (issue 21): an Admin takes the whole baby, every shown post of
 * every privacy with that privacy recorded, as the family's own copy; any other member takes
 * exactly their view, what their timeline shows them, never more. Every member may export.
 */
export function exportScope(viewer: Pick<Viewer, 'permission'>): 'whole_baby' | 'member_view' {
  return viewer.permission === 'can_manage' ? 'whole_baby' : 'member_view';
}
