import type { AppContext } from '../../src/context.js';
import type { User } from '../../src/db/schema.js';
import { inTransaction } from '../../src/repositories/repos.js';
import { MomentWriter, type MomentDraft } from '../../src/services/moment-writer.js';
import { nowSeconds } from '../../src/util/time.js';

const textDraft = (author: User, babyId: number, takenAt: number, privacy: string): MomentDraft => ({
  baby_id: babyId,
  author_id: author.id,
  type: 'text',
  content: `taken ${takenAt}`,
  taken_at_gmt: takenAt,
  privacy,
  service: 'test',
});

/**
 * Text moments written through the moment writer, each in an event of its
 * own: fast fixtures for timeline tests that are about ordering and
 * visibility, not media.
 */
export async function seedMoment(
  ctx: AppContext,
  author: User,
  babyId: number,
  takenAt: number,
  privacy = 'family_and_relatives',
  options: { layout?: string; visibleFor?: number[] } = {},
) {
  return inTransaction(ctx.db, ctx.caches, async ({ repos }) => {
    const write = new MomentWriter(repos, nowSeconds());
    const made = await write.newEvent({
      baby_id: babyId,
      author_id: author.id,
      batch_id: null,
      local_date: new Date(takenAt * 1000).toISOString().slice(0, 10),
      taken_at_gmt: takenAt,
      layout: options.layout ?? 'default',
    });
    const moment = await write.insert(made.id, textDraft(author, babyId, takenAt, privacy), options.visibleFor ?? []);
    const event = (await repos.events.findById(made.id)) ?? made;
    return { event, moment };
  });
}

/** Adds a text moment to an existing event, as an upload into the same batch and day would. */
export function addMoment(
  ctx: AppContext,
  author: User,
  event: { id: number; baby_id: number },
  takenAt: number,
  privacy: string,
) {
  return inTransaction(ctx.db, ctx.caches, ({ repos }) =>
    new MomentWriter(repos, nowSeconds()).insert(event.id, textDraft(author, event.baby_id, takenAt, privacy), []),
  );
}
