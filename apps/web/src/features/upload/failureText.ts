import { isErrorCode } from '@sprout/shared';
import type { TFunction } from 'i18next';
import { isConnectionFailure, type UploadFailure } from './queue';

/** Spec §8: these codes have their own message; any other shows the generic upload error with its code. */
const OWN_MESSAGE = new Set(['600', '610', '620', '630', '640', '800']);

export interface FailureText {
  /** What happened, in words. */
  text: string;
  /** The code, as a detail beside the words; null when the words already carry it. */
  detail: string | null;
}

/**
 * A lost connection in words, with its code as a detail (issue 23); else the server's translated
 * message, else our translation of the code, else a generic text with the code (spec §8).
 */
export function uploadFailureText(failure: UploadFailure, t: TFunction<readonly ['errors', 'uploads']>): FailureText {
  const detail = t('uploads:error_code', { code: failure.code });
  if (isConnectionFailure(failure)) return { text: t('uploads:connection_lost'), detail };
  if (failure.message) return { text: failure.message, detail: /^\d+$/.test(failure.code) ? detail : null };
  if (OWN_MESSAGE.has(failure.code) || (isErrorCode(failure.code) && !/^\d+$/.test(failure.code)))
    return {
      text: t(`errors:${failure.code as 'file_too_large'}`),
      detail: /^\d+$/.test(failure.code) ? detail : null,
    };
  return { text: t('uploads:error_with_code', { code: failure.code }), detail: null };
}
