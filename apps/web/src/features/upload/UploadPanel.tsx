import { CloseButton, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadRow } from './UploadRow';
import { useAutoClose } from './useAutoClose';
import { useUploadQueue } from './useUploadQueue';

/** The upload queue panel (spec §2 overlays): one row per file, a summary, closable when done. */
export function UploadPanel() {
  const { t } = useTranslation(['common']);
  const { state, summary, retry, close } = useUploadQueue();
  useAutoClose(summary.done && summary.failed === 0, close);
  if (state.items.length === 0) return null;

  const settled = summary.uploaded + summary.failed;
  return (
    <Paper
      component="section"
      aria-label={t('common:upload.panel_label')}
      shadow="lg"
      withBorder
      radius="md"
      w={380}
      pos="fixed"
      bottom={16}
      right={16}
      style={{ zIndex: 150 }}
      data-testid="upload-panel"
      data-done={summary.done ? 'true' : 'false'}
    >
      <Group justify="space-between" px="md" py="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <div role="status" aria-live="polite">
          <Text fw={600}>
            {summary.done ? t('common:upload.title_done') : t('common:upload.title_active', { done: settled, total: summary.total })}
          </Text>
          {summary.done && (
            <Text size="sm" c="dimmed" data-testid="upload-summary">
              {t('common:upload.summary_done', { uploaded: summary.uploaded, failed: summary.failed })}
            </Text>
          )}
        </div>
        {summary.done && <CloseButton onClick={close} aria-label={t('common:upload.close')} data-testid="upload-close" />}
      </Group>
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {state.items.map((item) => <UploadRow key={item.id} item={item} onRetry={retry} />)}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
