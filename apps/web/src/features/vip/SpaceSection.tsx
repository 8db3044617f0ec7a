import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFamily } from '../../hooks/useFamily';
import { formatDay, membershipOf, spaceWords } from './space';

/** The profile's storage: each baby's space used in words ("2.3 GB of 5 GB"), and its VIP. */
export function SpaceSection() {
  const { t, i18n } = useTranslation(['vip']);
  const list = useFamily().data?.list ?? [];
  // When the page opened: whether a VIP is still running is read against it.
  const [now] = useState(() => Date.now() / 1000);
  if (list.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="space-section">
      <Title order={2} fz="h4">
        {t('vip:space_heading')}
      </Title>
      {list.map((relation) => {
        const baby = relation.with_user.linked_baby;
        const words = spaceWords(baby, i18n.language);
        const membership = membershipOf(baby, now);
        const vip =
          membership.kind === 'member'
            ? t('vip:vip_until', { date: formatDay(membership.until, i18n.language) })
            : membership.kind === 'lapsed'
              ? t('vip:vip_ended', { date: formatDay(membership.ended, i18n.language) })
              : null;
        return (
          <Text key={baby.id} data-testid={`space-${baby.id}`}>
            <Text span fw={600}>
              {baby.name}
            </Text>
            {': '}
            {words.limit
              ? t('vip:space_used', { used: words.used, limit: words.limit })
              : t('vip:space_used_unlimited', { used: words.used })}
            {vip ? ` · ${vip}` : ''}
          </Text>
        );
      })}
    </Stack>
  );
}
