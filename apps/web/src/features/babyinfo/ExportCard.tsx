import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAlbumExport, startAlbumExport } from '../../api/archives';
import { useErrorText } from '../../hooks/useErrorText';

/**
 * "Export the album" (issue 21): the server prepares the archive, its progress shown here,
 * then the browser downloads it; the link stays for a download that broke. Every member, an
 * Admin too, gets exactly what they can see (ADR 0037); only the operator CLI exports more.
 */
export function ExportCard({ babyId }: { babyId: number }) {
  const { t } = useTranslation(['family']);
  const errorText = useErrorText();
  const [exportId, setExportId] = useState<string | null>(null);
  const started = useMutation({ mutationFn: () => startAlbumExport(babyId), onSuccess: (r) => setExportId(r.id) });
  const progress = useQuery({
    queryKey: ['album_export', exportId],
    queryFn: ({ signal }) => fetchAlbumExport(exportId ?? '', signal),
    enabled: exportId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' || !query.state.data ? 1000 : false),
  });
  // The answer that started it is the first progress (0 %), until the first poll.
  const state = progress.data ?? started.data;
  const link = useRef<HTMLAnchorElement>(null);
  const downloaded = useRef<string | null>(null);

  // Once ready, the download starts by itself, once; the link below starts it again.
  useEffect(() => {
    if (state?.status === 'ready' && state.download_url && downloaded.current !== state.id) {
      downloaded.current = state.id;
      link.current?.click();
    }
  }, [state]);

  const percent =
    state && state.total_bytes > 0
      ? Math.floor((state.done_bytes / state.total_bytes) * 100)
      : state?.status === 'ready'
        ? 100
        : 0;
  const preparing = started.isPending || state?.status === 'preparing' || (exportId !== null && !state);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="export-heading" data-testid="export-card">
      <Title order={2} fz="h3" mb={4} id="export-heading">
        {t('family:archive.export_heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('family:archive.export_help_view')}
      </Text>
      <Stack gap="sm">
        <Button
          onClick={() => started.mutate()}
          loading={preparing}
          disabled={preparing}
          w="fit-content"
          data-testid="export-start"
        >
          {t('family:archive.export_button')}
        </Button>
        {preparing && state && (
          <div data-testid="export-progress">
            <Text size="sm" mb={4}>
              {t('family:archive.preparing', { percent })}
            </Text>
            <Progress value={percent} aria-label={t('family:archive.preparing', { percent })} animated />
          </div>
        )}
        {state?.status === 'ready' && state.download_url && (
          <Alert color="teal" data-testid="export-ready">
            {t('family:archive.ready')}{' '}
            <Anchor ref={link} href={state.download_url} download data-testid="export-download">
              {t('family:archive.download_again')}
            </Anchor>
          </Alert>
        )}
        {state?.status === 'failed' && (
          <Alert color="red" role="alert">
            {t('family:archive.failed')}
          </Alert>
        )}
        {started.isError && (
          <Alert color="red" role="alert">
            {errorText(started.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
