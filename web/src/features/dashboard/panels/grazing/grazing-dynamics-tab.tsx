import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvFile } from '../../../../lib/csv';
import { formatDay } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import { saveFile } from '../../../../lib/save-file';
import { QueryView } from '../../../../components/query-view';
import { useGrazingDynamics, type PlotDay } from '../../../telemetry/api/get-grazing-dynamics';
import {
  busiestPlot,
  daysOf,
  OCCUPANCY_METRICS,
  occupancyGrid,
  occupancyRecords,
  type OccupancyGrid,
  type OccupancyMetric,
} from './occupancy';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { dynamicsFilter, WHOLE_SETTLEMENT } from '../../workspace/herd-filter';
import { useRangeWindow } from '../../workspace/range-window';
import { useTelemetryView } from '../../workspace/telemetry-view';
import { useAnimalIds, useHerdAnimals } from '../../workspace/use-herd-animals';
import touch from '../../components/touch.module.css';
import { HerdFilterFields } from './herd-filter-fields';
import { OccupancyTable } from './occupancy-table';
import { ReplayStart } from './replay-start';

/** The grid told in words: the range's totals and the busiest plot. */
function useSummary(grid: OccupancyGrid, plotName: (plotId: string) => string): string {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const busiest = busiestPlot(grid);
  const totals = t('telemetry.dynamics.summary', {
    from: formatDay(grid.days[0]!, i18n.language),
    to: formatDay(grid.days[grid.days.length - 1]!, i18n.language),
    animalHours: number(grid.animalHours),
    grazingHours: number(grid.grazingHours),
  });
  if (!busiest) return totals;
  return `${totals} ${t('telemetry.dynamics.busiest', {
    plot: plotName(busiest.plotId),
    animalHours: number(busiest.animalHours),
    share: formatNumber((busiest.animalHours / grid.animalHours) * 100, i18n.language, 0),
  })}`;
}

function Occupancy({ grid }: { grid: OccupancyGrid }) {
  const { t } = useTranslation();
  const { plots } = useFarmWorkspace();
  const [metric, setMetric] = useState<OccupancyMetric>('animalHours');
  const plotInfo = useMemo(
    () => new Map((plots.data ?? []).map((plot) => [plot._id, { name: plot.name, color: plot.color }])),
    [plots.data],
  );
  const plotName = (plotId: string) => plotInfo.get(plotId)?.name ?? t('telemetry.dynamics.unknownPlot');
  const summary = useSummary(grid, plotName);

  const download = () => {
    const header = ['plot', 'day', 'animals', 'animalHours', 'grazingHours'].map((column) =>
      t(`telemetry.dynamics.columns.${column}`),
    );
    const name = t('telemetry.dynamics.fileName', {
      from: grid.days[0],
      to: grid.days[grid.days.length - 1],
    });
    saveFile(csvFile([header, ...occupancyRecords(grid, plotName)], name), name);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          size="xs"
          radius="xl"
          className={touch.segments}
          aria-label={t('telemetry.dynamics.metric')}
          value={metric}
          onChange={(value) => setMetric(value as OccupancyMetric)}
          data={OCCUPANCY_METRICS.map((value) => ({
            value,
            label: t(`telemetry.dynamics.metrics.${value}`),
          }))}
        />
        <Button size="xs" variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
          {t('telemetry.dynamics.download')}
        </Button>
      </Group>
      <OccupancyTable
        grid={grid}
        metric={metric}
        plots={plotInfo}
        title={t(`telemetry.dynamics.titles.${metric}`)}
      />
      <Text size="xs" c="dimmed" data-testid="occupancy-summary">
        {summary}
      </Text>
    </Stack>
  );
}

interface PlotDaysViewProps {
  plotDays: PlotDay[];
  days: string[];
  /** The plots listed even when nobody used them. */
  plotIds: string[];
  /** A roundup was chosen whose animals have no collar that reported. */
  noCollars: boolean;
}

/** The occupancy grid, or what its emptiness means and the way back to the whole settlement. */
function PlotDaysView({ plotDays, days, plotIds, noCollars }: PlotDaysViewProps) {
  const { t } = useTranslation();
  const { filter, setFilter } = useTelemetryView();
  const grid = useMemo(() => occupancyGrid(plotDays, days, plotIds), [plotDays, days, plotIds]);
  if (grid.animalHours > 0) return <Occupancy grid={grid} />;
  return (
    <Stack gap={6} data-testid="occupancy-empty">
      <Text size="sm" fw={600}>
        {t(noCollars ? 'telemetry.dynamics.noCollars' : 'telemetry.dynamics.empty')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('telemetry.dynamics.emptyHint')}
      </Text>
      {filter.kind !== 'settlement' && (
        <Group>
          <Button size="xs" variant="default" onClick={() => setFilter(WHOLE_SETTLEMENT)}>
            {t('telemetry.dynamics.wholeSettlement')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The grazing dynamics bottom panel (spec §2): each plot's occupancy per day over the top bar's
 * range, for the whole settlement or one plot, roundup or animal, and the replay of those animals.
 */
export function GrazingDynamicsTab() {
  const { t } = useTranslation();
  const { settlement, plots } = useFarmWorkspace();
  const { filter } = useTelemetryView();
  const window = useRangeWindow();
  const dynamics = useGrazingDynamics(settlement._id, window, dynamicsFilter(filter));
  const { filtered } = useHerdAnimals();
  const placedIds = useAnimalIds(filtered.filter((animal) => animal.ts !== null));
  const offset = settlement.utcOffsetMinutes;
  const days = useMemo(() => daysOf(window.fromDate, window.toDate, offset), [window, offset]);
  // The whole settlement lists every plot (one nobody used rested); a roundup or an animal, where it went.
  const plotIds = useMemo(() => {
    if (filter.kind === 'settlement') return (plots.data ?? []).map((plot) => plot._id);
    return filter.kind === 'plot' && filter.id ? [filter.id] : [];
  }, [filter, plots.data]);

  return (
    <Stack gap="md" data-testid="grazing-dynamics">
      <HerdFilterFields />
      <QueryView query={dynamics} loading={<Skeleton h={120} />} failed={t('telemetry.dynamics.failed')}>
        {(plotDays) => (
          <PlotDaysView
            plotDays={plotDays}
            days={days}
            plotIds={plotIds}
            noCollars={filter.kind === 'roundup' && filter.id !== null && placedIds.length === 0}
          />
        )}
      </QueryView>
      <ReplayStart animalIds={placedIds} window={window} />
    </Stack>
  );
}
