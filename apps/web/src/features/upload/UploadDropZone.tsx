import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddFiles } from './useAddFiles';
import { useFileDrop } from './useFileDrop';
import { LineIcon } from '../../components/LineIcon';

/** Files dropped on the timeline are uploaded to its baby; a dashed zone over the page shows where while they are dragged. */
export function UploadDropZone({ babyId }: { babyId: number }) {
  const { t } = useTranslation(['uploads']);
  const addFiles = useAddFiles(babyId);
  const dragging = useFileDrop(addFiles, true);
  if (!dragging) return null;
  return (
    <Center
      pos="fixed"
      inset={0}
      style={{ zIndex: 300, background: 'rgba(255,255,255,0.82)', pointerEvents: 'none' }}
      aria-label={t('uploads:drop_zone_label')}
      data-testid="upload-drop-zone"
    >
      <Stack
        align="center"
        gap="sm"
        p={48}
        style={{
          border: '3px dashed var(--mantine-color-teal-6)',
          borderRadius: 24,
          background: 'var(--mantine-color-teal-0)',
        }}
      >
        <LineIcon size={48} strokeWidth={1.8} stroke="var(--mantine-color-teal-7)">
          <path d="M12 16V4" />
          <path d="m6 10 6-6 6 6" />
          <path d="M4 20h16" />
        </LineIcon>
        <Text fw={600} fz="lg" c="teal.9">
          {t('uploads:drop_here')}
        </Text>
      </Stack>
    </Center>
  );
}
