import { Button, Group } from '@mantine/core';
import { IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import { useDownloadBatchFile, type BatchFile } from '../api/download-batch-file';

/** The batch's printable labels (PDF) and its identifiers and codes (CSV). */
export function BatchFiles({ batchId }: { batchId: string }) {
  const { t } = useTranslation();
  const download = useDownloadBatchFile();
  const get = (file: BatchFile) =>
    download.mutate(
      { id: batchId, file },
      { onSuccess: (downloaded) => saveFile(downloaded, `${file.replace('.', `-${batchId}.`)}`) },
    );
  const loading = (file: BatchFile) => download.isPending && download.variables?.file === file;
  return (
    <Group gap="sm">
      <Button
        leftSection={<IconPrinter size={16} />}
        loading={loading('labels.pdf')}
        onClick={() => get('labels.pdf')}
      >
        {t('deviceFactory.files.labels')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={16} />}
        loading={loading('devices.csv')}
        onClick={() => get('devices.csv')}
      >
        {t('deviceFactory.files.csv')}
      </Button>
    </Group>
  );
}
