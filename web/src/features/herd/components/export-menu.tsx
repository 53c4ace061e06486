import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useExportHerd, type ExportRequest } from '../api/export-herd';
import type { SheetFormat } from '../api/download-import-template';
import { saveFile } from '../../../lib/save-file';

type ExportListing = Omit<ExportRequest, 'format'>;

/** Downloads what the list shows (all pages, its filters and order), as CSV or XLSX. */
export function ExportMenu({ listing }: { listing: ExportListing }) {
  const { t } = useTranslation();
  const exporter = useExportHerd();
  const download = (format: SheetFormat) =>
    exporter.mutate({ ...listing, format } as ExportRequest, {
      onSuccess: (file) => saveFile(file, `${listing.kind}.${format}`),
      onError: () => void notify('error', t('herd.export.failed')),
    });
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporter.isPending}>
          {t('herd.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('herd.export.hint')}</Menu.Label>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => download('xlsx')}>
          {t('herd.export.xlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => download('csv')}>
          {t('herd.export.csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
