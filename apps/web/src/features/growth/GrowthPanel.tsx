import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { hasWhoStandard, type GrowthMeasure, type GrowthSex } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../hooks/useErrorText';
import { GrowthChart } from './GrowthChart';
import { knownBirthday, standardFor } from './growthData';
import { MeasurementDialog } from './MeasurementDialog';
import { MeasurementList } from './MeasurementList';
import { useAddMeasurement } from './useAddMeasurement';
import { localToday } from './useMeasurementForm';
import { useGrowth } from './useGrowth';
import { useUnits } from './useUnits';

export interface GrowthBaby {
  id: number;
  name: string;
  birthday: string | null;
  gender: string;
}

const measureOf = (v: string): GrowthMeasure => (v === 'weight' || v === 'head_circumference' ? v : 'height');

/**
 * The growth chart with its controls (height, weight or head circumference, the WHO table by sex,
 * metric or imperial) and the measurements with their likes and comments.
 */
export function GrowthPanel({
  baby,
  canAdd = false,
  initialMeasure = 'height',
}: {
  baby: GrowthBaby;
  /** Whether the user may upload, and so record a measurement with no photo (ADR 0033). */
  canAdd?: boolean;
  initialMeasure?: GrowthMeasure;
}) {
  const { t } = useTranslation(['growth']);
  const errorText = useErrorText();
  const [measure, setMeasure] = useState<GrowthMeasure>(initialMeasure);
  const [sex, setSex] = useState<GrowthSex>(standardFor(baby.gender));
  const [units, setUnits] = useUnits();
  const birthday = knownBirthday(baby.birthday) ? baby.birthday : null;
  const { query, measurements, rows, drawable } = useGrowth(baby.id, measure, sex, birthday, units);
  const adding = useAddMeasurement();
  return (
    <Stack gap="md" data-testid="growth-panel">
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          value={measure}
          onChange={(v) => setMeasure(measureOf(v))}
          aria-label={t('growth:measure_label')}
          data={[
            { value: 'height', label: t('growth:height') },
            { value: 'weight', label: t('growth:weight') },
            { value: 'head_circumference', label: t('growth:head_circumference') },
          ]}
          data-testid="growth-measure"
        />
        {/* The WHO table by sex: nothing to choose for a measure with no table. */}
        {hasWhoStandard(measure) && (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" id="growth-standard-label">
              {t('growth:standard_label')}
            </Text>
            <SegmentedControl
              value={sex}
              onChange={(v) => setSex(v === 'boy' ? 'boy' : 'girl')}
              aria-labelledby="growth-standard-label"
              data={[
                { value: 'girl', label: t('growth:girls') },
                { value: 'boy', label: t('growth:boys') },
              ]}
              data-testid="growth-sex"
            />
          </Group>
        )}
        <SegmentedControl
          value={units}
          onChange={(v) => setUnits(v === 'imperial' ? 'imperial' : 'metric')}
          aria-label={t('growth:units_label')}
          data={[
            { value: 'metric', label: t('growth:metric') },
            { value: 'imperial', label: t('growth:imperial') },
          ]}
          data-testid="growth-units"
        />
        {canAdd && (
          <Button variant="light" onClick={adding.open} data-testid="growth-add-measurement">
            {t('growth:add_without_photo')}
          </Button>
        )}
      </Group>
      {adding.opened && (
        <MeasurementDialog
          target={{ babyId: baby.id, momentId: null, birthday, defaultDate: localToday(), initialKind: measure }}
          onClose={adding.close}
        />
      )}
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('growth:loading')} />
        </Center>
      ) : query.isError ? (
        <Alert color="gray">{errorText(query.error)}</Alert>
      ) : (
        <>
          {drawable && <GrowthChart rows={rows} measure={measure} units={units} babyName={baby.name} />}
          <Text size="xs" c="dimmed" data-testid="growth-source">
            {hasWhoStandard(measure) ? t('growth:source') : t('growth:no_standard')}
          </Text>
          <MeasurementList
            measurements={measurements}
            measure={measure}
            units={units}
            birthday={birthday}
            caption={t('growth:list_title')}
            canAdd={canAdd}
          />
        </>
      )}
    </Stack>
  );
}
