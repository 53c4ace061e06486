import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { CATTLE_RECTAL_TEMPERATURE_C } from '@tropero/shared/telemetry';
import { useTranslation } from 'react-i18next';
import { animalStateColors, seriesColors } from '../../../../config/theme';
import { LineChart } from '../../../../components/charts/line-chart';
import { QueryView } from '../../../../components/query-view';
import { formatDateTime, formatShortInstant, localTimestamp } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import {
  useCollarHistory,
  type BatteryHour,
  type TemperatureHour,
} from '../../../telemetry/api/get-collar-history';
import type { TimeWindow } from '../../../telemetry/api/get-tracks';
import { useAirTemperature } from '../../../weather/api/get-weather-history';
import { WeatherCredit } from '../../../weather/components/weather-credit';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { useRangeWindow } from '../../workspace/range-window';
import { chartFileName } from '../chart-files';

interface ChartProps {
  deviceId: string;
  caravana: string;
  window: TimeWindow;
}

/**
 * What both collar charts share: the window as instants, the title's range, and the times (axis,
 * tooltip, download) at the settlement's clock.
 */
function useCollarChart({ window }: Pick<ChartProps, 'window'>) {
  const { t, i18n } = useTranslation();
  const { range, settlement } = useFarmWorkspace();
  const { utcOffsetMinutes } = settlement;
  return {
    from: Date.parse(window.fromDate),
    to: Date.parse(window.toDate),
    windowLabel: t(`telemetry.charts.window.${range}`),
    utcOffsetMinutes,
    formatTime: (ts: number) => formatDateTime(ts, i18n.language, utcOffsetMinutes),
    formatTick: (ts: number, part: 'day' | 'time') =>
      formatShortInstant(ts, i18n.language, part, utcOffsetMinutes),
    timestamp: (ts: number) => localTimestamp(ts, utcOffsetMinutes),
  };
}

export function BatteryChart({ deviceId, caravana, window }: ChartProps) {
  const { t, i18n } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const { timestamp, ...chart } = useCollarChart({ window });
  const history = useCollarHistory('battery', deviceId, window);
  const threshold = settlement.alertParams.lowBatteryPercent;
  const percent = (value: number) =>
    t('telemetry.charts.percent', { value: formatNumber(value, i18n.language, 0) });
  const summary = (hours: BatteryHour[]) =>
    t('telemetry.charts.batterySummary', {
      first: percent(hours[0]?.battery ?? 0),
      last: percent(hours.at(-1)?.battery ?? 0),
      min: percent(Math.min(...hours.map((hour) => hour.battery))),
      threshold: percent(threshold),
      below: formatNumber(hours.filter((hour) => hour.battery < threshold).length, i18n.language),
    });
  const title = t('telemetry.charts.battery', { window: chart.windowLabel });
  return (
    <QueryView query={history} loading={<Skeleton h={200} />} failed={t('telemetry.charts.batteryFailed')}>
      {(hours) => (
        <LineChart
          {...chart}
          title={title}
          series={{ label: t('telemetry.animal.battery'), color: seriesColors.neutral }}
          points={hours.map((hour) => ({ ts: hour.ts, value: hour.battery }))}
          domain={[0, 100]}
          threshold={{
            value: threshold,
            label: t('telemetry.charts.lowBattery', { value: formatNumber(threshold, i18n.language) }),
            color: animalStateColors.lowBattery,
          }}
          format={percent}
          empty={t('telemetry.charts.batteryEmpty')}
          summary={hours.length ? summary(hours) : ''}
          download={{
            filename: chartFileName(caravana, t('telemetry.csv.files.battery')),
            rows: () => [
              [t('telemetry.csv.time'), t('telemetry.csv.battery')],
              ...hours.map((hour) => [timestamp(hour.ts), hour.battery]),
            ],
          }}
        />
      )}
    </QueryView>
  );
}

export function TemperatureChart({ deviceId, caravana, window }: ChartProps) {
  const { t, i18n } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const { timestamp, ...chart } = useCollarChart({ window });
  const history = useCollarHistory('temperature', deviceId, window);
  // The air beside the collar: a collar reading the skin follows the weather (absent until stored).
  const airAnswer = useAirTemperature(settlement._id, window).data;
  const air = airAnswer?.hours ?? [];
  const reference = CATTLE_RECTAL_TEMPERATURE_C;
  const celsius = (value: number) =>
    t('telemetry.charts.celsius', { value: formatNumber(value, i18n.language) });
  const inside = (hour: TemperatureHour) => hour.mean >= reference.min && hour.mean <= reference.max;
  const summary = (hours: TemperatureHour[]) =>
    t('telemetry.charts.temperatureSummary', {
      min: celsius(Math.min(...hours.map((hour) => hour.mean))),
      max: celsius(Math.max(...hours.map((hour) => hour.mean))),
      inside: formatNumber(hours.filter(inside).length, i18n.language),
      hours: formatNumber(hours.length, i18n.language),
      refMin: celsius(reference.min),
      refMax: celsius(reference.max),
    });
  const title = t('telemetry.charts.temperature', { window: chart.windowLabel });
  return (
    <QueryView
      query={history}
      loading={<Skeleton h={200} />}
      failed={t('telemetry.charts.temperatureFailed')}
    >
      {(hours) => (
        <LineChart
          {...chart}
          title={title}
          series={{ label: t('telemetry.series.temperature'), color: seriesColors.temperature }}
          companion={
            air.length > 0
              ? {
                  label: t('weather.air.series'),
                  color: seriesColors.air,
                  points: air.flatMap((hour) =>
                    hour.temperature === null ? [] : [{ ts: hour.ts, value: hour.temperature }],
                  ),
                }
              : undefined
          }
          points={hours.map((hour) => ({
            ts: hour.ts,
            value: hour.mean,
            detail: t('telemetry.charts.hourRange', { min: celsius(hour.min), max: celsius(hour.max) }),
          }))}
          bands={[
            {
              ...reference,
              label: t('telemetry.charts.temperatureReference', {
                min: formatNumber(reference.min, i18n.language),
                max: formatNumber(reference.max, i18n.language),
              }),
              color: seriesColors.normalBand,
            },
          ]}
          format={celsius}
          empty={t('telemetry.charts.temperatureEmpty')}
          summary={hours.length ? summary(hours) : ''}
          note={
            <>
              {t('telemetry.charts.temperatureNote')}
              {air.length > 0 && (
                <WeatherCredit source={airAnswer!.source} attribution={airAnswer!.attribution} />
              )}
            </>
          }
          download={{
            filename: chartFileName(caravana, t('telemetry.csv.files.temperature')),
            rows: () => [
              [
                t('telemetry.csv.time'),
                t('telemetry.csv.temperatureMean'),
                t('telemetry.csv.temperatureMin'),
                t('telemetry.csv.temperatureMax'),
              ],
              ...hours.map((hour) => [timestamp(hour.ts), hour.mean, hour.min, hour.max]),
            ],
          }}
        />
      )}
    </QueryView>
  );
}

/** The collar's battery and temperature over the top bar's range (spec §2: animal panel history). */
export function CollarCharts({ deviceId, caravana }: { deviceId: string | null; caravana: string }) {
  const { t } = useTranslation();
  const window = useRangeWindow();
  if (!deviceId)
    return (
      <Text size="sm" c="dimmed">
        {t('telemetry.charts.noCollar')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <BatteryChart deviceId={deviceId} caravana={caravana} window={window} />
      <TemperatureChart deviceId={deviceId} caravana={caravana} window={window} />
    </SimpleGrid>
  );
}
