import { memo } from 'react';
import { Badge, Group, Progress, Text, Tooltip } from '@mantine/core';
import { LIMITS } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { uploadFailureText } from './failureText';
import { FailureNote } from './FailureNote';
import { formatBytes, percentOf } from './formatBytes';
import { MediaTypeIcon } from './MediaTypeIcon';
import { RowButton } from './RowButton';
import { STATUS, wordingOf, type StatusWording, type UploadItem } from './queue';

const STOPPABLE: readonly number[] = [STATUS.needsPreparing, STATUS.heicConverted, STATUS.waiting, STATUS.uploading];

const COLOR: Record<StatusWording, string> = {
  pending: 'gray',
  uploading: 'blue',
  paused: 'yellow',
  uploaded: 'teal',
  failed: 'red',
};

export interface RowActions {
  stop: (id: string) => void;
  resume: (id: string) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
}

/** One queued file (spec §2): type icon, name (tooltip past 25 characters), status, progress with bytes and percent, its buttons. */
export const UploadRow = memo(function UploadRow({ item, actions }: { item: UploadItem; actions: RowActions }) {
  const { t, i18n } = useTranslation(['errors', 'uploads']);
  const wording = wordingOf(item);
  const longName = item.name.length > LIMITS.queueNameTooltipAt;
  const percent = percentOf(item.sent, item.size);
  const isDone = item.status === STATUS.done;
  const failure = item.error ? uploadFailureText(item.error, t) : null;
  const note = item.duplicate
    ? t('uploads:duplicate')
    : item.status === STATUS.needsPreparing
      ? item.isHeic
        ? t('uploads:preparing_heic')
        : t('uploads:preparing_compress')
      : item.status === STATUS.heicConverted && !item.paused
        ? t('uploads:converted_heic')
        : null;
  const canStop = !item.paused && STOPPABLE.includes(item.status);
  const canContinue = item.paused && item.status !== STATUS.error && item.status !== STATUS.fatal;
  return (
    <Group
      component="li"
      gap={4}
      px="md"
      py="xs"
      wrap="nowrap"
      align="stretch"
      data-testid="upload-item"
      data-status={item.status}
      data-wording={wording}
      data-code={item.error?.code ?? ''}
      data-name={item.name}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', flexDirection: 'column' }}
    >
      <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
        <MediaTypeIcon kind={item.kind} label={t(`uploads:type.${item.kind}`)} />
        <Tooltip label={item.name} disabled={!longName} multiline maw={320}>
          <Text
            size="sm"
            truncate="end"
            style={{ minWidth: 0, flex: 1 }}
            tabIndex={longName ? 0 : undefined}
            data-testid="upload-name"
          >
            {item.name}
          </Text>
        </Tooltip>
        <Badge color={COLOR[wording]} variant="light" size="sm" data-testid="upload-status" style={{ flexShrink: 0 }}>
          {t(`uploads:status.${wording}`)}
        </Badge>
      </Group>
      <Progress
        w="100%"
        size="sm"
        value={isDone ? 100 : percent}
        color={COLOR[wording]}
        striped={wording === 'uploading'}
        animated={wording === 'uploading'}
        aria-label={t('uploads:bytes_progress', {
          sent: formatBytes(item.sent, i18n.language),
          size: formatBytes(item.size, i18n.language),
          percent,
        })}
      />
      <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
        <Text
          size="xs"
          c={item.error ? 'red.8' : 'dimmed'}
          style={{ minWidth: 0, flex: 1 }}
          data-testid={item.error ? 'upload-error' : 'upload-bytes'}
        >
          {failure ? (
            <FailureNote failure={failure} />
          ) : (
            (note ??
            t('uploads:bytes_progress', {
              sent: formatBytes(item.sent, i18n.language),
              size: formatBytes(item.size, i18n.language),
              percent: isDone ? 100 : percent,
            }))
          )}
        </Text>
        {canStop && (
          <RowButton
            label={t('uploads:stop')}
            aria={t('uploads:stop_label', { name: item.name })}
            onClick={() => actions.stop(item.id)}
            testId="upload-stop"
          />
        )}
        {canContinue && (
          <RowButton
            label={t('uploads:continue')}
            aria={t('uploads:continue_label', { name: item.name })}
            onClick={() => actions.resume(item.id)}
            testId="upload-continue"
          />
        )}
        {item.status === STATUS.error && (
          <RowButton
            label={t('uploads:retry')}
            aria={t('uploads:retry_label', { name: item.name })}
            onClick={() => actions.retry(item.id)}
            testId="upload-retry"
          />
        )}
        {item.status !== STATUS.done && (
          <RowButton
            label={t('uploads:delete')}
            aria={t('uploads:delete_label', { name: item.name })}
            onClick={() => actions.remove(item.id)}
            testId="upload-delete"
            color="red"
          />
        )}
      </Group>
    </Group>
  );
});
