import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError';

/** Client errors (4xx) are answers, not hiccups: retry only network and server errors, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
