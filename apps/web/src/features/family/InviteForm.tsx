import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RELATIONS, type InvitationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { PermissionPicker } from './PermissionPicker';
import { RelationPicker } from './RelationPicker';
import { useInviteGrantable } from './useFamilyMembers';
import { useInviteForm } from './useInviteForm';

export interface InviteBaby {
  id: number;
  name: string;
}

interface Props {
  /** The babies the user is Admin of; with one, no choice is shown. */
  babies: InviteBaby[];
  initialBabyIds: number[];
  onInvited?: (invitation: InvitationReply) => void;
  onCancel?: () => void;
}

/** Invites someone by email to one or more babies, with a relation and a permission (spec §3). */
export function InviteForm({ babies, initialBabyIds, onInvited, onCancel }: Props) {
  const { t } = useTranslation(['family', 'errors']);
  const form = useInviteForm(initialBabyIds, (invitation, email) => {
    notifications.show({
      color: 'teal',
      message: t('family:invite.sent', { email }),
    });
    onInvited?.(invitation);
  });
  // What the server lets the user grant for every chosen baby (for all offered ones while none is chosen).
  const grantable = useInviteGrantable(form.babyIds.length > 0 ? form.babyIds : babies.map((baby) => baby.id)) ?? [];

  return (
    <form onSubmit={form.submit} noValidate data-testid="invite-form">
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('family:invite.email')}
          description={t('family:invite.email_help')}
          placeholder={t('family:invite.email_placeholder')}
          value={form.email}
          onChange={(event) => form.setEmail(event.currentTarget.value)}
          error={form.problems.email ? t('errors:invalid_email') : undefined}
          autoComplete="off"
          required
          data-autofocus
          data-testid="invite-email"
        />
        {babies.length > 1 && (
          <Checkbox.Group
            label={t('family:invite.babies')}
            value={form.babyIds.map(String)}
            onChange={(values) => form.setBabyIds(values.map(Number))}
            error={form.problems.babies ? t('family:problems.no_baby') : undefined}
          >
            <Stack gap={6} mt={6}>
              {babies.map((baby) => (
                <Checkbox key={baby.id} value={String(baby.id)} label={baby.name} data-testid="invite-baby" />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <RelationPicker
          label={t('family:invite.relation')}
          // An Admin may give a newcomer any relation: there is no member yet whose abilities would narrow it.
          relations={RELATIONS}
          value={form.relation}
          onChange={form.setRelation}
          problem={form.relationIssue}
          testId="invite"
        />
        <PermissionPicker
          label={t('family:invite.permission')}
          value={form.permission}
          onChange={form.setPermission}
          allowed={grantable}
          testId="invite"
        />
        {form.error && (
          <Alert color="red" role="alert" data-testid="invite-error">
            {form.error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('family:cancel')}
            </Button>
          )}
          <Button type="submit" loading={form.pending} data-testid="invite-submit">
            {t('family:invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
