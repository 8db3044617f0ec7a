import { useRef, useState } from 'react';
import { Avatar, Button, FileButton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LinkedBaby } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { CropDialog } from './CropDialog';
import { useUpdateBaby } from './useUpdateBaby';

/** The round profile photo; Admins choose a new one, crop it square, and it is sent at once. */
export function ProfilePhoto({ baby, editable }: { baby: LinkedBaby; editable: boolean }) {
  const { t } = useTranslation(['family']);
  const errorText = useErrorText();
  const update = useUpdateBaby(baby.id);
  const [file, setFile] = useState<File | null>(null);
  // Lets the same file be chosen again after the dialog closes.
  const resetRef = useRef<() => void>(null);
  const close = () => {
    setFile(null);
    resetRef.current?.();
    update.reset();
  };
  const send = (photo: Blob) =>
    update.mutate(
      { profilePicture: photo },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('family:babyinfo.photo.saved') });
          close();
        },
      },
    );

  return (
    <Stack align="center" gap="sm">
      <Avatar
        src={baby.profile_picture}
        size={128}
        radius={128}
        color="teal"
        alt={t('family:babyinfo.photo.alt', { name: baby.name })}
        data-testid="profile-photo"
      >
        {baby.name.slice(0, 1)}
      </Avatar>
      {editable && (
        <FileButton
          resetRef={resetRef}
          onChange={(chosen) => {
            update.reset();
            setFile(chosen);
          }}
          accept="image/*"
        >
          {(props) => (
            <Button {...props} variant="light" size="xs" data-testid="profile-photo-change">
              {t('family:babyinfo.photo.change')}
            </Button>
          )}
        </FileButton>
      )}
      <CropDialog
        file={file}
        pending={update.isPending}
        error={update.isError ? errorText(update.error) : null}
        onConfirm={send}
        onClose={close}
      />
    </Stack>
  );
}
