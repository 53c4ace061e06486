import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import type { BatchCode } from '@tropero/shared/contracts/device-factory';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import { useDownloadBatchFile, type BatchFile } from '../api/download-batch-file';

/**
 * The batch's printable labels (PDF) and its devices (CSV). Given the codes just shown (creation or
 * regeneration), the files carry them, and a note says this is the only time.
 */
export function BatchFiles({ batchId, codes }: { batchId: string; codes?: BatchCode[] }) {
  const { t } = useTranslation();
  const download = useDownloadBatchFile();
  const get = (file: BatchFile) =>
    download.mutate(
      { id: batchId, file, codes },
      { onSuccess: (downloaded) => saveFile(downloaded, `${file.replace('.', `-${batchId}.`)}`) },
    );
  const loading = (file: BatchFile) => download.isPending && download.variables?.file === file;
  return (
    <Stack gap="sm">
      {codes && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={20} />}
          title={t('deviceFactory.files.onceTitle')}
        >
          {t('deviceFactory.files.once', { count: codes.length })}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          leftSection={<IconPrinter size={16} />}
          loading={loading('labels.pdf')}
          onClick={() => get('labels.pdf')}
        >
          {t(codes ? 'deviceFactory.files.labels' : 'deviceFactory.files.labelsWithoutCodes')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypeCsv size={16} />}
          loading={loading('devices.csv')}
          onClick={() => get('devices.csv')}
        >
          {t(codes ? 'deviceFactory.files.csv' : 'deviceFactory.files.csvWithoutCodes')}
        </Button>
      </Group>
    </Stack>
  );
}
