/**
 * The one way the web app keeps state outside React that components watch:
 * a value, a setter that tells listeners only about real changes, and a
 * hook that re-renders a component only when the part it reads changes.
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get: () => T;
  /** Replaces the value (or derives it from the current one); listeners hear only about a change. */
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * @param equals when two values count as the same (Object.is by default): a
 *               store of objects may compare them field by field instead.
 */
export function createStore<T>(initial: T, equals: (a: T, b: T) => boolean = Object.is): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (equals(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a store in a component; `select` picks a part (it must return the same value for the same state). */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S): T | S {
  const read = () => (select ? select(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
