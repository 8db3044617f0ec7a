import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { LinkedBaby } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../babies';
import { dateKindOf, localToday } from './profileForm';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text data-testid={testId}>{value}</Text>
    </Stack>
  );
}

/** The profile read-only, for members who are not Admins. */
export function ProfileFacts({ baby }: { baby: LinkedBaby }) {
  const { t, i18n } = useTranslation(['family']);
  const due = dateKindOf(baby.birthday, localToday()) === 'due_date';
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Fact label={t('family:babyinfo.profile.name')} value={baby.name} testId="profile-fact-name" />
      <Fact
        label={due ? t('family:babyinfo.profile.due_date') : t('family:babyinfo.profile.birthday')}
        value={baby.birthday ? formatCalendarDate(baby.birthday, i18n.language) : t('family:babyinfo.profile.not_set')}
        testId="profile-fact-birthday"
      />
      <Fact
        label={t('family:babyinfo.profile.gender')}
        value={t(`family:babyinfo.gender.${baby.gender}`)}
        testId="profile-fact-gender"
      />
    </SimpleGrid>
  );
}
