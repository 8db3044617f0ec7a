import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { TagAttrReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { PlaceFields } from './PlaceFields';
import { usePlaceEdit } from './usePlaceEdit';

/** Changes a place's name or where it is on the map. */
export function PlaceEditDialog({ attr, onClose }: { attr: TagAttrReply; onClose: () => void }) {
  const { t } = useTranslation(['growth', 'errors']);
  const edit = usePlaceEdit(attr, onClose);
  const message = edit.problem ? t(`errors:${edit.problem}`) : edit.serverError;
  return (
    <Modal opened onClose={onClose} title={t('growth:edit_place_title')} centered data-testid="place-edit-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          edit.submit();
        }}
      >
        <Stack gap="sm">
          {message && (
            <Alert color="yellow" role="alert" py={6} data-testid="place-edit-warning">
              {message}
            </Alert>
          )}
          <PlaceFields place={edit.place} autoFocus />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} data-testid="place-edit-cancel">
              {t('growth:cancel')}
            </Button>
            <Button type="submit" loading={edit.saving} data-testid="place-edit-save">
              {t('growth:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
