import type { EventsRepo } from '../../repositories/events.repo.js';
import type { MomentsRepo } from '../../repositories/moments.repo.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { renderDerivative } from '../../media/image.js';
import { nowSeconds } from '../../util/time.js';
import type { JobPayloads } from '../kinds.js';

/** Makes the thumbnail and the large preview of a picture moment. */
export function pictureDerivatives(deps: { moments: MomentsRepo; events: EventsRepo; storage: ObjectStorage }) {
  return async ({ momentId }: JobPayloads['picture.derivatives']): Promise<void> => {
    const moment = await deps.moments.findById(momentId);
    if (!moment?.original_key) return; // deleted meanwhile: nothing to do
    const source = await deps.storage.localPath(moment.original_key);
    const base = moment.original_key.replace(/^originals\//, 'derivatives/').replace(/\.[a-z0-9]+$/i, '');
    const thumbKey = `${base}-thumb.jpg`;
    const largeKey = `${base}-large.jpg`;
    await deps.storage.putBuffer(thumbKey, await renderDerivative(source, 'thumb'));
    await deps.storage.putBuffer(largeKey, await renderDerivative(source, 'large'));
    const now = nowSeconds();
    await deps.moments.setMedia(moment.id, { thumb_key: thumbKey, large_key: largeKey, media_state: 'ready' }, now);
    await deps.events.bumpUpdated(moment.event_id, now);
  };
}
