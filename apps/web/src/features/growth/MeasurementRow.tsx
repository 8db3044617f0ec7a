import { useState } from 'react';
import { Table } from '@mantine/core';
import type { GrowthMeasure, UnitSystem } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import type { Measurement } from './growthData';
import { formatMeasure } from './units';
import { useMeasurementActions } from './useMeasurementActions';
import { ValueButtons, ValueCommentsRow } from './ValueSocial';

/** One measurement: its day, the baby's age then, the value, its percentile (where WHO gives one), likes and comments. */
export function MeasurementRow({
  m,
  measure,
  units,
  ageText,
  withPercentile,
}: {
  m: Measurement;
  measure: GrowthMeasure;
  units: UnitSystem;
  ageText: (date: string) => string;
  withPercentile: boolean;
}) {
  const { t, i18n } = useTranslation(['growth']);
  const [open, setOpen] = useState(false);
  const { attr } = m;
  const actions = useMeasurementActions(attr, open);
  const date = attr.measured_on
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${attr.measured_on}T00:00:00Z`),
      )
    : '';
  const percentile =
    m.percentile === null ? t('growth:outside_range') : t('growth:percentile_of', { p: Math.round(m.percentile) });
  return (
    <>
      <Table.Tr data-testid="measurement-row" data-attr-id={attr.id}>
        <Table.Td>{date}</Table.Td>
        <Table.Td>{attr.measured_on ? ageText(attr.measured_on) : ''}</Table.Td>
        <Table.Td fw={600} data-testid="measurement-value">
          {attr.value === null ? '' : formatMeasure(attr.value, measure, units, i18n.language)}
        </Table.Td>
        {withPercentile && <Table.Td>{percentile}</Table.Td>}
        <Table.Td>
          <ValueButtons attr={attr} actions={actions} open={open} onToggle={() => setOpen((o) => !o)} />
        </Table.Td>
      </Table.Tr>
      {open && (
        <ValueCommentsRow
          actions={actions}
          colSpan={withPercentile ? 5 : 4}
          label={t('growth:comments_label', { date })}
        />
      )}
    </>
  );
}
