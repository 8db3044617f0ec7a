import { useState } from 'react';
import { Alert, Button, FileButton, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { importAlbum } from '../../api/archives';
import { queryKeys } from '../../api/queryKeys';
import { useErrorText } from '../../hooks/useErrorText';

/** "Import an album" on the baby list: an archive exported from a Sprout becomes a baby here. */
export function ImportCard() {
  const { t } = useTranslation(['family']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: importAlbum,
    onSuccess: async (reply) => {
      setName(reply.name);
      await queryClient.invalidateQueries({ queryKey: queryKeys.family });
    },
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
        <FileButton
          accept=".zip,application/zip"
          onChange={(file) => {
            if (!file) return;
            setName(null);
            upload.mutate(file);
          }}
        >
          {(props) => (
            <Button {...props} variant="default" loading={upload.isPending} w="fit-content" data-testid="import-choose">
              {t('family:archive.import_button')}
            </Button>
          )}
        </FileButton>
        {upload.isPending && <Text size="sm">{t('family:archive.importing')}</Text>}
        {name !== null && (
          <Alert color="teal" data-testid="import-done">
            {t('family:archive.imported', { name })}
          </Alert>
        )}
        {upload.isError && (
          <Alert color="red" role="alert" data-testid="import-error">
            {errorText(upload.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
