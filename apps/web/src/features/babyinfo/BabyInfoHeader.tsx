import { useState } from 'react';
import { ActionIcon, Avatar, Group, Menu, Stack, Text, Title } from '@mantine/core';
import type { FamilyRelationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../babies';
import { PermissionBadge, relationText } from '../family';
import { dateKindOf, localToday } from './profileForm';
import { Initial } from '../../components/Initial';
import { MembershipDialog, OlderVersionDialog, showsVipScreens, useMembership, VipPlansDialog } from '../vip';

/** Who the page is about, and who the user is to them. */
export function BabyInfoHeader({ relation }: { relation: FamilyRelationReply }) {
  const { t, i18n } = useTranslation(['family', 'labels', 'common', 'vip']);
  // One VIP dialog at a time: the plans' upgrade button hands over to the older-version dialog.
  const [dialog, setDialog] = useState<'plans' | 'membership' | 'upgrade' | null>(null);
  const baby = relation.with_user.linked_baby;
  const membership = useMembership(baby);
  const close = () => setDialog(null);
  const due = dateKindOf(baby.birthday, localToday()) === 'due_date';
  const date = baby.birthday ? formatCalendarDate(baby.birthday, i18n.language) : null;
  return (
    <Group gap="md" wrap="nowrap" data-testid="babyinfo-header" style={{ position: 'relative' }}>
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
      {/* The VIP management path of spec §1: baby profile, the top-right menu, VIP storage. Its only items are
          VIP's, so a Sprout with no free limit shows no menu for a baby without VIP (ADR 0040). */}
      {showsVipScreens(baby, membership) && (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              size="lg"
              ml="auto"
              style={{ alignSelf: 'flex-start' }}
              aria-label={t('vip:menu')}
              data-testid="babyinfo-menu"
            >
              ⋯
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setDialog('plans')} data-testid="babyinfo-vip">
              {t('vip:menu')}
            </Menu.Item>
            <Menu.Item onClick={() => setDialog('membership')} data-testid="babyinfo-membership">
              {t('vip:manage')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {dialog === 'plans' && (
        <VipPlansDialog
          name={baby.name}
          membership={membership.kind}
          onUpgrade={() => setDialog('upgrade')}
          onClose={close}
        />
      )}
      {dialog === 'membership' && (
        <MembershipDialog babyId={baby.id} name={baby.name} membership={membership} onClose={close} />
      )}
      {dialog === 'upgrade' && <OlderVersionDialog name={baby.name} onClose={close} />}
    </Group>
  );
}
