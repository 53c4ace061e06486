import { Anchor, List, Skeleton, Stack, Text } from '@mantine/core';
import type { HerdBehaviour } from '@tropero/shared/contracts/herd-activity';
import { useTranslation } from 'react-i18next';
import { seriesColors } from '../../../../config/theme';
import { BarChart } from '../../../../components/charts/bar-chart';
import { QueryView } from '../../../../components/query-view';
import { formatNumber } from '../../../../lib/format';
import { useHerdBehaviour } from '../../../telemetry/api/get-herd-behaviour';
import { formatShortDay } from '../animal/behaviour-charts';
import { chartFileName } from '../chart-files';
import { useHerdScope } from './use-herd-scope';

const BEHAVIOURS = ['grazing', 'ruminating', 'drinking'] as const;

function SpreadCharts({ days }: { days: HerdBehaviour['days'] }) {
  const { t, i18n } = useTranslation();
  const { settlement, windowLabel } = useHerdScope();
  const number = (value: number) => formatNumber(value, i18n.language);
  const hours = (value: number) => t('telemetry.charts.hours', { value: number(value) });
  return (
    <Stack gap="lg">
      {BEHAVIOURS.map((key) => {
        const means = days.map((day) => day[key].mean);
        return (
          <BarChart
            key={key}
            title={t(`history.behaviour.title.${key}`, { window: windowLabel })}
            series={[{ key, label: t('history.behaviour.mean'), color: seriesColors[key] }]}
            data={days.map((day) => ({
              label: formatShortDay(day.date, i18n.language),
              partial: day.partial ? t('telemetry.charts.partialDay') : undefined,
              values: { [key]: day[key].mean },
            }))}
            spread={{
              label: t('history.behaviour.spread'),
              color: seriesColors.reference,
              values: days.map((day) => ({ low: day[key].p25, high: day[key].p75 })),
            }}
            format={hours}
            empty={t('history.behaviour.empty')}
            summary={
              days.length
                ? t('history.behaviour.summary', {
                    behaviour: t(`telemetry.series.${key}`),
                    mean: hours(means.reduce((sum, value) => sum + value, 0) / means.length),
                    low: hours(Math.min(...means)),
                    high: hours(Math.max(...means)),
                    p25: hours(days.at(-1)![key].p25),
                    p75: hours(days.at(-1)![key].p75),
                  })
                : ''
            }
            download={{
              filename: chartFileName(settlement.name, t(`history.behaviour.file.${key}`)),
              rows: () => [
                ['day', 'animals', 'mean', 'min', 'p25', 'median', 'p75', 'max'].map((column) =>
                  t(`history.behaviour.csv.${column}`),
                ),
                ...days.map((day) => {
                  const { mean, min, p25, median, p75, max } = day[key];
                  return [day.date, day.animals, mean, min, p25, median, p75, max];
                }),
              ],
            }}
          />
        );
      })}
    </Stack>
  );
}

/** The animals whose last whole day ruminated well below their own 7-day baseline, each opening its animal. */
function Outliers({ outliers }: { outliers: HerdBehaviour['outliers'] }) {
  const { t, i18n } = useTranslation();
  const { openAnimal } = useHerdScope();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} c="navy.8" id="herd-outliers">
        {t('history.behaviour.outliers')}
      </Text>
      {outliers.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="herd-outliers-none">
          {t('history.behaviour.noOutliers')}
        </Text>
      ) : (
        <List size="sm" aria-labelledby="herd-outliers" spacing={2}>
          {outliers.map((outlier) => (
            <List.Item key={outlier.animalId}>
              <Anchor component="button" type="button" onClick={() => openAnimal(outlier.animalId)}>
                {outlier.caravana}
              </Anchor>{' '}
              {t('history.behaviour.outlier', {
                day: formatShortDay(outlier.date, i18n.language),
                hours: number(outlier.ruminatingHours),
                baseline: number(outlier.baselineHours),
                minutes: formatNumber(outlier.dropMinutes, i18n.language, 0),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * Pastoreo › Comportamiento animal, for the herd: the daily mean and spread of grazing, ruminating
 * and drinking over the range, and the animals outside their own baseline (docs/domain.md §2).
 */
export default function HerdBehaviourPanel() {
  const { t } = useTranslation();
  const { settlement, window, roundupId } = useHerdScope();
  const behaviour = useHerdBehaviour(settlement._id, window, roundupId);
  return (
    <QueryView query={behaviour} loading={<Skeleton h={260} />} failed={t('history.behaviour.failed')}>
      {(data) => (
        <Stack gap="md">
          <SpreadCharts days={data.days} />
          <Text size="xs" c="dimmed">
            {t('history.behaviour.note')}
          </Text>
          <Outliers outliers={data.outliers} />
        </Stack>
      )}
    </QueryView>
  );
}
