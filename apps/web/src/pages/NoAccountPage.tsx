import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignUpForm } from '../features/signup/SignUpForm';
import { useSignupOpen } from '../features/signup/useSignup';

function PhoneIcon() {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </svg>
  );
}

/**
 * Accounts are created in the mobile app (spec §1): this notice sends people there,
 * unless the operator opened sign-up (SIGNUP=open), where there is no app to do it.
 */
export function NoAccountPage() {
  const { t } = useTranslation(['common']);
  const open = useSignupOpen();
  if (open === undefined) return null;
  if (open) {
    return (
      <Paper withBorder radius="md" p="xl" maw={520} mx="auto" mt="md" data-testid="noaccount-signup">
        <SignUpForm />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="md" data-testid="noaccount">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <PhoneIcon />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('common:notices.noaccount_heading')}
        </Title>
        <Text>{t('common:notices.noaccount_body')}</Text>
        <Text c="dimmed">{t('common:notices.noaccount_then')}</Text>
        <Button component={Link} to="/login" variant="light">
          {t('common:actions.back_to_sign_in')}
        </Button>
      </Stack>
    </Paper>
  );
}
