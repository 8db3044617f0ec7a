import { useEffect, useState } from 'react';
import type { EventReply } from '@sprout/shared';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { diaryCoverOf, keepDiaryCover, readDiaryCover, type DiaryCover } from './diaryCover';

/**
 * The diary's cover: the one kept from last time while the entries load,
 * then the one they give, kept for next time.
 */
export function useDiaryCover(babyId: number, entries: readonly EventReply[], loaded: boolean): DiaryCover | null {
  const userId = useCurrentUser().data?.id ?? null;
  const [kept] = useState(() => (userId === null ? undefined : readDiaryCover(userId, babyId)));
  const fresh = loaded ? diaryCoverOf(entries) : undefined;
  useEffect(() => {
    if (userId !== null && fresh !== undefined) keepDiaryCover(userId, babyId, fresh);
  }, [userId, babyId, fresh]);
  return fresh !== undefined ? fresh : (kept ?? null);
}
