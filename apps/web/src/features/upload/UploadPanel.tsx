import { useCallback } from 'react';
import { Button, CloseButton, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { PrivacyPicker, type AudienceChoice } from '../privacy';
import { panelTitle } from './panelTitle';
import { UploadRow } from './UploadRow';
import { useAutoClose } from './useAutoClose';
import { useQueuePersistence } from './useQueuePersistence';
import { useRowActions, useUploadQueue } from './useUploadQueue';

/**
 * The upload queue panel and the upload-done panel (spec §2): who sees the
 * batch, the panel-wide buttons, one row per file; when everything settled,
 * a summary that closes itself after 10 s.
 */
export function UploadPanel() {
  const { t } = useTranslation(['uploads', 'common']);
  useQueuePersistence();
  const { state, summary, startAll, cancelAll, continueAll, removeAll, closeDone, setAudience } = useUploadQueue();
  const me = useCurrentUser().data?.id;
  const close = useCallback(() => closeDone(), [closeDone]);
  useAutoClose(state.done !== null, close);
  const actions = useRowActions();

  if (state.items.length === 0 && state.done === null) return null;
  const batch = state.batches[state.batches.length - 1];
  const title = panelTitle(summary);
  const onAudience = (choice: AudienceChoice) => {
    if (batch) void setAudience(batch.id, batch.babyId, choice).catch(() => undefined);
  };
  return (
    <Paper
      component="section"
      aria-label={t('common:upload.panel_label')}
      shadow="lg"
      withBorder
      radius="md"
      w={400}
      maw="calc(100vw - 32px)"
      pos="fixed"
      bottom={16}
      right={16}
      style={{ zIndex: 150 }}
      data-testid="upload-panel"
    >
      {state.done && (
        <Group
          justify="space-between"
          px="md"
          py="sm"
          wrap="nowrap"
          bg="teal.0"
          data-testid="upload-done"
          role="status"
          aria-live="polite"
          style={{
            borderBottom: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0',
          }}
        >
          <div>
            <Text fw={600}>{t('uploads:done_title')}</Text>
            <Text size="sm" data-testid="upload-summary">
              {t('uploads:done_summary', { uploaded: state.done.uploaded, failed: state.done.failed })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('uploads:done_autoclose')}
            </Text>
          </div>
          <CloseButton onClick={close} aria-label={t('common:upload.close')} data-testid="upload-close" />
        </Group>
      )}
      {state.items.length > 0 && (
        <>
          <Stack gap={6} px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Text fw={600} role="status" aria-live="polite" data-testid="upload-title">
              {t(`uploads:${title.key}`, title.counts)}
            </Text>
            {batch?.forDiary && (
              <Text size="xs" c="dimmed" data-testid="upload-diary-note">
                {t('uploads:diary_batch_note')}
              </Text>
            )}
            {batch && !batch.forDiary && me !== undefined && (
              <PrivacyPicker
                key={batch.id}
                babyId={batch.babyId}
                posterId={me}
                value={batch.audience}
                onChange={onAudience}
                testId="upload-privacy"
              />
            )}
            <Group gap={6}>
              <Button size="compact-xs" variant="light" onClick={startAll} data-testid="upload-start-all">
                {t('uploads:start_all')}
              </Button>
              <Button
                size="compact-xs"
                variant="light"
                color="yellow"
                onClick={cancelAll}
                data-testid="upload-cancel-all"
              >
                {t('uploads:cancel_all')}
              </Button>
              <Button size="compact-xs" variant="light" onClick={continueAll} data-testid="upload-continue-all">
                {t('uploads:continue_all')}
              </Button>
              <Button size="compact-xs" variant="light" color="red" onClick={removeAll} data-testid="upload-delete-all">
                {t('uploads:delete_all')}
              </Button>
            </Group>
          </Stack>
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {state.items.map((item) => (
                <UploadRow key={item.id} item={item} actions={actions} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </>
      )}
    </Paper>
  );
}
