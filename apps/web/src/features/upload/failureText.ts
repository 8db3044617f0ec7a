import { isErrorCode } from '@sprout/shared';
import type { TFunction } from 'i18next';
import type { UploadFailure } from './queue';

/** The server's translated message, else our translation of the code, else a generic text with the code (spec §8). */
export function uploadFailureText(failure: UploadFailure, t: TFunction<readonly ['errors', 'common']>): string {
  if (failure.message) return failure.message;
  if (isErrorCode(failure.code)) return t(`errors:${failure.code}`);
  return t('common:upload.error_with_code', { code: failure.code });
}
