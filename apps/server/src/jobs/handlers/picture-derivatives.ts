import type { EventsRepo } from '../../repositories/events.repo.js';
import type { MomentsRepo } from '../../repositories/moments.repo.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { derivativeKeys, renderDerivative } from '../../media/image.js';
import type { Moment } from '../../db/schema.js';
import { nowSeconds } from '../../util/time.js';
import type { JobPayloads } from '../kinds.js';

interface Deps { moments: MomentsRepo; events: EventsRepo; storage: ObjectStorage }

/** Renders the thumbnail and the preview from `source`, stores them for `originalKey`, and marks the moment ready. */
export async function storeDerivatives(deps: Deps, moment: Moment, originalKey: string, source: string): Promise<void> {
  const keys = derivativeKeys(originalKey);
  await deps.storage.putBuffer(keys.thumb, await renderDerivative(source, 'thumb'));
  await deps.storage.putBuffer(keys.large, await renderDerivative(source, 'large'));
  const now = nowSeconds();
  await deps.moments.setMedia(moment.id, { thumb_key: keys.thumb, large_key: keys.large, media_state: 'ready' }, now);
  await deps.events.bumpUpdated(moment.event_id, now);
}

/** Makes the thumbnail and the large preview of a picture moment. */
export function pictureDerivatives(deps: Deps) {
  return async ({ momentId }: JobPayloads['picture.derivatives']): Promise<void> => {
    const moment = await deps.moments.findById(momentId);
    if (!moment?.original_key) return; // deleted meanwhile: nothing to do
    const source = await deps.storage.localPath(moment.original_key);
    await storeDerivatives(deps, moment, moment.original_key, source);
  };
}
