import { Badge, Button, Group, Progress, Text, Tooltip } from '@mantine/core';
import { LIMITS } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { uploadFailureText } from './failureText';
import type { UploadItem, UploadStatus } from './queue';

const STATUS_COLOR: Record<UploadStatus, string> = {
  pending: 'gray',
  uploading: 'blue',
  uploaded: 'teal',
  failed: 'red',
};

export function UploadRow({ item, onRetry }: { item: UploadItem; onRetry: (id: string) => void }) {
  const { t } = useTranslation(['errors', 'common']);
  const longName = item.name.length > LIMITS.queueNameTooltipAt;
  return (
    <Group component="li" gap={6} px="md" py="xs" wrap="nowrap" align="flex-start" data-testid="upload-item" data-status={item.status}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', flexDirection: 'column' }}>
      <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
        <Tooltip label={item.name} disabled={!longName} multiline maw={320}>
          <Text size="sm" truncate="end" style={{ minWidth: 0, flex: 1 }} tabIndex={longName ? 0 : undefined}>{item.name}</Text>
        </Tooltip>
        <Badge color={STATUS_COLOR[item.status]} variant="light" size="sm" data-testid="upload-status">
          {t(`common:upload.status.${item.status}`)}
        </Badge>
      </Group>
      <Progress
        w="100%"
        size="sm"
        value={Math.round(item.progress * 100)}
        color={STATUS_COLOR[item.status]}
        striped={item.status === 'uploading'}
        animated={item.status === 'uploading'}
        aria-label={t('common:upload.progress_label', { name: item.name })}
      />
      {item.status === 'failed' && item.error && (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
          <Text size="xs" c="red.8" data-testid="upload-error">{uploadFailureText(item.error, t)}</Text>
          <Button size="compact-xs" variant="light" style={{ flexShrink: 0 }} onClick={() => onRetry(item.id)} aria-label={t('common:upload.retry_label', { name: item.name })}>
            {t('common:upload.retry')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
