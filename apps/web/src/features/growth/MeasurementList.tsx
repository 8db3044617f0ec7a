import { Table, Text } from '@mantine/core';
import { hasWhoStandard, type GrowthMeasure, type UnitSystem } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useAgeText } from '../timeline';
import type { Measurement } from './growthData';
import { MeasurementRow } from './MeasurementRow';

/** The measurements, newest first, in a table that reads well at 1024 px and scrolls sideways below. */
export function MeasurementList({
  measurements,
  measure,
  units,
  birthday,
  caption,
  canAdd = false,
}: {
  measurements: Measurement[];
  measure: GrowthMeasure;
  units: UnitSystem;
  birthday: string | null;
  caption: string;
  /** Whether the page above offers "Add a measurement" (the growth page, to who may upload). */
  canAdd?: boolean;
}) {
  const { t } = useTranslation(['growth']);
  const age = useAgeText(birthday);
  const ageText = (date: string) => {
    const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
    return age({ y, m, d });
  };
  if (measurements.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="measurements-empty">
        {canAdd ? t('growth:empty_can_add') : t('growth:empty')}
      </Text>
    );
  const newestFirst = [...measurements].reverse();
  // No WHO table for head circumference (ADR 0033): no percentile to show.
  const withPercentile = hasWhoStandard(measure);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing={6} data-testid="measurement-list">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('growth:col_date')}</Table.Th>
            <Table.Th>{t('growth:col_age')}</Table.Th>
            <Table.Th>{t('growth:col_value')}</Table.Th>
            {withPercentile && <Table.Th>{t('growth:col_percentile')}</Table.Th>}
            <Table.Th>{t('growth:col_actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((m) => (
            <MeasurementRow
              key={m.attr.id}
              m={m}
              measure={measure}
              units={units}
              ageText={ageText}
              withPercentile={withPercentile}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
