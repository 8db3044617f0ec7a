import { Anchor, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../hooks/usePageTitle';

/** A screen that a later update fills: its title and an honest note. */
export function ComingSoonPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(['common']);
  const title = useRouteTitle();
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="md" data-testid="coming-soon">
      <Stack gap="sm" align="flex-start">
        <Badge variant="light">{t('common:coming_soon.label')}</Badge>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{signedIn ? t('common:coming_soon.body') : t('common:coming_soon.body_signed_out')}</Text>
        <Anchor component={Link} to={signedIn ? '/timeline' : '/login'}>
          {signedIn ? t('common:actions.back_to_timeline') : t('common:actions.back_to_sign_in')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
