import { useState } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Modal, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_ZOOM, MIN_ZOOM } from './cropMath';
import { useCropper } from './useCropper';
import classes from './babyinfo.module.css';

export const CROP_VIEWPORT = 300;

interface Props {
  file: File | null;
  pending: boolean;
  error: string | null;
  onConfirm: (photo: Blob) => void;
  onClose: () => void;
}

/** Square crop of the new profile photo: drag or use the arrow keys to move, the slider to zoom. */
export function CropDialog({ file, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation(['family', 'errors']);
  const cropper = useCropper(file, CROP_VIEWPORT);
  const [exporting, setExporting] = useState(false);
  const confirm = async () => {
    setExporting(true);
    try {
      const blob = await cropper.exportCrop();
      if (blob) onConfirm(blob);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={t('family:babyinfo.crop.title')}
      centered
      closeButtonProps={{ 'aria-label': t('family:close') }}
      data-testid="crop-dialog"
    >
      <Stack gap="md" align="center">
        {cropper.failed ? (
          <Alert color="red" role="alert" w="100%">
            {t('errors:620')}
          </Alert>
        ) : (
          <>
            <Box
              className={classes.cropViewport}
              w={CROP_VIEWPORT}
              h={CROP_VIEWPORT}
              tabIndex={0}
              role="group"
              aria-label={t('family:babyinfo.crop.area_label')}
              aria-describedby="crop-help"
              data-testid="crop-area"
              {...cropper.handlers}
            >
              {cropper.url && cropper.shown ? (
                <img
                  src={cropper.url}
                  alt=""
                  draggable={false}
                  className={classes.cropImage}
                  style={{
                    left: cropper.offset.x,
                    top: cropper.offset.y,
                    width: cropper.shown.width,
                    height: cropper.shown.height,
                  }}
                />
              ) : (
                <Center h="100%">
                  <Loader color="white" />
                </Center>
              )}
              <div className={classes.cropMask} aria-hidden />
            </Box>
            <Text id="crop-help" size="sm" c="dimmed" ta="center">
              {t('family:babyinfo.crop.help')}
            </Text>
            <Box w="100%">
              <Text size="sm" fw={500} mb={4} id="crop-zoom-label">
                {t('family:babyinfo.crop.zoom')}
              </Text>
              <Slider
                min={MIN_ZOOM}
                max={MAX_ZOOM}
                step={0.01}
                value={cropper.zoom}
                onChange={cropper.setZoom}
                label={(value) => `${Math.round(value * 100)}%`}
                thumbProps={{ 'aria-labelledby': 'crop-zoom-label' }}
                disabled={!cropper.url}
                data-testid="crop-zoom"
              />
            </Box>
          </>
        )}
        {error && (
          <Alert color="red" role="alert" w="100%" data-testid="crop-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" w="100%">
          <Button variant="default" onClick={onClose}>
            {t('family:cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={pending || exporting}
            disabled={!cropper.url}
            data-testid="crop-confirm"
          >
            {t('family:babyinfo.crop.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
