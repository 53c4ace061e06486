import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { AnimalBehaviour, HerdMedian, HerdMedianDay } from '@tropero/shared/contracts/herd-activity';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { seriesColors } from '../../../../config/theme';
import { BarChart } from '../../../../components/charts/bar-chart';
import { QueryView } from '../../../../components/query-view';
import { formatNumber } from '../../../../lib/format';
import { animalBehaviourQueryOptions } from '../../../telemetry/api/get-animal-behavior';
import { useHerdMedian } from '../../../telemetry/api/get-herd-median';
import { EnergyBasis } from '../../../telemetry/components/energy-basis';
import { formatShortDay } from '../animal/behaviour-charts';
import { chartFileName } from '../chart-files';
import { AnimalPicker, usePickedAnimal } from './animal-picker';
import { useHerdScope } from './use-herd-scope';

/** Km, then energy on both bases: net (EN, NRC) and metabolisable (EM, the basis of rations). */
const MEASURES = [
  { key: 'distanceKm', color: seriesColors.walking },
  { key: 'enMcal', color: seriesColors.neutral },
  { key: 'emMcal', color: seriesColors.neutral },
] as const satisfies readonly { key: keyof HerdMedianDay; color: string }[];

interface ChartsProps {
  herd: HerdMedianDay[];
  /** The animal singled out, drawn against the herd's median; without one, the median alone. */
  animal?: { caravana: string; days: AnimalBehaviour['days'] };
}

/** Km and Mcal per day: the animal's against the herd's median, or the herd's median alone. */
function DistanceEnergyCharts({ herd, animal }: ChartsProps) {
  const { t, i18n } = useTranslation();
  const { settlement } = useHerdScope();
  const number = (value: number) => formatNumber(value, i18n.language);
  const dates = (animal?.days ?? herd).map((day) => day.date);
  const herdOf = (date: string) => herd.find((day) => day.date === date);
  const partialOf = (date: string) =>
    (animal ? animal.days.find((day) => day.date === date) : herdOf(date))?.partial
      ? t('telemetry.charts.partialDay')
      : undefined;
  const medianLabel = t('telemetry.charts.herdMedian');
  return (
    <Stack gap="lg">
      {MEASURES.map(({ key, color }) => {
        const unit = key === 'distanceKm' ? 'km' : t(`telemetry.energy.units.${key}`);
        const format = (value: number) => `${number(value)} ${unit}`;
        const valueOf = (date: string) =>
          (animal ? animal.days.find((day) => day.date === date) : herdOf(date))?.[key] ?? 0;
        const values = dates.map(valueOf);
        const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
        const medians = dates.map((date) => herdOf(date)?.[key]);
        const herdMean =
          medians.reduce<number>((sum, value) => sum + (value ?? 0), 0) /
          Math.max(1, medians.filter((value) => value !== undefined).length);
        return (
          <BarChart
            key={key}
            title={t(`history.distance.${animal ? 'animal' : 'herd'}.${key}`, { caravana: animal?.caravana })}
            series={[{ key, label: animal?.caravana ?? medianLabel, color }]}
            data={dates.map((date, index) => ({
              label: formatShortDay(date, i18n.language),
              partial: partialOf(date),
              values: { [key]: values[index]! },
            }))}
            {...(animal && {
              reference: {
                label: medianLabel,
                color: seriesColors.reference,
                values: medians.map((median) => (median === undefined ? null : { [key]: median })),
              },
            })}
            format={format}
            empty={t('history.distance.empty')}
            summary={
              animal
                ? t('history.distance.animalSummary', {
                    caravana: animal.caravana,
                    days: number(dates.length),
                    mean: format(mean),
                    median: format(herdMean),
                  })
                : t('history.distance.summary', {
                    days: number(dates.length),
                    mean: format(mean),
                    animals: number(herd.at(-1)?.animals ?? 0),
                  })
            }
            // The dashed mark is drawn only beside an animal; the herd's own bars are the median.
            note={animal && t('telemetry.charts.herdNote')}
            download={{
              filename: chartFileName(animal?.caravana ?? settlement.name, t(`history.distance.file.${key}`)),
              rows: () => [
                [
                  t('history.csv.day'),
                  ...(animal ? [`${animal.caravana} (${unit})`] : []),
                  t('telemetry.csv.herdMedian', { unit }),
                  t('history.distance.csvAnimals'),
                ],
                ...dates.map((date, index) => [
                  date,
                  ...(animal ? [values[index]!] : []),
                  herdOf(date)?.[key] ?? null,
                  herdOf(date)?.animals ?? null,
                ]),
              ],
            }}
          />
        );
      })}
    </Stack>
  );
}

/**
 * What the figures rest on, one tap away: the formulas and coefficients, and the weight used (the
 * animal's, with its collar's fix interval; or each animal's of the herd).
 */
function Basis({ herd, animal }: { herd: HerdMedian; animal?: AnimalBehaviour }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('telemetry.energy.basis.lead')}
      </Text>
      {animal ? (
        <EnergyBasis
          coefficients={animal.basis}
          weight={animal.basis}
          fixIntervalSeconds={animal.basis.fixIntervalSeconds}
        />
      ) : (
        <EnergyBasis coefficients={herd.basis} weight={herd.basis} />
      )}
    </Group>
  );
}

/**
 * Históricos › Km recorridos y gasto calórico: the picked animal's km and Mcal (EN and EM) per day
 * against the herd's median, or the herd's median alone.
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
      <QueryView query={herd} loading={<Skeleton h={200} />} failed={failed}>
        {(median) =>
          picked.animal ? (
            <QueryView query={behaviour} loading={<Skeleton h={200} />} failed={failed}>
              {(data) => (
                <Stack gap="xs">
                  <Basis herd={median} animal={data} />
                  <DistanceEnergyCharts
                    herd={median.days}
                    animal={{ caravana: picked.animal!.caravana, days: data.days }}
                  />
                </Stack>
              )}
            </QueryView>
          ) : (
            <Stack gap="xs">
              <Basis herd={median} />
              <DistanceEnergyCharts herd={median.days} />
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
