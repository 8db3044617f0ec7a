import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { InviteForm } from '../features/family/InviteForm';
import { useInviteGrantable } from '../features/family/useFamilyMembers';

/** /addFamily: the invite form, for the babies the user is Admin of. */
export function AddFamilyPage() {
  const { t } = useTranslation(['family', 'common']);
  const { babies, active, isLoading } = useActiveBaby();
  const managed = babies
    .filter((relation) => relation.abilities.manage)
    .map((relation) => ({ id: relation.with_user.linked_baby.id, name: relation.with_user.linked_baby.name }));
  const activeId = active?.with_user.linked_baby.id;
  // The form offers what the server lets the user grant: wait for those answers rather than flash disabled choices.
  const grantable = useInviteGrantable(managed.map((baby) => baby.id));
  const initial =
    managed.some((baby) => baby.id === activeId) && activeId !== undefined
      ? [activeId]
      : managed.slice(0, 1).map((baby) => baby.id);

  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" data-testid="add-family-page">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {t('common:titles.add_family')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('family:invite.page_help')}
          </Text>
        </div>
        {isLoading || (managed.length > 0 && grantable === undefined) ? (
          <Center py="xl" role="status">
            <Loader />
          </Center>
        ) : managed.length === 0 ? (
          <Alert color="blue" variant="light" data-testid="add-family-not-admin">
            {t('family:invite.admins_only')}
          </Alert>
        ) : (
          <InviteForm key={initial.join(',')} babies={managed} initialBabyIds={initial} />
        )}
      </Stack>
    </Paper>
  );
}
