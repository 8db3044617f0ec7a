import { xlargeSource } from '@sprout/shared';
import type { Moment } from '../../db/schema.js';
import { renderDerivative, uprightSize } from '../../media/image.js';
import type { MomentsRepo } from '../../repositories/moments.repo.js';
import { derivativeKeys } from '../../storage/keys.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { nowSeconds } from '../../util/time.js';
import type { JobPayloads } from '../kinds.js';

interface Deps {
  moments: MomentsRepo;
  storage: ObjectStorage;
  /** Records every byte now stored for a moment, charging its baby the difference (MomentWriter.restate). */
  storedBytes: (momentId: number, bytes: number) => Promise<void>;
}

/**
 * Renders the thumbnail and the preview from `source` (and, for a picture, the xlarge when xlargeSource asks
 * for one), stores them for `originalKey`, marks the moment ready, and charges its baby for everything now
 * stored for it (`originalBytes`, the original as stored).
 */
export async function storeDerivatives(
  deps: Deps,
  moment: Moment,
  originalKey: string,
  source: string,
  originalBytes: number,
  { xlarge: wantsXlarge }: { xlarge: boolean },
): Promise<void> {
  const keys = derivativeKeys(originalKey);
  const thumb = await renderDerivative(source, 'thumb');
  await deps.storage.putBuffer(keys.thumb, thumb);
  const large = await renderDerivative(source, 'large');
  await deps.storage.putBuffer(keys.large, large);
  // Sized by the file's own header, not the moment's stated size: that is what gets decoded.
  const xlarge =
    wantsXlarge && xlargeSource(await uprightSize(source)) === 'rendered'
      ? await renderDerivative(source, 'xlarge')
      : null;
  if (xlarge) await deps.storage.putBuffer(keys.xlarge, xlarge);
  await deps.moments.setMedia(
    moment,
    { thumb_key: keys.thumb, large_key: keys.large, xlarge_key: xlarge ? keys.xlarge : null, media_state: 'ready' },
    nowSeconds(),
  );
  await deps.storedBytes(moment.id, originalBytes + thumb.length + large.length + (xlarge?.length ?? 0));
}

/** Makes the thumbnail, the large preview and (for a big picture) the xlarge of a picture moment. */
export function pictureDerivatives(deps: Deps) {
  return async ({ momentId }: JobPayloads['picture.derivatives']): Promise<void> => {
    const moment = await deps.moments.findById(momentId);
    if (!moment?.original_key) return; // deleted meanwhile: nothing to do
    const key = moment.original_key;
    await deps.storage.withLocalFile(key, (source) =>
      storeDerivatives(deps, moment, key, source, moment.original_bytes, { xlarge: true }),
    );
  };
}
