import { Alert, Anchor, Button, Group, Input, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FamilyRelationReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { DOMAIN_MAX } from '@sprout/shared';
import type { DomainStatus } from './domain';
import { useDomainForm } from './useDomainForm';
import classes from './babyinfo.module.css';

function addressOf(domain: string): string {
  return `${window.location.origin}/${domain}`;
}

function StatusLine({ status }: { status: DomainStatus }) {
  const { t } = useTranslation(['family', 'common', 'errors']);
  const line = (color: string, text: string) => (
    <Text size="sm" c={color} role="status" data-testid="domain-status" data-status={status.kind}>
      {text}
    </Text>
  );
  switch (status.kind) {
    case 'checking':
      return (
        <Group gap={6}>
          <Loader size={14} />
          {line('dimmed', t('family:babyinfo.domain.checking'))}
        </Group>
      );
    case 'available':
      return line('teal.8', t('family:babyinfo.domain.available'));
    case 'taken':
      return line('red.8', t('family:babyinfo.domain.taken'));
    case 'format':
      return line('red.8', t(`family:babyinfo.domain.format.${status.problem}`, { max: DOMAIN_MAX }));
    case 'cleared':
      return line('orange.8', t('family:babyinfo.domain.will_remove'));
    case 'error':
      return line('red.8', t('common:app.network_error'));
    default:
      return line('dimmed', t('family:babyinfo.domain.rules', { max: DOMAIN_MAX }));
  }
}

function CurrentAddress({ domain }: { domain: string | null }) {
  const { t } = useTranslation(['family', 'common', 'errors']);
  if (!domain)
    return (
      <Text c="dimmed" data-testid="domain-current">
        {t('family:babyinfo.domain.none')}
      </Text>
    );
  return (
    <Text data-testid="domain-current">
      <Anchor href={addressOf(domain)}>{addressOf(domain)}</Anchor>
    </Text>
  );
}

function DomainForm({ babyId, current }: { babyId: number; current: string | null }) {
  const { t } = useTranslation(['family', 'common', 'errors']);
  const form = useDomainForm(babyId, current);
  return (
    <form onSubmit={form.submit} noValidate data-testid="domain-form">
      <Stack gap="sm">
        <Input.Wrapper label={t('family:babyinfo.domain.label')} labelProps={{ htmlFor: 'domain-input' }} maw={560}>
          <Group gap={0} wrap="nowrap">
            <Text size="sm" c="dimmed" className={classes.domainPrefix} aria-hidden>{`${window.location.host}/`}</Text>
            <TextInput
              id="domain-input"
              value={form.typed}
              onChange={(event) => form.setTyped(event.currentTarget.value)}
              maxLength={DOMAIN_MAX + 10}
              autoComplete="off"
              spellCheck={false}
              aria-describedby="domain-status"
              style={{ flex: 1 }}
              classNames={{ input: classes.domainInput }}
              data-testid="domain-input"
            />
          </Group>
        </Input.Wrapper>
        <div id="domain-status">
          <StatusLine status={form.status} />
        </div>
        {form.error && (
          <Alert color="red" role="alert" data-testid="domain-error">
            {form.error}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!form.canSave} loading={form.pending} data-testid="domain-save">
            {form.status.kind === 'cleared' ? t('family:babyinfo.domain.remove') : t('family:babyinfo.domain.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /babyinfo/setdomain: the album's own address. Admins set it; everyone else reads it. */
export function DomainPanel({ relation }: { relation: FamilyRelationReply }) {
  const { t } = useTranslation(['family', 'common', 'errors']);
  const baby = relation.with_user.linked_baby;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="domain-heading"
      data-testid="domain-panel"
    >
      <Title order={2} fz="h3" mb={4} id="domain-heading">
        {t('family:babyinfo.domain.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('family:babyinfo.domain.help', { name: baby.name })}
      </Text>
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('family:babyinfo.domain.current')}
          </Text>
          <CurrentAddress domain={baby.personal_domain} />
        </div>
        {relation.abilities.manage ? (
          <DomainForm key={baby.personal_domain ?? ''} babyId={baby.id} current={baby.personal_domain} />
        ) : (
          <Alert color="blue" variant="light" data-testid="domain-admin-only">
            {t('errors:domain_admin_only')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
