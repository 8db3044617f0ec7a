/** The diary editor's rules (spec §5), apart from React, so a test can hold them. */
import {
  audienceProblem,
  LIMITS,
  textLength,
  textProblem,
  wordCount,
  type EventReply,
  type ErrorCode,
  type MomentReply,
  type Privacy,
} from '@sprout/shared';

/** The entry's text moment: what a diary entry says. */
export function diaryTextOf(event: EventReply): MomentReply | null {
  return event.moments.find((m) => m.type === 'text') ?? null;
}

/** The counter under the editor: words as the 1000-word limit counts them, and the spec's text length. */
export function diaryCounter(text: string): { words: number; length: number; over: boolean } {
  const words = wordCount(text);
  return { words, length: textLength(text), over: words > LIMITS.maxTextWords };
}

/** Why the entry cannot be sent yet, in the errors catalogue's words; null when it can. */
export function diaryProblem(
  text: string,
  privacy: Privacy,
  members: readonly number[],
  selfId: number | null,
): ErrorCode | null {
  return textProblem(text) ?? audienceProblem(privacy, members, selfId);
}

/** The diary entries of a timeline, newest first. */
export function diaryEntries(events: readonly EventReply[]): EventReply[] {
  return events
    .filter((e) => e.layout === 'diary' && e.active)
    .sort((a, b) => b.taken_at_gmt - a.taken_at_gmt || b.id - a.id);
}
