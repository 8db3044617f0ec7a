import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { posterFrame, remuxToMp4 } from '../../media/av.js';
import { withExtension } from '../../storage/keys.js';
import { nowSeconds } from '../../util/time.js';
import type { JobPayloads } from '../kinds.js';
import { storeDerivatives } from './picture-derivatives.js';

/**
 * Stores a QuickTime video as MP4 (rewrapped, not re-encoded) and makes its
 * poster from the frame at 0 s in the thumbnail and preview sizes.
 */
export function videoDerivatives(deps: Parameters<typeof storeDerivatives>[0]) {
  return async ({ momentId }: JobPayloads['video.derivatives']): Promise<void> => {
    const moment = await deps.moments.findById(momentId);
    if (!moment?.original_key) return;
    const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'sprout-video-'));
    try {
      let key = moment.original_key;
      let originalBytes = moment.original_bytes;
      if (moment.original_mime === 'video/quicktime') {
        const mp4 = path.join(work, 'video.mp4');
        await deps.storage.withLocalFile(key, (source) => remuxToMp4(source, mp4));
        const mp4Key = withExtension(key, 'mp4');
        originalBytes = (await fsp.stat(mp4)).size;
        await deps.storage.putFile(mp4Key, mp4);
        await deps.moments.setOriginal(moment, mp4Key, 'video/mp4', nowSeconds());
        // The MP4 holds every stream of the .mov; only now is the QuickTime copy redundant.
        await deps.storage.delete(key);
        key = mp4Key;
      }
      const frame = path.join(work, 'poster.png');
      await deps.storage.withLocalFile(key, (source) => posterFrame(source, frame));
      // A poster is seen under the player's controls, never full screen on its own: no xlarge.
      await storeDerivatives(deps, moment, key, frame, originalBytes, { xlarge: false });
    } finally {
      await fsp.rm(work, { recursive: true, force: true });
    }
  };
}
