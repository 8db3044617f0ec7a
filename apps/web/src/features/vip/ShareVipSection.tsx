import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from './space';
import { useVipSharing } from './useVipSharing';
import type { ShareTarget } from './vipSharing';

/**
 * Sharing a VIP (spec §6): for the Admin of a baby with a VIP of its own, the other babies they manage, each
 * with "Share VIP", or "Take back" where it shares this one, and how many of the 3 places are used.
 */
export function ShareVipSection({ babyId, name }: { babyId: number; name: string }) {
  const { t } = useTranslation(['vip']);
  const { sharing, notice, pending, share, takeBack } = useVipSharing(babyId);
  if (!sharing) return null;
  return (
    <Stack gap="xs" mt="md" data-testid="vip-share">
      <Divider />
      <Title order={3} fz="h5">
        {t('vip:share_heading')}
      </Title>
      <Text size="sm">{t('vip:share_intro', { name })}</Text>
      <Text size="sm" fw={600} data-testid="vip-share-places">
        {t('vip:share_places', { used: sharing.used, places: sharing.places })}
      </Text>
      {notice && (
        <Alert color={notice.tone === 'done' ? 'teal' : 'red'} data-testid="vip-share-notice" data-tone={notice.tone}>
          {notice.text}
        </Alert>
      )}
      {sharing.targets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vip:share_none')}
        </Text>
      ) : (
        sharing.targets.map((target) => (
          <TargetRow
            key={target.baby.id}
            target={target}
            pending={pending}
            onShare={() => share(target.baby.id)}
            onTakeBack={() => takeBack(target.baby.id)}
          />
        ))
      )}
    </Stack>
  );
}

function TargetRow({
  target,
  pending,
  onShare,
  onTakeBack,
}: {
  target: ShareTarget;
  pending: boolean;
  onShare: () => void;
  onTakeBack: () => void;
}) {
  const { t, i18n } = useTranslation(['vip']);
  const { baby, membership } = target;
  const status = target.shared
    ? t('vip:share_status_shared')
    : membership.kind === 'member'
      ? t('vip:vip_until', { date: formatDay(membership.until, i18n.language) })
      : t('vip:share_status_free');
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`vip-share-${baby.id}`} data-shared={target.shared}>
      <Stack gap={0} miw={0}>
        <Text fw={600} truncate>
          {baby.name}
        </Text>
        <Text size="sm" c="dimmed">
          {status}
        </Text>
      </Stack>
      {target.shared ? (
        <Button
          variant="default"
          size="xs"
          disabled={pending}
          onClick={onTakeBack}
          aria-label={t('vip:take_back_label', { name: baby.name })}
        >
          {t('vip:take_back')}
        </Button>
      ) : (
        <Button
          size="xs"
          disabled={pending}
          onClick={onShare}
          aria-label={t('vip:share_button_label', { name: baby.name })}
        >
          {t('vip:share_button')}
        </Button>
      )}
    </Group>
  );
}
