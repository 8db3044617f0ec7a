import { useState } from 'react';
import { LIMITS, wordCount } from '@sprout/shared';

/**
 * The caption being edited: null while it is only shown. The counter counts
 * words as the 1000-word limit does (CJK characters each a word), so the
 * writer sees how far they are from it before Save refuses.
 */
export function useCaptionDraft(onSave: (caption: string) => Promise<unknown>) {
  const [draft, setDraft] = useState<string | null>(null);
  const words = draft === null ? 0 : wordCount(draft);
  const tooLong = words > LIMITS.maxTextWords;
  const save = async () => {
    if (draft === null || tooLong) return;
    try {
      await onSave(draft.trim());
      setDraft(null);
    } catch {
      // the mutation reported it; keep the draft
    }
  };
  return { draft, setDraft, words, max: LIMITS.maxTextWords, tooLong, save };
}
