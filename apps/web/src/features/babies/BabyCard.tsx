import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { FamilyRelationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { PermissionBadge, relationText } from '../family';
import { dateKindOf, localToday } from '../babyinfo';
import { formatCalendarDate } from './formatDate';
import classes from './babies.module.css';
import { Initial } from '../../components/Initial';

/** One of the user's babies: who they are, who the user is to them; choosing it opens their album. */
export function BabyCard({
  relation,
  active,
  onChoose,
  newCount = 0,
}: {
  relation: FamilyRelationReply;
  active: boolean;
  onChoose: () => void;
  /** What others added or commented since the member last looked at this baby (ADR 0030). */
  newCount?: number;
}) {
  const { t, i18n } = useTranslation(['family', 'common', 'labels']);
  const baby = relation.with_user.linked_baby;
  const due = dateKindOf(baby.birthday, localToday()) === 'due_date';
  const date = baby.birthday ? formatCalendarDate(baby.birthday, i18n.language) : t('family:babyinfo.profile.not_set');
  return (
    <UnstyledButton
      className={classes.card}
      data-active={active || undefined}
      onClick={onChoose}
      title={t('common:sidebar.show_baby', { name: baby.name })}
      data-testid="baby-card"
      data-baby-id={baby.id}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={baby.profile_picture} size={56} radius={56} color="teal" alt="">
          <Initial name={baby.name} />
        </Avatar>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={650} fz="lg" truncate="end" data-testid="baby-card-name">
              {baby.name}
            </Text>
            {active && (
              <Badge size="sm" variant="outline">
                {t('family:babies.showing')}
              </Badge>
            )}
            {newCount > 0 && (
              <Badge size="sm" color="teal.9" data-testid="baby-card-new">
                {t('family:babies.new_count', { count: newCount })}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {due ? t('family:babyinfo.header.due', { date }) : t('family:babyinfo.header.born', { date })}
          </Text>
          <Group gap="xs">
            <Text size="sm">
              {t('family:babyinfo.header.you_are', {
                relation: relationText(t, relation.relation, relation.relation_name),
              })}
            </Text>
            <PermissionBadge permission={relation.permission} />
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
