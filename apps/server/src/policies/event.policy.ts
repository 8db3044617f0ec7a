import type { EventAbilities } from '@sprout/shared';
import type { Viewer } from './viewer.js';

export interface EventFacts {
  author_id: number;
  active: boolean;
  /** How many of its moments the viewer may see (moment.policy decides each). */
  visibleMoments: number;
}

/** An event exists for a viewer while it is active and holds a moment they may see. */
export function canSeeEvent(_viewer: Viewer, event: EventFacts): boolean {
  return event.active && event.visibleMoments > 0;
}

/** The caption is edited by the event's author and by those who edit the baby's photos; everyone who sees it talks. */
export function eventAbilities(viewer: Viewer, event: EventFacts): EventAbilities {
  const visible = canSeeEvent(viewer, event);
  return {
    update: visible && (event.author_id === viewer.userId || viewer.permission !== 'can_view'),
    comment: visible,
    like: visible,
  };
}

export const eventPolicy = {
  see: canSeeEvent,
  can: (viewer: Viewer, action: keyof EventAbilities | 'view', event: EventFacts) =>
    action === 'view' || eventAbilities(viewer, event)[action],
};
