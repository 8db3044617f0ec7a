import { useTimeline, useEventDetail } from '../timeline';
import { diaryEntries } from './diaryRules';

/** The baby's diary entries the user may see (their own drafts included), from the timeline they already hold. */
export function useDiaryList(babyId: number) {
  const timeline = useTimeline(babyId);
  return { entries: diaryEntries(timeline.events), isPending: timeline.isPending };
}

/** One diary entry, fresh from the server. */
export function useDiaryEntry(babyId: number, eventId: number | null) {
  const timeline = useTimeline(babyId);
  const fromTimeline = timeline.events.find((e) => e.id === eventId) ?? null;
  return useEventDetail(eventId, fromTimeline && fromTimeline.layout === 'diary' ? fromTimeline : null);
}
