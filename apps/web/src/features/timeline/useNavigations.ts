import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchNavigations } from '../../api/events';
import { queryKeys } from '../../api/queryKeys';

/** The table of contents of a baby (labels come translated, so the language is part of the key). */
export function useNavigations(babyId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.navigations(babyId ?? 0, i18n.language),
    queryFn: ({ signal }) => fetchNavigations(babyId ?? 0, signal),
    enabled: babyId !== null,
    staleTime: 30_000,
  });
}
