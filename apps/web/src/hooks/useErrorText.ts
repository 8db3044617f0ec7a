import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError';

/** The text to show for a failed call: the server's translated message, else a network notice. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['common']);
  return useCallback(
    (error: unknown) => (isApiError(error) && error.message ? error.message : t('common:app.network_error')),
    [t],
  );
}
