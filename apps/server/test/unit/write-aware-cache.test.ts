import { describe, expect, it } from 'vitest';
import { ExternalWrites, WriteAwareCache } from '../../src/repositories/write-aware-cache.js';

/** A clock the test moves, and a database whose other writers the test plays. */
function setup(options: { ttlMs?: number; maxEntries?: number; external?: 'sqlite' | 'none' } = {}) {
  const clock = { ms: 1_000_000 };
  let dataVersion = 1;
  const external = new ExternalWrites(
    () => (options.external === 'none' ? null : dataVersion),
    () => clock.ms,
  );
  const cache = new WriteAwareCache<{ v: number }>(
    external,
    {
      ttlMs: options.ttlMs ?? 60_000,
      maxEntries: options.maxEntries ?? 100,
      expiresAtMs: (value) => value.v * 1000,
    },
    () => clock.ms,
  );
  let lookups = 0;
  const row = { v: 5_000 };
  const lookup = async () => {
    lookups += 1;
    return { ...row };
  };
  return {
    clock,
    cache,
    row,
    lookup,
    lookups: () => lookups,
    otherConnectionWrites: () => {
      dataVersion += 1;
    },
  };
}

describe('WriteAwareCache', () => {
  it('answers a second read from memory with a frozen value', async () => {
    const t = setup();
    const first = await t.cache.through('1', 'a', t.lookup);
    const second = await t.cache.through('1', 'a', t.lookup);
    expect(second).toBe(first);
    expect(t.lookups()).toBe(1);
    expect(Object.isFrozen(second)).toBe(true);
    const rows = { v: 1, user: { name: 'Ada' } };
    await t.cache.through('2', 'a', async () => rows);
    expect(Object.isFrozen(rows.user)).toBe(true);
  });

  it('reads again after its group, or everything, is invalidated', async () => {
    const t = setup();
    await t.cache.through('1', 'a', t.lookup);
    await t.cache.through('2', 'a', t.lookup);
    t.cache.invalidate('1');
    t.row.v = 6_000;
    expect(await t.cache.through('1', 'a', t.lookup)).toEqual({ v: 6_000 });
    expect(await t.cache.through('2', 'a', t.lookup)).toEqual({ v: 5_000 });
    t.cache.invalidate();
    expect(await t.cache.through('2', 'a', t.lookup)).toEqual({ v: 6_000 });
    expect(t.lookups()).toBe(4);
  });

  it('does not keep what a lookup read while a write happened', async () => {
    const t = setup();
    const racing = t.cache.through('1', 'a', async () => {
      const stale = await t.lookup();
      t.cache.invalidate('1');
      return stale;
    });
    await racing;
    await t.cache.through('1', 'a', t.lookup);
    expect(t.lookups()).toBe(2);
  });

  it('shares one lookup among readers who miss at once, and none begun before a write with a reader after it', async () => {
    const t = setup();
    const held: Array<() => void> = [];
    const slow = async () => {
      await new Promise<void>((resolve) => held.push(resolve));
      return t.lookup();
    };
    const together = [
      t.cache.through('1', 'a', slow),
      t.cache.through('1', 'a', slow),
      t.cache.through('1', 'a', slow),
    ];
    expect(held).toHaveLength(1);
    const other = t.cache.through('2', 'a', slow);
    expect(held).toHaveLength(2);
    // A write to group 1 while its lookup runs: the next reader looks again, and what the first read is not kept.
    t.cache.invalidate('1');
    t.row.v = 6_000;
    const after = t.cache.through('1', 'a', slow);
    expect(held).toHaveLength(3);
    held[0]!();
    const before = await Promise.all(together);
    expect(before[1]).toBe(before[0]);
    expect(before[2]).toBe(before[0]);
    expect(Object.isFrozen(before[0])).toBe(true);
    held[1]!();
    held[2]!();
    expect(await after).toEqual({ v: 6_000 });
    // Group 2 was not written: its lookup is kept, and group 1 keeps the lookup begun after the write.
    expect(await other).toBe(await t.cache.through('2', 'a', t.lookup));
    expect(await t.cache.through('1', 'a', t.lookup)).toBe(await after);
    expect(t.lookups()).toBe(3);
  });

  it('looks up again after a failed lookup', async () => {
    const t = setup();
    await expect(
      t.cache.through('1', 'a', async () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    expect(await t.cache.through('1', 'a', t.lookup)).toEqual({ v: 5_000 });
  });

  it("sees another connection's writes within a second", async () => {
    const t = setup();
    await t.cache.through('1', 'a', t.lookup);
    t.otherConnectionWrites();
    t.clock.ms += 500;
    await t.cache.through('1', 'a', t.lookup);
    expect(t.lookups()).toBe(1);
    t.clock.ms += 600;
    await t.cache.through('1', 'a', t.lookup);
    expect(t.lookups()).toBe(2);
  });

  it('keeps nothing where the database cannot tell about other writers', async () => {
    const t = setup({ external: 'none' });
    await t.cache.through('1', 'a', t.lookup);
    await t.cache.through('1', 'a', t.lookup);
    expect(t.lookups()).toBe(2);
  });

  it('forgets a value after its TTL, or when the value itself expires', async () => {
    const t = setup({ ttlMs: 10_000 });
    await t.cache.through('1', 'a', t.lookup);
    t.clock.ms += 10_000;
    await t.cache.through('1', 'a', t.lookup);
    expect(t.lookups()).toBe(2);

    const soon = setup();
    soon.row.v = soon.clock.ms / 1000 + 2;
    await soon.cache.through('1', 'a', soon.lookup);
    soon.clock.ms += 2_000;
    await soon.cache.through('1', 'a', soon.lookup);
    expect(soon.lookups()).toBe(2);
  });

  it('does not keep a missing row, and stays within its size', async () => {
    const t = setup({ maxEntries: 2 });
    await t.cache.through('1', 'a', async () => undefined);
    await t.cache.through('1', 'a', t.lookup);
    expect(t.lookups()).toBe(1);
    await t.cache.through('2', 'a', t.lookup);
    await t.cache.through('3', 'a', t.lookup);
    await t.cache.through('1', 'a', t.lookup);
    expect(t.lookups()).toBe(4);
  });
});
