/**
 * Which moments the add-tag dialog is open for, if any: the viewer names one
 * moment, an event card names its event (all of whose moments get the tags).
 * A plain store, so a card (which calls no hooks) can open it.
 */
import { createStore, useStore } from '../../lib/createStore';

export type AddTagTarget = { babyId: number; momentIds: number[] } | { babyId: number; eventId: number };

const store = createStore<AddTagTarget | null>(null);

export function openAddTag(target: AddTagTarget): void {
  store.set(target);
}

export function closeAddTag(): void {
  store.set(null);
}

export function useAddTagTarget(): AddTagTarget | null {
  return useStore(store);
}
