import { canSeeEvent, type EventFacts } from './event.policy.js';
import { canSeeMoment, type MomentFacts } from './moment.policy.js';
import type { Viewer } from './viewer.js';

/**
 * `edit`: its text (and publishing a draft); `change_audience`: who sees it;
 * `attach`: which photos, videos and audio it holds.
 */
export type DiaryAction = 'view' | 'edit' | 'change_audience' | 'attach';

/**
 * A diary entry (an event of layout `diary`, ADR 0016) is seen as any event
 * is. Its author and the Admins edit its words; who sees it and what it holds
 * are its author's alone, as for every post. Unlike a caption, uploaders do
 * not edit another's entry: it is someone's writing.
 */
export const diaryPolicy = {
  see: canSeeEvent,
  can(viewer: Viewer, action: DiaryAction, entry: EventFacts): boolean {
    const author = entry.author_id === viewer.userId;
    if (action === 'view') return true;
    if (action === 'edit') return author || viewer.permission === 'can_manage';
    return author;
  },
};

/**
 * A photo, video or audio put in an entry (ADR 0019) is its author's own
 * upload: one they cannot see is 404, someone else's 403.
 */
export const diaryMediaPolicy = {
  see: canSeeMoment,
  can: (viewer: Viewer, _action: 'attach', moment: MomentFacts) => moment.author_id === viewer.userId,
};
