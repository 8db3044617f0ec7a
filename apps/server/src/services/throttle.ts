import { AppError } from '../errors.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import { nowSeconds } from '../util/time.js';

/** At most `max` attempts per `windowSeconds` under `key`. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Reserves one attempt under every limit at once, before the guarded work
 * runs (see ThrottleRepo.reserveTogether): a burst of parallel requests gets
 * no more through than the same requests one after another. When a limit
 * refuses, every reservation is given back (the attempt did nothing) and the
 * caller gets 429 `too_fast`. Answers the keys reserved, for `release` when
 * the work turns out not to count.
 */
export async function reserveOrRefuse(repo: ThrottleRepo, limits: readonly Limit[]): Promise<string[]> {
  const now = nowSeconds();
  const counts = await repo.reserveTogether(
    limits.map((l) => ({ key: l.key, windowStart: now - l.windowSeconds })),
    now,
  );
  if (limits.some((limit, i) => counts[i]! > limit.max)) {
    await Promise.all(limits.map((limit) => repo.release(limit.key)));
    throw new AppError(429, 'too_fast');
  }
  return limits.map((limit) => limit.key);
}
