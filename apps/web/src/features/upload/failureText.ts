import { isErrorCode } from '@sprout/shared';
import type { TFunction } from 'i18next';
import type { UploadFailure } from './queue';

/** Spec §8: these codes have their own message; any other shows the generic upload error with its code. */
const OWN_MESSAGE = new Set(['600', '610', '620', '630', '640', '800']);

/** The server's translated message, else our translation of the code, else a generic text with the code (spec §8). */
export function uploadFailureText(failure: UploadFailure, t: TFunction<readonly ['errors', 'uploads']>): string {
  if (failure.message) return failure.message;
  if (OWN_MESSAGE.has(failure.code) || (isErrorCode(failure.code) && !/^\d+$/.test(failure.code)))
    return t(`errors:${failure.code as 'file_too_large'}`);
  return t('uploads:error_with_code', { code: failure.code });
}
