import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import { saveFile } from '../../../../lib/save-file';
import { useDownloadAnimalEvents } from '../../../telemetry/api/download-animal-events';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { AnimalPicker, usePickedAnimal } from '../herd/animal-picker';
import { useHerdScope } from '../herd/use-herd-scope';
import { DownloadButton, DownloadFormat } from './download-controls';

const FORMATS = ['xlsx', 'csv'] as const;
type Format = (typeof FORMATS)[number];

/** "Descargar eventos de animales": one animal's timeline over the top bar's range, as XLSX or CSV. */
export default function DownloadAnimalEventsPanel() {
  const { t } = useTranslation();
  const { range } = useFarmWorkspace();
  const { window } = useHerdScope();
  const picked = usePickedAnimal();
  const [format, setFormat] = useState<Format>('xlsx');
  const download = useDownloadAnimalEvents();
  const animal = picked.animal;

  const start = () => {
    if (!animal) return;
    download.mutate(
      { animalId: animal.animalId, format, window },
      {
        onSuccess: (file) => saveFile(file, `${animal.caravana}.${format}`),
        onError: () => void notify('error', t('telemetry.downloads.failed')),
      },
    );
  };

  return (
    <Stack gap="sm">
      <AnimalPicker picked={picked} placeholder={t('history.events.pick')} />
      <Text size="sm">{t('telemetry.downloads.range', { range: t(`dashboard.ranges.${range}`) })}</Text>
      <Text size="xs" c="dimmed">
        {t('history.events.download')}
      </Text>
      <DownloadFormat formats={FORMATS} value={format} onChange={setFormat} />
      <DownloadButton onClick={start} disabled={!animal} loading={download.isPending} />
    </Stack>
  );
}
