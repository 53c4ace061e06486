import { Loader, Radio, Select, Stack, Switch, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { HEATMAP_SCOPES, type HeatmapScope } from '../../workspace/herd-filter';
import { useTelemetryView } from '../../workspace/telemetry-view';
import { useHerdAnimals } from '../../workspace/use-herd-animals';
import { useScopedHeatmap } from '../../workspace/use-scoped-heatmap';
import touch from '../../components/touch.module.css';
import { HerdFilterFields } from './herd-filter-fields';

/** What the heat map shows now: loading, failed, waiting for a choice, empty, or how many cells. */
function HeatmapStatus({ waiting }: { waiting: string | null }) {
  const { t, i18n } = useTranslation();
  const { range } = useFarmWorkspace();
  const heatmap = useScopedHeatmap();
  const rangeNote = t('telemetry.heatmap.range', { range: t(`dashboard.ranges.${range}`) });
  let status;
  if (waiting) status = waiting;
  else if (heatmap.isError) status = t('telemetry.heatmap.failed');
  else if (heatmap.isPending) return <Loader size="xs" aria-label={t('telemetry.heatmap.loading')} />;
  else if (heatmap.data.cells.length === 0) status = t('telemetry.heatmap.empty');
  else
    status = t('telemetry.heatmap.cells', {
      count: heatmap.data.cells.length,
      cells: formatNumber(heatmap.data.cells.length, i18n.language),
    });
  return (
    <Text
      size="xs"
      c={heatmap.isError && !waiting ? 'danger.8' : 'dimmed'}
      role="status"
      data-testid="heatmap-status"
    >
      {status} · {rangeNote}
    </Text>
  );
}

/**
 * The heat map action's card: shows the heat map over the top bar's range, for the whole
 * settlement, one plot (the one selected on the map to begin with) or the filtered animals.
 */
export function HeatmapPanel() {
  const { t } = useTranslation();
  const { plots, selection } = useFarmWorkspace();
  const { heatmap, setHeatmap } = useTelemetryView();
  const animals = useHerdAnimals().filtered;
  // Opening the card turns the heat map on.
  useEffect(() => {
    setHeatmap(
      heatmap.plotId === null && selection?.kind === 'plot'
        ? { shown: true, plotId: selection.id }
        : { shown: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once, when the card opens: later choices are the user's.
  }, []);

  const waiting =
    heatmap.scope === 'plot' && !heatmap.plotId
      ? t('telemetry.heatmap.choosePlot')
      : heatmap.scope === 'animals' && animals.length === 0
        ? t('telemetry.heatmap.noAnimals')
        : null;

  return (
    <Stack gap="sm">
      <Switch
        label={t('telemetry.heatmap.show')}
        checked={heatmap.shown}
        onChange={(event) => setHeatmap({ shown: event.currentTarget.checked })}
      />
      <Radio.Group
        label={t('telemetry.heatmap.scope')}
        value={heatmap.scope}
        className={touch.choices}
        onChange={(scope) => setHeatmap({ scope: scope as HeatmapScope, shown: true })}
      >
        <Stack gap={8} mt={6}>
          {HEATMAP_SCOPES.map((scope) => (
            <Radio key={scope} value={scope} label={t(`telemetry.heatmap.scopes.${scope}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {heatmap.scope === 'plot' && (
        <Select
          label={t('telemetry.filter.choose.plot')}
          data={(plots.data ?? []).map((plot) => ({ value: plot._id, label: plot.name }))}
          value={heatmap.plotId}
          onChange={(plotId) => setHeatmap({ plotId })}
          className={touch.field}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {heatmap.scope === 'animals' && (
        <Stack gap={4}>
          <HerdFilterFields />
          <Text size="xs" c="dimmed">
            {t('telemetry.heatmap.animals', { count: animals.length })}
          </Text>
        </Stack>
      )}
      {heatmap.shown && <HeatmapStatus waiting={waiting} />}
    </Stack>
  );
}
