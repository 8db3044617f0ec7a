import { describe, expect, it } from 'vitest';
import { ageBucket, bucketKey, PRIVACY_LEVELS } from '@sprout/shared';
import { frozenAudienceOf, frozenBucketKey } from '../../src/db/migrations/0018_day_events_and_month_buckets.js';
import { audienceOf } from '../../src/policies/moment.policy.js';

/**
 * Migration 0018 carries copies of the bucket and audience rules (ADR 0028) so what it writes never
 * follows a later change to them. Today they must still agree with the live rules on every input the
 * migration meets; should a live rule change on purpose, this test is updated to say where they part,
 * and the copies stay as they are.
 */
describe("migration 0018's frozen rules", () => {
  it('bucket every moment as ageBucket + bucketKey do', () => {
    const birthdays = [null, '', '1765-01-01', '2024-01-31', '2024-02-29', '2025-09-01', '2023-12-15', '2030-06-01'];
    const DAY = 86_400;
    let compared = 0;
    for (const birthday of birthdays) {
      // Every 5 days plus an hour offset from 2019 to 2032: before birth, month edges, leap days and years 1–8.
      for (let t = Date.UTC(2019, 0, 1) / 1000; t < Date.UTC(2032, 0, 1) / 1000; t += 5 * DAY + 3_600) {
        expect(frozenBucketKey(birthday, t), `${birthday} ${t}`).toBe(bucketKey(ageBucket(birthday, t)));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(7_000);
  });

  it('give every post the audience rows audienceOf gives it', () => {
    for (const privacy of PRIVACY_LEVELS)
      for (const author_id of [1, 7])
        for (const visibleFor of [[], [7], [1, 7, 9], [9, 9, 3]]) {
          const moment = { author_id, privacy, visibleFor };
          expect(frozenAudienceOf(moment), JSON.stringify(moment)).toEqual(audienceOf(moment));
        }
  });
});
