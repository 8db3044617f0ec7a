/** The stored active baby id (localStorage), observable for React. */
import { createStore, useStore } from './createStore';

/** Reads a stored id; anything that is not a positive integer counts as none. */
export function parseStoredBabyId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const ACTIVE_BABY_KEY = 'sprout.activeBaby';

function readStoredBabyId(): number | null {
  try {
    return parseStoredBabyId(localStorage.getItem(ACTIVE_BABY_KEY));
  } catch {
    return null;
  }
}

const storedBabyId = createStore(readStoredBabyId());

// A baby chosen in another tab becomes this tab's choice too, as it always was on the next render.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ACTIVE_BABY_KEY) storedBabyId.set(readStoredBabyId());
  });
}

export function setStoredBabyId(id: number): void {
  try {
    localStorage.setItem(ACTIVE_BABY_KEY, String(id));
  } catch {
    // private mode: the choice lasts until reload
  }
  storedBabyId.set(id);
}

export function useStoredBabyId(): number | null {
  return useStore(storedBabyId);
}
