import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeedbackForm } from '../features/feedback/FeedbackForm';

/** /noLoginFeedback (spec §2): the feedback form for someone who cannot sign in; the answer goes by mail. */
export function NoLoginFeedbackPage() {
  const { t } = useTranslation(['account']);
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="md">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('account:feedback.no_login_heading')}
        </Title>
        <Text c="dimmed">{t('account:feedback.no_login_intro')}</Text>
        <FeedbackForm accountEmail={null} />
        <Anchor component={Link} to="/login">
          {t('account:feedback.signed_out_back')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
