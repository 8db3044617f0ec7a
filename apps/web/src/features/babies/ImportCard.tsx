import { Alert, Button, FileButton, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { formatBytes } from '../upload';
import { useAlbumImport } from './useAlbumImport';

/** "Import an album" on the baby list: an archive exported from a Sprout becomes a baby here. */
export function ImportCard() {
  const { t, i18n } = useTranslation(['family']);
  const errorText = useErrorText();
  const album = useAlbumImport();
  const busy = album.phase === 'sending' || album.phase === 'rebuilding';
  const sending = t('family:archive.import_sending', {
    sent: formatBytes(album.sent, i18n.language),
    size: formatBytes(album.total, i18n.language),
    percent: album.percent,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="import-heading" data-testid="import-card">
      <Title order={2} fz="h3" mb={4} id="import-heading">
        {t('family:archive.import_heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('family:archive.import_help')}
      </Text>
      <Stack gap="sm">
        <FileButton accept=".zip,application/zip" onChange={(file) => file && album.start(file)}>
          {(props) => (
            <Button {...props} variant="default" loading={busy} w="fit-content" data-testid="import-choose">
              {t('family:archive.import_button')}
            </Button>
          )}
        </FileButton>
        {album.phase === 'sending' && (
          <Stack gap={4} data-testid="import-progress">
            <Text size="sm">{sending}</Text>
            <Progress value={album.percent} aria-label={t('family:archive.import_progress_label')} />
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              w="fit-content"
              onClick={album.cancel}
              data-testid="import-cancel"
            >
              {t('family:archive.import_cancel')}
            </Button>
          </Stack>
        )}
        {album.phase === 'rebuilding' && (
          <Stack gap={4} data-testid="import-rebuilding">
            <Text size="sm" role="status">
              {t('family:archive.import_rebuilding')}
            </Text>
            <Progress value={100} animated striped aria-label={t('family:archive.import_rebuilding')} />
          </Stack>
        )}
        {album.phase === 'done' && album.reply && (
          <Alert color="teal" data-testid="import-done">
            {t('family:archive.imported', { name: album.reply.name })}
          </Alert>
        )}
        {album.phase === 'cancelled' && (
          <Alert color="gray" role="status" data-testid="import-cancelled">
            {t('family:archive.import_cancelled')}
          </Alert>
        )}
        {album.phase === 'failed' && (
          <Alert color="red" role="alert" data-testid="import-error">
            {errorText(album.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
