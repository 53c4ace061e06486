import { Group, SegmentedControl, Select, Skeleton, Stack } from '@mantine/core';
import type { AnimalDistribution } from '@tropero/shared/contracts/herd-activity';
import { daysBetween } from '@tropero/shared/local-day';
import { median } from '@tropero/shared/telemetry';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seriesColors } from '../../../../config/theme';
import { histogramBins, type HistogramBin } from '../../../../components/charts/histogram-bins';
import { HistogramChart } from '../../../../components/charts/histogram-chart';
import { QueryView } from '../../../../components/query-view';
import { formatNumber } from '../../../../lib/format';
import { useHerdDistribution } from '../../../telemetry/api/get-herd-distribution';
import { formatShortDay } from '../animal/behaviour-charts';
import { chartFileName } from '../chart-files';
import { AnimalPicker, usePickedAnimal } from './animal-picker';
import { useHerdScope } from './use-herd-scope';

const MEASURES = [
  { key: 'distanceKm', unit: 'km', color: seriesColors.walking },
  { key: 'grazingHours', unit: 'h', color: seriesColors.grazing },
  { key: 'ruminatingHours', unit: 'h', color: seriesColors.ruminating },
] as const;
type Measure = (typeof MEASURES)[number]['key'];

/** The whole range, or one of its days (yyyy-mm-dd). */
const WHOLE_RANGE = 'range';

function DistributionChart({
  animals,
  measure,
  animalId,
}: {
  animals: AnimalDistribution[];
  measure: Measure;
  animalId: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { settlement, windowLabel } = useHerdScope();
  const { unit, color } = MEASURES.find((entry) => entry.key === measure)!;
  const number = (value: number) => formatNumber(value, i18n.language);
  const format = (value: number) => `${number(value)} ${unit}`;
  const values = animals.map((animal) => animal[measure]);
  const bins = histogramBins(values);
  const marked = animals.find((animal) => animal.animalId === animalId);
  const herdMedian = median(values);
  const formatBin = (bin: HistogramBin) =>
    t('history.histogram.bin', { from: number(bin.from), to: number(bin.to), unit });
  return (
    <HistogramChart
      title={t(`history.histogram.title.${measure}`, { window: windowLabel })}
      series={{ label: t('history.histogram.animals'), color }}
      bins={bins}
      marked={
        marked && {
          value: marked[measure],
          label: t('history.histogram.marked', { caravana: marked.caravana, value: format(marked[measure]) }),
          color: seriesColors.reference,
        }
      }
      formatBin={formatBin}
      formatCount={(count) => t('history.histogram.count', { count, value: number(count) })}
      empty={t('history.histogram.empty')}
      summary={
        herdMedian === null
          ? ''
          : t('history.histogram.summary', {
              animals: number(values.length),
              median: format(herdMedian),
              min: format(Math.min(...values)),
              max: format(Math.max(...values)),
            }) +
            (marked
              ? ` ${t('history.histogram.markedSummary', { caravana: marked.caravana, value: format(marked[measure]) })}`
              : '')
      }
      download={{
        filename: chartFileName(settlement.name, t('history.histogram.file')),
        rows: () => [
          [
            t('history.csv.caravana'),
            t('history.histogram.csvDays'),
            t('history.histogram.csv.distanceKm'),
            t('history.histogram.csv.grazingHours'),
            t('history.histogram.csv.ruminatingHours'),
          ],
          ...animals.map((animal) => [
            animal.caravana,
            animal.days,
            animal.distanceKm,
            animal.grazingHours,
            animal.ruminatingHours,
          ]),
        ],
      }}
    />
  );
}

/**
 * Históricos › Histograma: how the herd spreads in km, grazing hours and rumination hours per day,
 * over the range or one of its days, with the picked animal marked.
 */
export default function HistogramPanel() {
  const { t, i18n } = useTranslation();
  const { settlement, window, days, roundupId } = useHerdScope();
  const picked = usePickedAnimal();
  const [measure, setMeasure] = useState<Measure>('distanceKm');
  const [period, setPeriod] = useState<string>(WHOLE_RANGE);
  // The range's days, the latest first.
  const dayChoices = useMemo(() => daysBetween(days.fromDate, days.toDate).reverse(), [days]);
  const span = period === WHOLE_RANGE ? window : { fromDate: period, toDate: period };
  const distribution = useHerdDistribution(settlement._id, span, roundupId);
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Select
          label={t('history.histogram.period')}
          allowDeselect={false}
          data={[
            { value: WHOLE_RANGE, label: t('history.histogram.wholeRange') },
            ...dayChoices.map((day) => ({ value: day, label: formatShortDay(day, i18n.language) })),
          ]}
          value={period}
          onChange={(value) => setPeriod(value ?? WHOLE_RANGE)}
          maw={200}
        />
        <AnimalPicker picked={picked} />
      </Group>
      <SegmentedControl
        fullWidth
        aria-label={t('history.histogram.measure')}
        data={MEASURES.map(({ key }) => ({ value: key, label: t(`history.histogram.measures.${key}`) }))}
        value={measure}
        onChange={(value) => setMeasure(value as Measure)}
      />
      <QueryView query={distribution} loading={<Skeleton h={200} />} failed={t('history.histogram.failed')}>
        {(animals) => (
          <DistributionChart animals={animals} measure={measure} animalId={picked.animal?.animalId ?? null} />
        )}
      </QueryView>
    </Stack>
  );
}
