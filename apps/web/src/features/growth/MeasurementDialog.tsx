import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { TagAttrFlag } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { PlaceFields } from './PlaceFields';
import { unitSymbol } from './units';
import { localToday, useMeasurementForm } from './useMeasurementForm';

export interface MeasurementTarget {
  babyId: number;
  /** Null on the growth page: a measurement with no photo (a place is always on its photo). */
  momentId: number | null;
  birthday: string | null;
  defaultDate: string;
  initialKind?: TagAttrFlag;
}

const kindOf = (v: string): TagAttrFlag =>
  v === 'weight' || v === 'head_circumference' || v === 'footprint_map' ? v : 'height';

/**
 * Adds a height, a weight, a head circumference or a place to a photo: saving
 * tags the photo with the baby's tag of that kind and records the value
 * (POST /baby_moment_tag_attrs). With no photo, a measurement only.
 */
export function MeasurementDialog({ target, onClose }: { target: MeasurementTarget; onClose: () => void }) {
  const { t, i18n } = useTranslation(['growth', 'errors']);
  const form = useMeasurementForm(target, onClose);
  const message = form.problem ? t(`errors:${form.problem}`) : form.serverError;
  const isPlace = form.kind === 'footprint_map';
  const withPhoto = target.momentId !== null;
  const kinds = [
    { value: 'height', label: t('growth:height') },
    { value: 'weight', label: t('growth:weight') },
    { value: 'head_circumference', label: t('growth:head_circumference_short') },
    ...(withPhoto ? [{ value: 'footprint_map', label: t('growth:place') }] : []),
  ];
  const unit = form.kind === 'footprint_map' ? '' : unitSymbol(form.kind, form.units, i18n.language);
  return (
    <Modal
      opened
      onClose={onClose}
      title={withPhoto ? t('growth:dialog_title') : t('growth:dialog_title_no_photo')}
      centered
      zIndex={320}
      data-testid="measurement-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="sm">
          {message && (
            <Alert color="yellow" role="alert" py={6} data-testid="measurement-warning">
              {message}
            </Alert>
          )}
          <SegmentedControl
            fullWidth
            value={form.kind}
            onChange={(v) => form.setKind(kindOf(v))}
            aria-label={t('growth:kind_label')}
            data-testid="measurement-kind"
            data={kinds}
          />
          {!withPhoto && (
            <Text size="sm" c="dimmed">
              {t('growth:no_photo_hint')}
            </Text>
          )}
          {isPlace ? (
            <PlaceFields place={form.place} autoFocus />
          ) : (
            <NumberInput
              label={`${t('growth:value_label')} (${unit})`}
              value={form.value}
              onChange={form.setValue}
              decimalScale={2}
              min={0}
              hideControls
              rightSection={<span aria-hidden>{unit}</span>}
              rightSectionWidth={48}
              data-autofocus
              data-testid="measurement-value-input"
            />
          )}
          <TextInput
            type="date"
            label={t(isPlace ? 'growth:place_date_label' : 'growth:date_label')}
            value={form.date}
            max={localToday()}
            onChange={(e) => form.setDate(e.currentTarget.value)}
            data-testid="measurement-date-input"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} data-testid="measurement-cancel">
              {t('growth:cancel')}
            </Button>
            <Button type="submit" loading={form.saving} data-testid="measurement-save">
              {t('growth:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
