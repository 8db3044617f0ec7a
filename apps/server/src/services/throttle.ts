import { AppError } from '../errors.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import { nowSeconds } from '../util/time.js';

/** At most `max` attempts per `windowSeconds` under `key`. */
export interface Limit { key: string; max: number; windowSeconds: number }

/**
 * Reserves one attempt under each limit, in order, before the guarded work
 * runs: each reservation is one atomic statement, so a burst of parallel
 * requests gets no more through than the same requests one after another.
 * When a limit refuses, the reservations already taken are given back (the
 * attempt did nothing) and the caller gets 429 `too_fast`. Answers the keys
 * reserved, for `release` when the work turns out not to count.
 */
export async function reserveOrRefuse(repo: ThrottleRepo, limits: readonly Limit[]): Promise<string[]> {
  const now = nowSeconds();
  const taken: string[] = [];
  for (const limit of limits) {
    const count = await repo.reserve(limit.key, now, now - limit.windowSeconds);
    if (count > limit.max) {
      await Promise.all(taken.map((key) => repo.release(key)));
      throw new AppError(429, 'too_fast');
    }
    taken.push(limit.key);
  }
  return taken;
}
