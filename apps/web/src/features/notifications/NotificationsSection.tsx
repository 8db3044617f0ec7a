import { Alert, Button, Group, Loader, NativeSelect, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { DIGEST_RHYTHMS, type BabyNotificationPrefs } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { usePushDevice } from './usePushDevice';
import { useNotificationSettings, useSaveNotificationSettings } from './useNotificationSettings';

type PushKey = 'push_uploads' | 'push_replies' | 'push_members';
const PUSH_KEYS: PushKey[] = ['push_uploads', 'push_replies', 'push_members'];

/** This device's notifications: on or off, and why not when it cannot be. */
function DeviceSwitch({ publicKey }: { publicKey: string | null }) {
  const { t } = useTranslation(['account']);
  const errorText = useErrorText();
  const device = usePushDevice(publicKey);
  let note: string | null = null;
  if (!publicKey) note = t('account:notify.device_unavailable');
  else if (device.support === 'unsupported') note = t('account:notify.device_unsupported');
  else if (device.support === 'denied') note = t('account:notify.device_denied');
  return (
    <Stack gap={6}>
      <Title order={3} fz="h5">
        {t('account:notify.device_title')}
      </Title>
      {note ? (
        <Text size="sm" c="dimmed" data-testid="push-device-note">
          {note}
        </Text>
      ) : (
        <Group gap="sm">
          <Text size="sm" data-testid="push-device-state">
            {device.on ? t('account:notify.device_is_on') : t('account:notify.device_is_off')}
          </Text>
          <Button
            size="xs"
            variant={device.on ? 'default' : 'filled'}
            loading={device.busy}
            onClick={() => void (device.on ? device.turnOff() : device.turnOn())}
            data-testid="push-device-toggle"
          >
            {device.on ? t('account:notify.device_off') : t('account:notify.device_on')}
          </Button>
        </Group>
      )}
      {device.failed !== null && (
        <Text size="sm" c="red.8" role="alert">
          {errorText(device.failed)}
        </Text>
      )}
    </Stack>
  );
}

/** One baby's choices: the digest's rhythm, and which pushes. */
function BabyPrefs({ prefs, digestsEnabled }: { prefs: BabyNotificationPrefs; digestsEnabled: boolean }) {
  const { t } = useTranslation(['account']);
  const save = useSaveNotificationSettings();
  const change = (patch: Partial<Omit<BabyNotificationPrefs, 'baby_id' | 'baby_name'>>) =>
    save.mutate({ babies: [{ baby_id: prefs.baby_id, ...patch }] });
  return (
    <Paper withBorder radius="md" p="md" data-testid="notify-baby" data-baby-id={prefs.baby_id}>
      <Stack gap="sm">
        <Text fw={650}>{t('account:notify.for_baby', { name: prefs.baby_name })}</Text>
        <NativeSelect
          label={t('account:notify.digest_label')}
          data={DIGEST_RHYTHMS.map((value) => ({ value, label: t(`account:notify.digest.${value}`) }))}
          value={prefs.digest}
          disabled={!digestsEnabled || save.isPending}
          onChange={(event) => change({ digest: event.currentTarget.value as BabyNotificationPrefs['digest'] })}
          maw={260}
          data-testid="notify-digest"
        />
        <Stack gap={6} role="group" aria-label={t('account:notify.push_legend')}>
          <Text size="sm" fw={600}>
            {t('account:notify.push_legend')}
          </Text>
          {PUSH_KEYS.map((key) => (
            <Switch
              key={key}
              label={t(`account:notify.${key}`)}
              checked={prefs[key]}
              disabled={save.isPending}
              onChange={(event) => change({ [key]: event.currentTarget.checked })}
              data-testid={`notify-${key}`}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The profile's notifications: per baby the digest and pushes, per device push on or off. */
export function NotificationsSection() {
  const { t } = useTranslation(['account']);
  const settings = useNotificationSettings();
  if (settings.isPending) return <Loader size="sm" aria-label={t('account:notify.title')} />;
  if (!settings.data) return null;
  const { data } = settings;
  return (
    <Stack gap="sm" data-testid="notify-section">
      <Title order={2} fz="h4">
        {t('account:notify.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {data.digests_enabled
          ? t('account:notify.digest_hint', { hour: data.digest_hour, zone: data.time_zone ?? 'UTC' })
          : t('account:notify.digests_off')}
      </Text>
      {!data.digests_enabled && <Alert color="gray">{t('account:notify.digests_off')}</Alert>}
      <DeviceSwitch publicKey={data.push_public_key} />
      {data.babies.map((prefs) => (
        <BabyPrefs key={prefs.baby_id} prefs={prefs} digestsEnabled={data.digests_enabled} />
      ))}
    </Stack>
  );
}
