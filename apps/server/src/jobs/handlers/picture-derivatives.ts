import type { Moment } from '../../db/schema.js';
import { renderDerivative } from '../../media/image.js';
import type { MomentsRepo } from '../../repositories/moments.repo.js';
import { derivativeKeys } from '../../storage/keys.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { nowSeconds } from '../../util/time.js';
import type { JobPayloads } from '../kinds.js';

interface Deps {
  moments: MomentsRepo;
  storage: ObjectStorage;
}

/** Renders the thumbnail and the preview from `source`, stores them for `originalKey`, and marks the moment ready. */
export async function storeDerivatives(deps: Deps, moment: Moment, originalKey: string, source: string): Promise<void> {
  const keys = derivativeKeys(originalKey);
  await deps.storage.putBuffer(keys.thumb, await renderDerivative(source, 'thumb'));
  await deps.storage.putBuffer(keys.large, await renderDerivative(source, 'large'));
  await deps.moments.setMedia(
    moment,
    { thumb_key: keys.thumb, large_key: keys.large, media_state: 'ready' },
    nowSeconds(),
  );
}

/** Makes the thumbnail and the large preview of a picture moment. */
export function pictureDerivatives(deps: Deps) {
  return async ({ momentId }: JobPayloads['picture.derivatives']): Promise<void> => {
    const moment = await deps.moments.findById(momentId);
    if (!moment?.original_key) return; // deleted meanwhile: nothing to do
    const key = moment.original_key;
    await deps.storage.withLocalFile(key, (source) => storeDerivatives(deps, moment, key, source));
  };
}
