import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FamilyMemberReply, type Permission, relationChanged, relationProblem } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import type { RelationChoice } from '../../api/family';
import type { MemberActions } from './memberActions';
import { PermissionPicker } from './PermissionPicker';
import { RelationPicker } from './RelationPicker';
import { useMemberOrigin } from './useMemberOrigin';
import type { MemberEdit } from './useFamilyActions';

interface Props {
  member: FamilyMemberReply;
  actions: MemberActions;
  pending: boolean;
  error: string | null;
  onSave: (edit: MemberEdit) => void;
  onClose: () => void;
}

/** Changes a member's relation, and for Admins their permission. Only what changed is sent. */
export function EditMemberDialog({ member, actions, pending, error, onSave, onClose }: Props) {
  const { t } = useTranslation(['family', 'errors', 'labels']);
  const [relation, setRelation] = useState<RelationChoice>({
    relation: member.relation,
    relationName: member.relation_name ?? '',
  });
  const [permission, setPermission] = useState<Permission>(member.permission);
  const [attempted, setAttempted] = useState(false);
  const issue = relationProblem(relation);
  const origin = useMemberOrigin(member.baby_id, member.user.id, member.invitation_id !== null);

  const save = () => {
    setAttempted(true);
    if (issue) return;
    const edit: MemberEdit = { userId: member.user.id };
    if (relationChanged(relation, member)) edit.relation = relation;
    if (actions.editPermission && permission !== member.permission) edit.permission = permission;
    if (!edit.relation && !edit.permission) {
      onClose();
      return;
    }
    onSave(edit);
  };

  const title = member.is_me ? t('family:edit.title_me') : t('family:edit.title', { name: member.user.name });
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('family:close') }}
      data-testid="edit-member-dialog"
    >
      <Stack gap="md">
        {origin && (
          <Text size="sm" c="dimmed" data-testid="edit-member-origin">
            {origin}
          </Text>
        )}
        <RelationPicker
          label={member.is_me ? t('family:edit.my_relation') : t('family:edit.relation')}
          relations={actions.relations}
          value={relation}
          onChange={setRelation}
          problem={attempted ? issue : null}
          testId="edit-member"
        />
        {actions.editPermission ? (
          <PermissionPicker
            label={t('family:edit.permission')}
            value={permission}
            onChange={setPermission}
            allowed={actions.permissions}
            note={actions.lastAdmin ? t('errors:last_admin') : null}
            testId="edit-member"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('family:edit.permission_admin_only', { permission: t(`labels:permissions.${member.permission}`) })}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="edit-member-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('family:cancel')}
          </Button>
          <Button onClick={save} loading={pending} data-testid="edit-member-save">
            {t('family:save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
