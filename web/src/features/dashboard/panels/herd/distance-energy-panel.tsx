import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { HerdMedianDay } from '@tropero/shared/contracts/herd-activity';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { seriesColors } from '../../../../app/theme';
import { BarChart } from '../../../../components/charts/bar-chart';
import { QueryView } from '../../../../components/query-view';
import { formatNumber } from '../../../../lib/format';
import { animalBehaviourQueryOptions } from '../../../telemetry/api/get-animal-behavior';
import { useHerdMedian } from '../../../telemetry/api/get-herd-median';
import { BehaviourCharts, formatShortDay } from '../behaviour-charts';
import { chartFileName } from '../chart-files';
import { AnimalPicker, usePickedAnimal } from './animal-picker';
import { useHerdScope } from './use-herd-scope';

const MEASURES = [
  { key: 'distanceKm', unit: 'km', color: seriesColors.walking },
  { key: 'energyMcal', unit: 'Mcal', color: seriesColors.neutral },
] as const;

/** The herd's median km and Mcal per day, when no animal is singled out. */
function HerdMedianCharts({ days }: { days: HerdMedianDay[] }) {
  const { t, i18n } = useTranslation();
  const { settlement } = useHerdScope();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {MEASURES.map(({ key, unit, color }) => {
        const format = (value: number) => `${number(value)} ${unit}`;
        const mean = days.reduce((sum, day) => sum + day[key], 0) / Math.max(1, days.length);
        return (
          <BarChart
            key={key}
            title={t(`history.distance.${key}`)}
            series={[{ key, label: t('telemetry.charts.herdMedian'), color }]}
            data={days.map((day) => ({
              label: formatShortDay(day.date, i18n.language),
              values: { [key]: day[key] },
            }))}
            format={format}
            empty={t('history.distance.empty')}
            summary={t('history.distance.summary', {
              days: number(days.length),
              mean: format(mean),
              animals: number(days.at(-1)?.animals ?? 0),
            })}
            note={t('telemetry.charts.herdNote')}
            download={{
              filename: chartFileName(settlement.name, t(`history.distance.file.${key}`)),
              rows: () => [
                [
                  t('history.csv.day'),
                  t('history.distance.csvAnimals'),
                  t('telemetry.csv.herdMedian', { unit }),
                ],
                ...days.map((day) => [day.date, day.animals, day[key]]),
              ],
            }}
          />
        );
      })}
    </SimpleGrid>
  );
}

/**
 * Históricos › Km recorridos y gasto calórico: the picked animal's km and Mcal per day against the
 * herd's median, or the herd's median alone.
 */
export default function DistanceEnergyPanel() {
  const { t } = useTranslation();
  const { settlement, days } = useHerdScope();
  const picked = usePickedAnimal();
  const animalId = picked.animal?.animalId ?? '';
  const herd = useHerdMedian(settlement._id, days);
  const behaviour = useQuery({
    ...animalBehaviourQueryOptions(animalId, settlement._id, days),
    enabled: animalId !== '',
  });
  const failed = t('history.distance.failed');
  return (
    <Stack gap="md">
      <AnimalPicker picked={picked} />
      {picked.animal ? (
        <QueryView query={behaviour} loading={<Skeleton h={200} />} failed={failed}>
          {(data) => <BehaviourCharts days={data.days} herd={herd.data} caravana={picked.animal!.caravana} />}
        </QueryView>
      ) : (
        <QueryView query={herd} loading={<Skeleton h={200} />} failed={failed}>
          {(data) => <HerdMedianCharts days={data} />}
        </QueryView>
      )}
    </Stack>
  );
}
