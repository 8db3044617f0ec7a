import { useState, type FormEvent } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { lookupAddress } from '../../api/babies';
import { queryKeys } from '../../api/queryKeys';
import { useErrorText } from '../../hooks/useErrorText';
import { isReservedDomain, normalizeDomain } from '@sprout/shared';
import { canSaveDomain, domainStatus } from './domain';
import { useUpdateBaby } from './useUpdateBaby';

const CHECK_DELAY_MS = 350;

/** The Admin's personal-domain form: typed value, live availability, and saving. */
export function useDomainForm(babyId: number, current: string | null) {
  const { t } = useTranslation(['family']);
  const errorText = useErrorText();
  const [typed, setTyped] = useState(current ?? '');
  // What would be saved: the stored form of a well-formed domain, '' (removal) otherwise.
  const candidate = normalizeDomain(typed) ?? '';
  const [debounced] = useDebouncedValue(candidate, CHECK_DELAY_MS);
  const shouldCheck = debounced !== '' && debounced !== current && !isReservedDomain(debounced);
  const lookup = useQuery({
    queryKey: queryKeys.address(debounced),
    queryFn: ({ signal }) => lookupAddress(debounced, signal),
    enabled: shouldCheck,
    staleTime: 10_000,
  });
  // The confirmation is shown by the mutation itself: saving remounts this form (DomainPanel keys it by the domain).
  const update = useUpdateBaby(babyId, (relation) => {
    const saved = relation.with_user.linked_baby.personal_domain;
    setTyped(saved ?? '');
    notifications.show({
      color: 'teal',
      message: saved ? t('family:babyinfo.domain.saved', { domain: saved }) : t('family:babyinfo.domain.removed'),
    });
  });

  // An answer counts only for what is typed now, not for what was typed a moment ago.
  const answerFor = debounced === candidate ? (lookup.isError ? ('error' as const) : lookup.data) : undefined;
  const status = domainStatus(typed, current, babyId, answerFor);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSaveDomain(status) || update.isPending) return;
    update.mutate({ personalDomain: candidate });
  };

  return {
    typed,
    setTyped,
    status,
    canSave: canSaveDomain(status),
    submit,
    pending: update.isPending,
    error: update.isError ? errorText(update.error) : null,
  };
}
