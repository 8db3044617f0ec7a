import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { confirmUnsubscribe, fetchUnsubscribe } from '../api/notifications';
import { queryKeys } from '../api/queryKeys';
import { useErrorText } from '../hooks/useErrorText';

/**
 * /unsubscribe/{token}: the page a digest's "stop these mails" link opens, signed in or not. Opening it
 * changes nothing (mail scanners open links); the button turns off that digest, and only that.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(['common']);
  const errorText = useErrorText();
  const token = useParams().token ?? '';
  const preview = useQuery({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: () => fetchUnsubscribe(token),
    retry: false,
  });
  const confirm = useMutation({ mutationFn: () => confirmUnsubscribe(token) });
  const name = preview.data?.baby_name ?? '';
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto" mt="md" data-testid="unsubscribe-page">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h3">
          {t('common:unsubscribe.title')}
        </Title>
        {preview.isPending && <Loader size="sm" aria-label={t('common:app.loading')} />}
        {preview.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(preview.error)}
          </Alert>
        )}
        {preview.data && (confirm.isSuccess || preview.data.used) && (
          <Alert color="teal" variant="light" data-testid="unsubscribe-done">
            {confirm.isSuccess ? t('common:unsubscribe.done', { name }) : t('common:unsubscribe.used', { name })}
          </Alert>
        )}
        {preview.data && !preview.data.used && !confirm.isSuccess && (
          <>
            <Text>{t('common:unsubscribe.body', { name })}</Text>
            {confirm.isError && (
              <Text c="red.8" role="alert">
                {errorText(confirm.error)}
              </Text>
            )}
            <Button onClick={() => confirm.mutate()} loading={confirm.isPending} data-testid="unsubscribe-confirm">
              {t('common:unsubscribe.confirm')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
