import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/queryKeys';
import { FeedbackForm } from '../features/feedback/FeedbackForm';
import { FeedbackHistory } from '../features/feedback/FeedbackHistory';
import { useCurrentUser } from '../hooks/useCurrentUser';

/** /feedback (spec §2): the form, and below it the history with the official answers. */
export function FeedbackPage() {
  const { t } = useTranslation(['account']);
  const user = useCurrentUser().data;
  const queryClient = useQueryClient();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={720} mx="auto" mt="md">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t('account:feedback.heading')}
          </Title>
          <Text c="dimmed">{t('account:feedback.intro')}</Text>
          <FeedbackForm
            accountEmail={user.email}
            onSent={() => void queryClient.invalidateQueries({ queryKey: queryKeys.feedbacks })}
          />
        </Stack>
      </Paper>
      <FeedbackHistory userId={user.id} />
    </Stack>
  );
}
