import { MultiSelect, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { PlotNdviSeries, SettlementGreenIndex } from '@tropero/shared/contracts/green-index';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS } from '@tropero/shared/constants';
import { formatNumber } from '../../../../lib/format';
import { formatDay, today } from '../../../../lib/dates';
import { useNdviSeries, type NdviRange } from '../../../green-index/api/get-ndvi-series';
import { useSettlementGreenIndex } from '../../../green-index/api/get-settlement-green-index';
import { BackfillProgress } from '../../../green-index/components/backfill-progress';
import { GreenIndexView } from '../../../green-index/components/green-index-view';
import { NdviChart } from '../../../green-index/components/ndvi-chart';
import { doubtful, usable } from '../../../green-index/components/ndvi-point';
import { SourceLabel } from '../../../green-index/components/source-label';
import { sceneDay } from '../../../green-index/components/scene-day';
import { chartFileName } from '../chart-files';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

export const NDVI_HISTORY_MONTHS = [3, 6, 12] as const;
type Months = (typeof NDVI_HISTORY_MONTHS)[number];
/** Plots drawn at once: more lines than this no longer read apart. */
const MAX_PLOTS = 6;

/** The last `months` months up to the settlement's today, as days. */
function lastMonths(months: number, offsetMinutes: number): NdviRange {
  const toDate = today(new Date(), offsetMinutes);
  const [year, month, day] = toDate.split('-').map(Number);
  const from = new Date(Date.UTC(year!, month! - 1 - months, day! + 1));
  return { fromDate: from.toISOString().slice(0, 10), toDate };
}

/** Históricos › NDVI histórico: the chosen plots' mean NDVI per scene over the last months, clear views marked. */
export default function NdviHistoryPanel() {
  const { t } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const index = useSettlementGreenIndex(settlement._id);
  return (
    <GreenIndexView
      query={index}
      loading={<Skeleton h={240} radius="md" />}
      failed={t('greenIndex.history.failed')}
    >
      {(answer) => <History answer={answer} />}
    </GreenIndexView>
  );
}

function History({ answer }: { answer: SettlementGreenIndex }) {
  const { t, i18n } = useTranslation();
  const { settlement, plots, selection } = useFarmWorkspace();
  const list = plots.data ?? [];
  const [months, setMonths] = useState<Months>(6);
  const [picked, setPicked] = useState<string[] | null>(null);
  // Until the user chooses: the selected plot, otherwise the first plots.
  const chosen =
    picked ??
    (selection?.kind === 'plot' && list.some((plot) => plot._id === selection.id)
      ? [selection.id]
      : list.slice(0, 3).map((plot) => plot._id));
  const range = useMemo(
    () => lastMonths(months, settlement.utcOffsetMinutes),
    [months, settlement.utcOffsetMinutes],
  );
  const series = useNdviSeries(settlement._id, chosen, range);
  return (
    <Stack gap="sm">
      <BackfillProgress backfill={answer.backfill} />
      <MultiSelect
        label={t('greenIndex.history.plots')}
        placeholder={chosen.length ? undefined : t('greenIndex.history.plotsPlaceholder')}
        data={list.map((plot) => ({ value: plot._id, label: plot.name }))}
        value={chosen}
        onChange={setPicked}
        maxValues={MAX_PLOTS}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <SegmentedControl
        size="xs"
        value={String(months)}
        onChange={(value) => setMonths(Number(value) as Months)}
        data={NDVI_HISTORY_MONTHS.map((value) => ({
          value: String(value),
          label: t('greenIndex.history.months', { count: value, value: formatNumber(value, i18n.language) }),
        }))}
        aria-label={t('greenIndex.history.range')}
      />
      {!plots.isSuccess ? (
        <Skeleton h={200} radius="md" />
      ) : chosen.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('greenIndex.history.choosePlots')}
        </Text>
      ) : (
        <GreenIndexView
          query={series}
          loading={<Skeleton h={200} radius="md" />}
          failed={t('greenIndex.history.failed')}
        >
          {(answers) => <HistoryChart answers={answers} range={range} />}
        </GreenIndexView>
      )}
      <SourceLabel source={answer.source} simulated={answer.simulated} sceneDate={answer.scenes[0]?.date} />
    </Stack>
  );
}

function HistoryChart({ answers, range }: { answers: PlotNdviSeries[]; range: NdviRange }) {
  const { t, i18n } = useTranslation();
  const { settlement, plots } = useFarmWorkspace();
  const offsetMinutes = settlement.utcOffsetMinutes;
  const offset = offsetMinutes * 60_000;
  const number = (value: number) => formatNumber(value, i18n.language, 2);
  const day = (ts: number) => formatDay(sceneDay(new Date(ts).toISOString(), offsetMinutes), i18n.language);
  const month = (ts: number) =>
    new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', month: 'short', year: '2-digit' }).format(
      new Date(ts + offset),
    );
  const series = answers.map((answer) => ({
    plotId: answer.plotId,
    name: answer.plotName,
    color: plots.data?.find((plot) => plot._id === answer.plotId)?.color ?? '#5c5f66',
    points: answer.points,
  }));
  const points = answers.flatMap((answer) => answer.points);
  const clear = points.filter(usable);
  const doubts = points.filter(doubtful).length;
  const latest = clear.reduce<(typeof clear)[number] | undefined>(
    (newest, point) => (!newest || point.date > newest.date ? point : newest),
    undefined,
  );
  const yesNo = (value: boolean) => t(value ? 'greenIndex.history.yes' : 'greenIndex.history.no');
  return (
    <NdviChart
      title={t('greenIndex.history.title')}
      series={series}
      from={Date.parse(range.fromDate) - offset}
      to={Date.parse(range.toDate) + DAY_MS - offset}
      offsetMinutes={offsetMinutes}
      format={number}
      formatDay={day}
      formatMonth={month}
      empty={t('greenIndex.history.empty')}
      summary={t('greenIndex.history.summary', {
        plots: answers.length,
        clear: clear.length,
        doubtful: doubts,
        cloudy: points.length - clear.length - doubts,
        last: latest ? number(latest.mean) : '—',
      })}
      download={{
        filename: chartFileName(settlement.name, t('greenIndex.history.file')),
        rows: () => [
          [
            t('greenIndex.history.csvDate'),
            t('greenIndex.history.csvPlot'),
            t('greenIndex.history.csvClear'),
            t('greenIndex.history.csvDoubt'),
            t('greenIndex.history.csvValid'),
            t('greenIndex.history.csvMean'),
            t('greenIndex.history.csvMedian'),
            t('greenIndex.history.csvP10'),
            t('greenIndex.history.csvP90'),
          ],
          ...answers.flatMap((answer) =>
            answer.points.map((point) => [
              sceneDay(point.date, offsetMinutes),
              answer.plotName,
              yesNo(point.clear),
              point.doubt ? t(`greenIndex.doubt.${point.doubt}`) : '',
              Math.round(point.validShare * 100),
              point.mean,
              point.median,
              point.p10,
              point.p90,
            ]),
          ),
        ],
      }}
    />
  );
}
