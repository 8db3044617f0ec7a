import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { dateFormatter } from '../../lib/dateFormat';
import { useLinkedIdentities, useUnlinkIdentity } from '../social';

/** The providers linked to the account (social sign-in), each removable; the password always stays a way in. */
export function LinkedSignInsSection() {
  const { t, i18n } = useTranslation(['account']);
  const errorText = useErrorText();
  const linked = useLinkedIdentities();
  const unlink = useUnlinkIdentity();
  const format = dateFormatter(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack gap="xs" data-testid="profile-linked">
      <Title order={2} fz="h4">
        {t('account:social.linked_heading')}
      </Title>
      {linked.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('account:social.linked_none')}
        </Text>
      )}
      {linked.data?.map((identity) => (
        <Group
          key={identity.provider}
          justify="space-between"
          wrap="nowrap"
          data-testid={`linked-${identity.provider}`}
        >
          <div>
            <Text fw={600}>{identity.provider_name}</Text>
            <Text size="sm" c="dimmed">
              {[
                identity.email,
                t('account:social.linked_since', { date: format.format(new Date(identity.created_at * 1000)) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Button
            variant="default"
            size="xs"
            loading={unlink.isPending && unlink.variables.provider === identity.provider}
            onClick={() => unlink.mutate({ provider: identity.provider, name: identity.provider_name })}
            data-testid={`unlink-${identity.provider}`}
            aria-label={`${t('account:social.remove')} ${identity.provider_name}`}
          >
            {t('account:social.remove')}
          </Button>
        </Group>
      ))}
      {unlink.isSuccess && (
        <Alert color="teal" variant="light">
          {t('account:social.removed', { provider: unlink.variables.name })}
        </Alert>
      )}
      {(unlink.isError || linked.isError) && (
        <Alert color="red" variant="light" role="alert">
          {errorText(unlink.error ?? linked.error)}
        </Alert>
      )}
    </Stack>
  );
}
