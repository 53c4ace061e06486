import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '../../../../api/client';
import { notify } from '../../../../lib/notify';
import { saveFile } from '../../../../lib/save-file';
import { useExportHerd } from '../../../herd/api/export-herd';
import {
  useDownloadTelemetry,
  type TelemetryDownloadFormat,
} from '../../../telemetry/api/download-telemetry';
import { useLiveAnimal } from '../../../telemetry/components/live-provider';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { useRangeWindow } from '../../workspace/range-window';
import { DownloadButton, DownloadFormat } from './download-controls';

const WHAT = ['animals', 'devices', 'locations', 'events'] as const;
type What = (typeof WHAT)[number];

const formatsOf = (what: What): TelemetryDownloadFormat[] =>
  what === 'locations' ? ['csv', 'xlsx', 'geojson'] : ['xlsx', 'csv'];

/**
 * The "download data" dashboard action (spec §2): the settlement's animals or devices, or its
 * animals' reported locations or daily events over the top bar's range — all of them, or the
 * animal selected on the map.
 */
export function DownloadDataPanel({ initial = 'animals' }: { initial?: What }) {
  const { t } = useTranslation();
  const { settlement, selection, range } = useFarmWorkspace();
  const window = useRangeWindow();
  const selected = useLiveAnimal(selection?.kind === 'animal' ? selection.id : null);
  const [what, setWhat] = useState<What>(initial);
  const [format, setFormat] = useState<TelemetryDownloadFormat>(formatsOf(initial)[0]!);
  const [onlySelected, setOnlySelected] = useState(Boolean(selected));
  const herd = useExportHerd();
  const telemetry = useDownloadTelemetry();
  const overTime = what === 'locations' || what === 'events';
  const animalIds = onlySelected && selected ? [selected.animalId] : undefined;

  const choose = (next: What) => {
    setWhat(next);
    if (!formatsOf(next).includes(format)) setFormat(formatsOf(next)[0]!);
  };
  const handlers = {
    onSuccess: (file: DownloadedFile) => saveFile(file, `${what}.${format}`),
    onError: () => void notify('error', t('telemetry.downloads.failed')),
  };
  const download = () => {
    if (what === 'animals' || what === 'devices') {
      const sheet = format === 'csv' ? 'csv' : 'xlsx';
      herd.mutate({ kind: what, format: sheet, filters: { settlementId: settlement._id } }, handlers);
    } else {
      telemetry.mutate({ kind: what, format, settlementId: settlement._id, animalIds, ...window }, handlers);
    }
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('telemetry.downloads.what')}
        value={what}
        onChange={(value) => choose(value as What)}
      >
        <Stack gap={6} mt={4}>
          {WHAT.map((id) => (
            <Radio key={id} value={id} label={t(`telemetry.downloads.kinds.${id}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {overTime && (
        <Stack gap={6}>
          <Text size="sm">{t('telemetry.downloads.range', { range: t(`dashboard.ranges.${range}`) })}</Text>
          {selected && (
            <Radio.Group
              label={t('telemetry.downloads.scope')}
              value={onlySelected ? 'selected' : 'all'}
              onChange={(value) => setOnlySelected(value === 'selected')}
            >
              <Stack gap={6} mt={4}>
                <Radio
                  value="all"
                  label={t('telemetry.downloads.allAnimals', { settlement: settlement.name })}
                />
                <Radio
                  value="selected"
                  label={t('telemetry.downloads.selectedAnimal', { caravana: selected.caravana })}
                />
              </Stack>
            </Radio.Group>
          )}
        </Stack>
      )}
      <DownloadFormat formats={formatsOf(what)} value={format} onChange={setFormat} />
      <DownloadButton onClick={download} loading={herd.isPending || telemetry.isPending} />
    </Stack>
  );
}
