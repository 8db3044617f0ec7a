import { LineChart } from '@mantine/charts';
import { GROWTH_PERCENTILES, hasWhoStandard, type GrowthMeasure, type UnitSystem } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import type { ChartRow } from './growthData';
import { unitSymbol } from './units';

/** Outer curves lighter, the median darkest: the eye finds the middle, the child stands out in teal. */
const CURVE_COLORS: Record<string, string> = {
  p3: 'gray.6',
  p15: 'gray.7',
  p50: 'gray.9',
  p85: 'gray.7',
  p97: 'gray.6',
};

/** Round ticks (every 1, 2, 5, 10… units) covering the values, about six of them. */
export function niceTicks(min: number, max: number): number[] {
  const raw = (max - min) / 6;
  const step = [1, 2, 5, 10, 20, 50].find((s) => s >= raw) ?? 50;
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= Math.ceil(max / step) * step + 1e-9; v += step) ticks.push(v);
  return ticks;
}

/**
 * The baby's measurements over WHO's percentile curves (P3–P97), drawn with
 * Mantine's charts (recharts). The x axis is age in months, numeric, so each
 * measurement sits at its exact age; only the child's points have dots.
 * Head circumference has no WHO table shipped (ADR 0033): its chart draws the
 * baby's own points with no reference curves, not curves made up here.
 */
export function GrowthChart({
  rows,
  measure,
  units,
  babyName,
}: {
  rows: ChartRow[];
  measure: GrowthMeasure;
  units: UnitSystem;
  babyName: string;
}) {
  const { t, i18n } = useTranslation(['growth']);
  const unit = unitSymbol(measure, units, i18n.language);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const last = rows.at(-1)?.month ?? 12;
  const values = rows.flatMap((r) => [r.p3, r.p97, r.child].filter((v): v is number => v !== undefined));
  const withCurves = hasWhoStandard(measure);
  // Without curves the points alone set the axis: a margin of 5% keeps one point (or a flat run) off the edges.
  const pad = withCurves ? 0 : Math.max(...values) * 0.05;
  const yTicks = niceTicks(Math.min(...values) - pad, Math.max(...values) + pad);
  const series = [
    ...(withCurves ? GROWTH_PERCENTILES : []).map((p) => ({
      name: p.key,
      label: t('growth:percentile', { p: p.percentile }),
      color: CURVE_COLORS[p.key] ?? 'gray.6',
      strokeDasharray: p.key === 'p50' ? undefined : '5 4',
    })),
    { name: 'child', label: babyName, color: 'teal.8' },
  ];
  return (
    <figure
      style={{ margin: 0 }}
      aria-label={t(withCurves ? 'growth:chart_label' : 'growth:chart_label_own', {
        measure: t(`growth:${measure}`),
        name: babyName,
      })}
      data-testid="growth-chart"
      data-points={rows.filter((r) => r.child !== undefined).length}
    >
      <LineChart
        h={360}
        data={rows}
        dataKey="month"
        series={series}
        curveType="monotone"
        connectNulls
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 36 }}
        xAxisLabel={t('growth:age_axis')}
        yAxisLabel={unit}
        unit={` ${unit}`}
        valueFormatter={(v) => number.format(v)}
        xAxisProps={{
          type: 'number',
          domain: [0, last],
          ticks: Array.from({ length: Math.floor(last / 3) + 1 }, (_, i) => i * 3),
          allowDecimals: false,
        }}
        yAxisProps={{
          domain: [yTicks[0] ?? 0, yTicks.at(-1) ?? 1],
          ticks: yTicks,
          tickFormatter: (v: number) => number.format(v),
        }}
        lineProps={(s) =>
          s.name === 'child'
            ? {
                dot: { r: 5, strokeWidth: 2, fill: 'var(--mantine-color-teal-8)' },
                activeDot: { r: 7 },
                strokeWidth: 2.5,
                isAnimationActive: false,
              }
            : { dot: false, activeDot: false, strokeWidth: s.name === 'p50' ? 2 : 1.25, isAnimationActive: false }
        }
        tooltipAnimationDuration={0}
        gridAxis="xy"
      />
    </figure>
  );
}
