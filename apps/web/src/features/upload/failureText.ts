import type { TFunction } from 'i18next';
import { catalogues, type Catalogue } from '@sprout/shared/i18n';
import type { UploadFailure } from './queue';

type ErrorKey = keyof Catalogue['errors'];

function isErrorKey(code: string): code is ErrorKey {
  return Object.hasOwn(catalogues.en.errors, code);
}

/** The server's translated message, else our translation of the code, else a generic text with the code (spec §8). */
export function uploadFailureText(failure: UploadFailure, t: TFunction): string {
  if (failure.message) return failure.message;
  if (isErrorKey(failure.code)) return t(`errors.${failure.code}`);
  return t('upload.error_with_code', { code: failure.code });
}
