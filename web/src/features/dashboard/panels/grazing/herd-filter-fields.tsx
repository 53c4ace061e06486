import { Group, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { HERD_FILTER_KINDS, type HerdFilterKind } from '../../workspace/herd-filter';
import { useTelemetryView } from '../../workspace/telemetry-view';
import { useHerdAnimals } from '../../workspace/use-herd-animals';
import touch from '../../components/touch.module.css';
import classes from './grazing.module.css';

/**
 * Whose data to see: the whole settlement, or one plot, roundup or animal (spec §2). Choosing a
 * kind starts from what is selected on the map, when it is of that kind.
 */
export function HerdFilterFields() {
  const { t } = useTranslation();
  const { plots, selection } = useFarmWorkspace();
  const { filter, setFilter, roundups } = useTelemetryView();
  const { all } = useHerdAnimals();

  const options = {
    settlement: [],
    plot: (plots.data ?? []).map((plot) => ({ value: plot._id, label: plot.name })),
    roundup: (roundups.data ?? []).map((roundup) => ({ value: roundup._id, label: roundup.name })),
    animal: all
      .map((animal) => ({ value: animal.animalId, label: animal.caravana }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  }[filter.kind];

  const chooseKind = (kind: HerdFilterKind) =>
    setFilter({ kind, id: selection?.kind === kind ? selection.id : null });

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        size="sm"
        radius="xl"
        className={touch.segments}
        aria-label={t('telemetry.filter.label')}
        value={filter.kind}
        onChange={(value) => chooseKind(value as HerdFilterKind)}
        data={HERD_FILTER_KINDS.map((kind) => ({ value: kind, label: t(`telemetry.filter.kinds.${kind}`) }))}
      />
      {filter.kind !== 'settlement' && (
        <Select
          size="sm"
          className={`${classes.item} ${touch.field}`}
          aria-label={t(`telemetry.filter.choose.${filter.kind}`)}
          placeholder={t(`telemetry.filter.choose.${filter.kind}`)}
          data={options}
          value={filter.id}
          onChange={(id) => setFilter({ kind: filter.kind, id })}
          searchable
          limit={100}
          nothingFoundMessage={t('telemetry.filter.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Group>
  );
}
