import { Progress, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { ITH_CATEGORIES, ITH_CATEGORY_FLOORS } from '@tropero/shared/heat-stress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS, MINUTE_MS } from '@tropero/shared/constants';
import { dayStart, localDay } from '@tropero/shared/local-day';
import { seriesColors } from '../../../../config/theme';
import { BarChart } from '../../../../components/charts/bar-chart';
import { LineChart } from '../../../../components/charts/line-chart';
import { QueryView } from '../../../../components/query-view';
import { formatNumber } from '../../../../lib/format';
import { lastDays } from '../../../telemetry/api/time-window';
import { useIthHistory, type IthHistory } from '../../../weather/api/get-weather-history';
import { HeatStressRulesNote } from '../../../weather/components/heat-stress-rules';
import { ITH_CATEGORY_COLORS } from '../../../weather/components/ith-colors';
import { WeatherCredit } from '../../../weather/components/weather-credit';
import { formatShortDay } from '../animal/behaviour-charts';
import { chartFileName } from '../chart-files';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

export const ITH_HISTORY_DAYS = [7, 30, 90, 365] as const;
type Days = (typeof ITH_HISTORY_DAYS)[number];

/** The ITH of each past day as a line over the category bands, and the hours over the threshold as bars. */
export function IthHistoryCharts({
  initialDays = 30,
  choose = true,
}: {
  initialDays?: Days;
  choose?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const [days, setDays] = useState<Days>(initialDays);
  const range = lastDays(days, settlement.utcOffsetMinutes);
  const history = useIthHistory(settlement._id, range);
  return (
    <Stack gap="sm">
      {choose && (
        <SegmentedControl
          size="xs"
          value={String(days)}
          onChange={(value) => setDays(Number(value) as Days)}
          data={ITH_HISTORY_DAYS.map((value) => ({
            value: String(value),
            label: t('weather.history.days', { count: value, value: formatNumber(value, i18n.language) }),
          }))}
          aria-label={t('weather.history.range')}
        />
      )}
      <QueryView
        query={history}
        loading={<Skeleton h={240} radius="md" />}
        failed={t('weather.history.failed')}
      >
        {(answer) => (
          <Charts answer={answer} from={Date.parse(range.fromDate)} to={Date.parse(range.toDate) + DAY_MS} />
        )}
      </QueryView>
    </Stack>
  );
}

function Charts({ answer, from, to }: { answer: IthHistory; from: number; to: number }) {
  const { t, i18n } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const offset = settlement.utcOffsetMinutes;
  const number = (value: number, digits = 1) => formatNumber(value, i18n.language, digits);
  const days = answer.days.filter((day) => day.ithMax !== null);
  const threshold = answer.threshold;
  const loading = answer.backfill && answer.backfill.state !== 'done';
  const bands = ITH_CATEGORIES.map((category, i) => ({
    min: ITH_CATEGORY_FLOORS[category] === -Infinity ? 0 : ITH_CATEGORY_FLOORS[category],
    max: i + 1 < ITH_CATEGORIES.length ? ITH_CATEGORY_FLOORS[ITH_CATEGORIES[i + 1]!] : 120,
    label: t(`weather.ith.categories.${category}`),
    color: ITH_CATEGORY_COLORS[category],
  }));
  const hottest = days.reduce<(typeof days)[number] | undefined>(
    (best, day) => (day.ithMax! > (best?.ithMax ?? -Infinity) ? day : best),
    undefined,
  );
  const file = chartFileName(settlement.name, t('weather.history.file'));
  const rows = () => [
    [
      t('weather.csv.day'),
      t('weather.csv.ithMax'),
      t('weather.csv.ithMean'),
      t('weather.csv.ithMin'),
      t('weather.csv.category'),
      t('weather.csv.hoursOver', { threshold }),
      t('weather.csv.thiHours'),
      t('weather.csv.recoveryHours', { ith: answer.rules.recoveryIth }),
      t('weather.csv.heatWaveDay'),
      t('weather.csv.temperatureMax'),
      t('weather.csv.temperatureMin'),
    ],
    ...answer.days.map((day) => [
      day.date,
      day.ithMax,
      day.ithMean,
      day.ithMin,
      day.category && t(`weather.ith.categories.${day.category}`),
      day.hoursOverThreshold,
      day.thiHours,
      day.recoveryHours,
      day.heatWaveDay,
      day.temperatureMax,
      day.temperatureMin,
    ]),
  ];
  return (
    <Stack gap="md">
      {loading && (
        <Stack gap={4} role="status">
          <Text size="xs" c="dimmed">
            {t('weather.history.backfill', {
              percent: formatNumber(
                answer.backfill!.total ? (answer.backfill!.done / answer.backfill!.total) * 100 : 0,
                i18n.language,
                0,
              ),
            })}
          </Text>
          <Progress
            size="sm"
            value={answer.backfill!.total ? (answer.backfill!.done / answer.backfill!.total) * 100 : 0}
            aria-label={t('weather.history.backfillLabel')}
          />
        </Stack>
      )}
      <LineChart
        title={t('weather.history.ithTitle', { formula: t(`ith.formulas.${answer.formula}`) })}
        series={{ label: t('weather.history.ithMax'), color: seriesColors.reference }}
        points={days.map((day) => ({
          ts: dayStart(day.date, offset) + DAY_MS / 2,
          value: day.ithMax!,
          detail: t('weather.history.dayDetail', {
            category: t(`weather.ith.categories.${day.category}`),
            min: number(day.ithMin!),
            hours: day.hoursOverThreshold,
          }),
        }))}
        from={from - offset * MINUTE_MS}
        to={to - offset * MINUTE_MS}
        domain={[55, 90]}
        bands={bands}
        threshold={{
          value: threshold,
          label: t('weather.history.threshold', { value: number(threshold, 0) }),
          color: seriesColors.reference,
        }}
        format={(value) => number(value)}
        formatTime={(ts) => formatShortDay(localDay(ts, offset), i18n.language)}
        formatTick={(ts) => formatShortDay(localDay(ts, offset), i18n.language)}
        utcOffsetMinutes={settlement.utcOffsetMinutes}
        maxGapMs={2 * DAY_MS}
        empty={t('weather.history.empty')}
        summary={
          hottest
            ? t('weather.history.summary', {
                days: days.length,
                hottest: number(hottest.ithMax!),
                hottestDay: formatShortDay(hottest.date, i18n.language),
                over: days.filter((day) => day.hoursOverThreshold > 0).length,
              })
            : ''
        }
        download={{ filename: file, rows }}
      />
      <BarChart
        title={t('weather.history.hoursTitle', { threshold: number(threshold, 0) })}
        series={[{ key: 'hours', label: t('weather.history.hoursOver'), color: ITH_CATEGORY_COLORS.danger }]}
        data={days.map((day) => ({
          label: formatShortDay(day.date, i18n.language),
          partial: day.partial ? t('telemetry.charts.partialDay') : undefined,
          values: { hours: day.hoursOverThreshold },
        }))}
        format={(value) => t('weather.units.hours', { value: number(value, 0) })}
        empty={t('weather.history.noHoursOver', { threshold: number(threshold, 0) })}
        summary={t('weather.history.hoursSummary', {
          hours: days.reduce((sum, day) => sum + day.hoursOverThreshold, 0),
          waves: days.filter((day) => day.heatWaveDay === 1).length,
        })}
        download={{ filename: file, rows }}
      />
      <HeatStressRulesNote rules={answer.rules} />
      <WeatherCredit source={answer.source} attribution={answer.attribution} />
    </Stack>
  );
}
