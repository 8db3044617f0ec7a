/** What a chosen file is and whether it must be prepared before it is sent (spec §4/§5). */
import { LIMITS } from '@sprout/shared';
import { mediaKindOf } from './mediaKind';
import type { QueuedFile } from './UploadQueue';

const HEIC_TYPES = /^image\/hei[cf](-sequence)?$/i;
const HEIC_ENDINGS = /\.(heic|heif)$/i;

export function isHeicFile(file: { type: string; name: string }): boolean {
  return HEIC_TYPES.test(file.type) || HEIC_ENDINGS.test(file.name);
}

/** HEIC is converted to JPEG; a photo over 20 MB (20971520 bytes) is compressed first (status -1). */
export function classify(file: File): QueuedFile {
  const isHeic = isHeicFile(file);
  const kind = isHeic ? 'picture' : mediaKindOf(file);
  const needsPreparing = isHeic || (kind === 'picture' && file.size > LIMITS.compressThresholdBytes);
  return { file, name: file.name, kind, isHeic, needsPreparing };
}
