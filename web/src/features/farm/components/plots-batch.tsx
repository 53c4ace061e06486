import {
  Button,
  Checkbox,
  Group,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DEFAULT_PLOT_COLOR, type PlotBatch } from '@tropero/shared/farm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import { RequestFailure } from '../../../components/request-failure';
import { today } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import type { CropType, Plot } from '../api/farm-types';
import { ColorPicker, type PlotColor } from './color-picker';
import { ColorSwatch } from './color-swatch';
import { cropTypeOptions } from './crop-form';

export type BatchAction = PlotBatch['action'];

/** Which plots are ticked, kept in the order of the list. */
function usePlotSelection(plots: readonly Plot[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const ids = plots.map((plot) => plot._id).filter((id) => ticked.has(id));
  return {
    ids,
    isTicked: (id: string) => ticked.has(id),
    toggle: (id: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () =>
      setTicked(ids.length === plots.length ? new Set() : new Set(plots.map((plot) => plot._id))),
    clear: () => setTicked(new Set()),
  };
}

interface PlotsBatchProps {
  plots: readonly Plot[];
  cropTypes: readonly CropType[];
  initialAction?: BatchAction;
  /** The settlement's offset from UTC in minutes: a crop assigned starts today there. */
  offsetMinutes: number;
  onSubmit: (batch: PlotBatch) => Promise<{ updated: number }>;
}

/** The "Plots" menu's batch operations: tick several plots, then change their colour, assign a crop or delete them. */
export function PlotsBatch({
  plots,
  cropTypes,
  initialAction = 'color',
  offsetMinutes,
  onSubmit,
}: PlotsBatchProps) {
  const { t, i18n } = useTranslation();
  const selection = usePlotSelection(plots);
  const [action, setAction] = useState<BatchAction>(initialAction);
  const [color, setColor] = useState<PlotColor>(DEFAULT_PLOT_COLOR);
  const [cropTypeId, setCropTypeId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(() => today(new Date(), offsetMinutes));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const count = selection.ids.length;
  const ready = count > 0 && (action !== 'crop' || (cropTypeId !== null && startDate !== ''));

  const batch = (): PlotBatch => {
    const ids = selection.ids;
    if (action === 'color') return { action, ids, color };
    if (action === 'crop') return { action, ids, crop: { cropTypeId: cropTypeId!, startDate } };
    return { action, ids };
  };

  const apply = async () => {
    const names = plots
      .filter((plot) => selection.isTicked(plot._id))
      .map((plot) => plot.name)
      .join(', ');
    const confirmed =
      action === 'delete'
        ? await confirmAction('delete', t('farm.batch.deleteDetails', { count, names }))
        : await confirmAction('update', t('farm.batch.updateDetails', { count, names }));
    if (!confirmed) return;
    setBusy(true);
    setFailure(null);
    try {
      const { updated } = await onSubmit(batch());
      setDone(updated);
      selection.clear();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  if (plots.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('farm.plots.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={action}
        onChange={(value) => {
          setAction(value as BatchAction);
          setDone(null);
        }}
        aria-label={t('farm.batch.action')}
        data={(['color', 'crop', 'delete'] as const).map((value) => ({
          value,
          label: t(`farm.batch.actions.${value}`),
        }))}
      />
      <Checkbox
        label={t('farm.batch.all', { count: plots.length })}
        checked={count === plots.length}
        indeterminate={count > 0 && count < plots.length}
        onChange={selection.toggleAll}
        fw={600}
      />
      <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
        <Stack gap={6} pl="md" role="group" aria-label={t('farm.batch.plots')}>
          {plots.map((plot) => (
            <Checkbox
              key={plot._id}
              checked={selection.isTicked(plot._id)}
              onChange={() => selection.toggle(plot._id)}
              label={
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={plot.color} size={12} />
                  <span>{plot.name}</span>
                  <Text span size="xs" c="dimmed">
                    {t('map.area', { value: formatNumber(plot.areaHa, i18n.language) })}
                  </Text>
                </Group>
              }
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {action === 'color' && (
        <ColorPicker label={t('farm.batch.newColor')} value={color} onChange={setColor} />
      )}
      {action === 'crop' && (
        <Group grow align="flex-start" gap="sm">
          <Select
            label={t('farm.crops.type')}
            placeholder={t('farm.crops.chooseType')}
            data={cropTypeOptions(cropTypes, (group) =>
              t(`farm.crops.groups.${group}`, { defaultValue: group }),
            )}
            value={cropTypeId}
            onChange={setCropTypeId}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            type="date"
            label={t('farm.crops.startDate')}
            value={startDate}
            onChange={(event) => setStartDate(event.currentTarget.value)}
          />
        </Group>
      )}
      {done !== null && (
        <Text size="sm" c="brand.9" role="status">
          {t('farm.batch.done', { count: done })}
        </Text>
      )}
      <RequestFailure error={failure} />
      <Group justify="flex-end">
        <Button
          color={action === 'delete' ? 'danger' : 'brand'}
          disabled={!ready}
          loading={busy}
          onClick={() => void apply()}
        >
          {count === 0 ? t('farm.batch.chooseFirst') : t(`farm.batch.apply.${action}`, { count })}
        </Button>
      </Group>
    </Stack>
  );
}
