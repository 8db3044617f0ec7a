import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { FamilyRelationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../babies';
import { PermissionBadge, relationText } from '../family';
import { dateKindOf, localToday } from './profileForm';
import { Initial } from '../../components/Initial';

/** Who the page is about, and who the user is to them. */
export function BabyInfoHeader({ relation }: { relation: FamilyRelationReply }) {
  const { t, i18n } = useTranslation(['family', 'labels']);
  const baby = relation.with_user.linked_baby;
  const due = dateKindOf(baby.birthday, localToday()) === 'due_date';
  const date = baby.birthday ? formatCalendarDate(baby.birthday, i18n.language) : null;
  return (
    <Group gap="md" wrap="nowrap" data-testid="babyinfo-header">
      <Avatar src={baby.profile_picture} size={64} radius={64} color="teal" alt="">
        <Initial name={baby.name} />
      </Avatar>
      <Stack gap={2} miw={0}>
        <Title order={1} fz="h2" data-testid="babyinfo-name">
          {baby.name}
        </Title>
        <Group gap="xs" wrap="wrap">
          {date && (
            <Text size="sm" c="dimmed">
              {due ? t('family:babyinfo.header.due', { date }) : t('family:babyinfo.header.born', { date })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            ·
          </Text>
          <Text size="sm" c="dimmed">
            {t('family:babyinfo.header.you_are', {
              relation: relationText(t, relation.relation, relation.relation_name),
            })}
          </Text>
          <PermissionBadge permission={relation.permission} />
        </Group>
      </Stack>
    </Group>
  );
}
