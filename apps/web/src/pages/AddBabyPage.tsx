import { Anchor, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddBabyNotice } from '../features/babies/AddBabyNotice';
import { FirstBabyForm } from '../features/signup/FirstBabyForm';
import { useSignupOpen } from '../features/signup/useSignup';

/** /addBaby: babies are added in the mobile app, or here where the operator opened sign-up (SIGNUP=open). */
export function AddBabyPage() {
  const { t } = useTranslation(['family']);
  const open = useSignupOpen();
  if (open === undefined) return null;
  if (open) {
    return (
      <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="md" data-testid="add-baby-page">
        <FirstBabyForm />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="md" data-testid="add-baby-page">
      <Stack gap="lg" align="center">
        <AddBabyNotice />
        <Anchor component={Link} to="/babyList">
          {t('family:babies.to_list')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
