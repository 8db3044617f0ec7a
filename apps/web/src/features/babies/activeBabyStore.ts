/** The stored active baby id (localStorage), observable for React. */
import { parseStoredBabyId } from './activeBaby';

export const ACTIVE_BABY_KEY = 'sprout.activeBaby';
const listeners = new Set<() => void>();

export function getStoredBabyId(): number | null {
  try {
    return parseStoredBabyId(localStorage.getItem(ACTIVE_BABY_KEY));
  } catch {
    return null;
  }
}

export function setStoredBabyId(id: number): void {
  try {
    localStorage.setItem(ACTIVE_BABY_KEY, String(id));
  } catch {
    // private mode: the choice lasts until reload
  }
  for (const listener of listeners) listener();
}

export function subscribeStoredBabyId(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
