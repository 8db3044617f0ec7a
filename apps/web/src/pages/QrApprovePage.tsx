import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQrApprove } from '../features/qr/useQrApprove';
import { useErrorText } from '../hooks/useErrorText';

/** /qr/{key}: the page a sign-in QR code opens on a signed-in phone; it lets that screen in as this user, or not. */
export function QrApprovePage() {
  const { key = '' } = useParams();
  const { t, i18n } = useTranslation(['account']);
  const errorText = useErrorText();
  const { info, decide } = useQrApprove(key);
  const decided = decide.isSuccess ? decide.variables : null;
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto" my="md" data-testid="qr-approve-page">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('account:qr.approve_heading')}
        </Title>
        {info.isPending && <Loader aria-hidden />}
        {info.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="qr-approve-error">
            {errorText(info.error)}
          </Alert>
        )}
        {info.data && decided === null && (
          <>
            <Text fw={500} data-testid="qr-approve-details">
              {t('account:qr.approve_details', {
                browser: info.data.browser,
                address: info.data.address,
                time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', dateStyle: 'medium' }).format(
                  new Date(info.data.created_at * 1000),
                ),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('account:qr.approve_warning')}
            </Text>
            {decide.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(decide.error)}
              </Alert>
            )}
            <Group>
              <Button
                onClick={() => decide.mutate(true)}
                loading={decide.isPending && decide.variables}
                data-testid="qr-approve"
              >
                {t('account:qr.approve')}
              </Button>
              <Button
                variant="default"
                onClick={() => decide.mutate(false)}
                loading={decide.isPending && !decide.variables}
                data-testid="qr-refuse"
              >
                {t('account:qr.refuse')}
              </Button>
            </Group>
          </>
        )}
        {decided !== null && (
          <Alert color={decided ? 'teal' : 'gray'} variant="light" data-testid="qr-decided">
            {decided ? t('account:qr.approved') : t('account:qr.refused')}
          </Alert>
        )}
        <Button component={Link} to="/timeline" variant="subtle">
          {t('account:qr.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
