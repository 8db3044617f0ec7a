import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { isCloseFamily, type Viewer } from '../policies/viewer.js';

/**
 * The SQL twin of `canSeeMoment`: a WHERE condition on `moments` for list
 * queries. The viewer's membership is known, so close-family is a constant.
 */
export function momentVisibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'moments'>) => {
    const visible = [
      eb('moments.author_id', '=', viewer.userId),
      eb('moments.privacy', '=', 'family_and_relatives'),
      eb.and([
        eb('moments.privacy', '=', 'custom'),
        eb.exists(
          eb
            .selectFrom('moment_visibility')
            .select('moment_visibility.moment_id')
            .whereRef('moment_visibility.moment_id', '=', 'moments.id')
            .where('moment_visibility.user_id', '=', viewer.userId),
        ),
      ]),
    ];
    if (isCloseFamily(viewer)) visible.push(eb('moments.privacy', '=', 'family_only'));
    return eb.or(visible);
  };
}
