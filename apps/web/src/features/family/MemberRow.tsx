import { Avatar, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { FamilyMemberReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import type { MemberActions } from './memberActions';
import { PermissionBadge } from './PermissionBadge';
import { relationText } from '../../lib/relationText';
import { Initial } from '../../components/Initial';

interface Props {
  member: FamilyMemberReply;
  actions: MemberActions;
  onEdit: () => void;
  onRemove: () => void;
}

/** One member: name (and "you"), email when shown, relation, permission, and the buttons their abilities allow. */
export function MemberRow({ member, actions, onEdit, onRemove }: Props) {
  const { t } = useTranslation(['family', 'errors', 'labels']);
  const name = member.user.name || member.user.email || '?';
  const blockedReason = actions.blockedBy ? t(`errors:${actions.blockedBy}`) : null;
  const reasonId = `member-${member.user.id}-remove-reason`;
  const removeLabel = actions.removeKind === 'leave' ? t('family:members.leave') : t('family:members.remove');
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="member-row"
      data-user-id={member.user.id}
      data-me={member.is_me ? 'true' : 'false'}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
          <Avatar radius="xl" color={member.is_me ? 'teal' : 'gray'} alt="">
            <Initial name={name} upper />
          </Avatar>
          <Stack gap={0} miw={0}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} truncate="end" data-testid="member-name">
                {name}
              </Text>
              {member.is_me && (
                <Badge size="sm" variant="outline" data-testid="member-you">
                  {t('family:members.you')}
                </Badge>
              )}
            </Group>
            {member.user.email && (
              <Text size="sm" c="dimmed" truncate="end">
                {member.user.email}
              </Text>
            )}
            <Text size="sm" data-testid="member-relation">
              {relationText(t, member.relation, member.relation_name)}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <PermissionBadge permission={member.permission} />
          {actions.editRelation && (
            <Button
              size="xs"
              variant="default"
              onClick={onEdit}
              aria-label={t('family:members.edit_label', { name })}
              data-testid="member-edit"
            >
              {t('family:members.edit')}
            </Button>
          )}
          {actions.showRemove && (
            <Tooltip label={blockedReason} disabled={!blockedReason} multiline maw={280} withArrow>
              {/* A disabled button gets no pointer events: the wrapper keeps the tooltip working. */}
              <span>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={onRemove}
                  disabled={!actions.canRemove}
                  aria-label={actions.removeKind === 'leave' ? removeLabel : t('family:members.remove_label', { name })}
                  data-testid="member-remove"
                  aria-describedby={blockedReason ? reasonId : undefined}
                  data-blocked={actions.blockedBy ?? undefined}
                >
                  {removeLabel}
                </Button>
              </span>
            </Tooltip>
          )}
        </Group>
      </Group>
      {blockedReason && (
        <Text id={reasonId} size="xs" c="dimmed" mt={6} data-testid="member-remove-reason">
          {blockedReason}
        </Text>
      )}
    </Paper>
  );
}
