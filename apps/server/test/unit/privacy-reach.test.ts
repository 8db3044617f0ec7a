import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PRIVACY_LEVELS, RELATIONS, privacyReaches } from '@sprout/shared';
import { audienceOf, matchesAudience } from '../../src/policies/moment.policy.js';

// The privacy picker says whom each choice reaches with the shared rule; the server decides with its
// audience rows. They must never differ, or the line under the picker would promise what is not so.
describe('privacyReaches (the picker) and the server’s audience rows', () => {
  it('agree for every privacy, relation and permission, poster or not, chosen or not', () => {
    const posterId = 1;
    let checked = 0;
    for (const privacy of PRIVACY_LEVELS)
      for (const relation of RELATIONS)
        for (const permission of PERMISSIONS)
          for (const userId of [posterId, 2])
            for (const chosen of [[], [2], [3]]) {
              const member = { userId, relation, permission };
              const rows = audienceOf({ author_id: posterId, privacy, visibleFor: chosen });
              const server = rows.some((row) => matchesAudience(member, row));
              expect(
                privacyReaches(privacy, member, posterId, chosen),
                JSON.stringify({ privacy, member, chosen }),
              ).toBe(server);
              checked += 1;
            }
    expect(checked).toBe(PRIVACY_LEVELS.length * RELATIONS.length * PERMISSIONS.length * 6);
  });
});
