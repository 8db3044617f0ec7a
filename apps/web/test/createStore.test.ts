import { describe, expect, it } from 'vitest';
import { createStore } from '../src/lib/createStore';

describe('createStore', () => {
  it('tells listeners about real changes only', () => {
    const store = createStore(1);
    let calls = 0;
    const stop = store.subscribe(() => {
      calls += 1;
    });
    store.set(1);
    expect(calls).toBe(0);
    store.set(2);
    store.set((n) => n + 1);
    expect(store.get()).toBe(3);
    expect(calls).toBe(2);
    stop();
    store.set(4);
    expect(calls).toBe(2);
  });

  it('keeps the old value when the given comparison calls the new one the same', () => {
    const store = createStore({ a: 1 }, (x, y) => x.a === y.a);
    const before = store.get();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.set({ a: 1 });
    expect(store.get()).toBe(before);
    expect(calls).toBe(0);
  });

  it('lets a listener unsubscribe another while being told', () => {
    const store = createStore(0);
    const heard: string[] = [];
    const stopB = store.subscribe(() => {
      heard.push('b');
    });
    store.subscribe(() => {
      heard.push('a');
      stopB();
    });
    store.set(1);
    store.set(2);
    expect(heard).toEqual(['b', 'a', 'a']);
  });
});
