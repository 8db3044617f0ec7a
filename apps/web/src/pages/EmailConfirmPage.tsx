import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirmEmailChange } from '../api/authentications';
import { queryKeys } from '../api/queryKeys';
import { useErrorText } from '../hooks/useErrorText';

/** /email/confirm?token=…: the link mailed to a new address; the account moves to it now. */
export function EmailConfirmPage() {
  const { t } = useTranslation(['account', 'errors']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => confirmEmailChange(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate();
  }, [token, mutate]);
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto" mt="md" data-testid="email-confirm-page">
      <Stack gap="md" align="flex-start">
        {confirm.isPending && (
          <Group>
            <Loader size="sm" aria-hidden />
            <Text>{t('account:email_change.working')}</Text>
          </Group>
        )}
        {confirm.isSuccess && (
          <Alert color="teal" variant="light" data-testid="email-confirm-done">
            {t('account:email_change.done')}
          </Alert>
        )}
        {(confirm.isError || token === '') && (
          <Alert color="red" variant="light" role="alert">
            {confirm.isError ? errorText(confirm.error) : t('errors:email_change_invalid')}
          </Alert>
        )}
        <Button component={Link} to="/timeline" variant="light">
          {t('account:verify.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
