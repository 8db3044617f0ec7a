import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebHint } from '@sprout/shared';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useWebHints } from './useWebHints';

/**
 * First-run hints above the timeline: how to upload, invite family (for Admins), and the table of
 * contents; each until closed, one at a time so the timeline keeps its room. `folded`: the person has
 * scrolled on into the photos, so the hint steps aside until they are back at the top.
 */
export function FirstRunHints({
  canUpload,
  canManage,
  folded = false,
}: {
  canUpload: boolean;
  canManage: boolean;
  folded?: boolean;
}) {
  const { t } = useTranslation(['account']);
  const user = useCurrentUser();
  const hints: WebHint[] = [
    ...(canUpload ? ['upload' as const] : []),
    ...(canManage ? ['invite_family' as const] : []),
    'table_of_contents',
  ];
  const { open, close } = useWebHints(user.data?.id, hints);
  const hint = open[0];
  if (hint === undefined || folded) return null;
  return (
    <Alert
      variant="light"
      color="teal"
      p="xs"
      aria-label={t('account:hints.label')}
      role="region"
      data-testid={`hint-${hint}`}
      style={{ flex: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t(`account:hints.${hint}`)}</Text>
        {/* Never squeezed: with larger text the hint wraps instead of cutting "Got it" off. */}
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => close(hint)}
          style={{ flex: 'none' }}
          data-testid="hint-close"
        >
          {t('account:hints.close')}
        </Button>
      </Group>
    </Alert>
  );
}
