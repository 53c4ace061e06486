import { Alert, Button, Code, FileInput, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileSpreadsheet, IconFileUpload, IconDownload } from '@tabler/icons-react';
import { ANIMAL_IMPORT_COLUMNS, DEVICE_IMPORT_COLUMNS } from '@tropero/shared/herd';
import type { Settlement } from '@tropero/shared/farm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useDownloadImportTemplate, type SheetFormat } from '../../api/download-import-template';
import { useImportHerdFile, type ImportKind, type ImportOutcome } from '../../api/import-herd-file';
import { saveFile } from '../../../../lib/save-file';
import { importFailure } from './import-failure';
import { ImportRefusal } from './import-result';
import { UploadProgress } from './upload-progress';
import { ScreenDialog } from '../../../../components/screen-dialog';
import { settlementOptions } from '../../settlement-options';

/** The server's limit (20 MB): a larger file is refused here, before it is sent. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

const COLUMNS: Record<ImportKind, readonly string[]> = {
  animals: ANIMAL_IMPORT_COLUMNS,
  devices: DEVICE_IMPORT_COLUMNS,
};

interface ImportDialogProps {
  kind: ImportKind;
  opened: boolean;
  onClose: () => void;
  /** Devices: where those not on an animal go. */
  settlements?: Settlement[];
}

/** Import from a spreadsheet (spec §3, §5): template, upload with progress, check, then import. */
export function ImportDialog({ kind, opened, onClose, settlements }: ImportDialogProps) {
  const { t } = useTranslation();
  return (
    <ScreenDialog opened={opened} onClose={onClose} title={t(`herd.import.title.${kind}`)}>
      {opened && <ImportSteps kind={kind} onClose={onClose} settlements={settlements} />}
    </ScreenDialog>
  );
}

function TemplateDownloads({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const template = useDownloadImportTemplate(kind);
  const download = (format: SheetFormat) =>
    template.mutate(format, { onSuccess: (file) => saveFile(file, `${kind}-template.${format}`) });
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {t('herd.import.step1')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`herd.import.explanation.${kind}`)}
      </Text>
      <Group gap={6}>
        {COLUMNS[kind].map((column) => (
          <Code key={column}>{column}</Code>
        ))}
      </Group>
      <Group gap="xs">
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={template.isPending && template.variables === format}
            onClick={() => download(format)}
          >
            {t(`herd.import.template.${format}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function ImportSteps({ kind, onClose, settlements = [] }: Omit<ImportDialogProps, 'opened'>) {
  const { t, i18n } = useTranslation();
  const upload = useImportHerdFile(kind);
  const [file, setFile] = useState<File | null>(null);
  const [settlementId, setSettlementId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [checked, setChecked] = useState<number | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const tooLarge = file !== null && file.size > MAX_IMPORT_BYTES;
  const number = (value: number) => formatNumber(value, i18n.language, 0);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    setImported(null);
    upload.reset();
  };

  const send = (dryRun: boolean) => {
    if (!file || tooLarge) return;
    setProgress(0);
    upload.mutate(
      { file, dryRun, settlementId, onProgress: setProgress },
      {
        onSuccess: (outcome: ImportOutcome) => {
          if ('valid' in outcome) setChecked(outcome.valid);
          else setImported(outcome.imported);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  if (imported !== null) {
    return (
      <Stack gap="md">
        <Alert color="brand" icon={<IconCircleCheck size={20} />} title={t('herd.import.done')} role="status">
          {t(`herd.import.imported.${kind}`, { count: imported, formatted: number(imported) })}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => choose(null)}>
            {t('herd.import.another')}
          </Button>
          <Button onClick={onClose}>{t('herd.import.finish')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <TemplateDownloads kind={kind} />
      <Stack gap="xs">
        <Title order={3} size="h6">
          {t('herd.import.step2')}
        </Title>
        <FileInput
          label={t('herd.import.file')}
          description={t('herd.import.fileHint')}
          placeholder={t('herd.import.choose')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={choose}
          clearable
          required
          error={tooLarge ? t('validation.fileTooLarge') : undefined}
        />
        {kind === 'devices' && settlements.length > 0 && (
          <Select
            label={t('herd.import.deviceSettlement')}
            description={t('herd.import.deviceSettlementHint')}
            data={settlementOptions(settlements)}
            value={settlementId}
            onChange={(value) => {
              setSettlementId(value);
              setChecked(null);
            }}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Stack>
      {progress !== null && <UploadProgress fraction={progress} />}
      {checked !== null && !upload.isPending && (
        <Alert
          color="brand"
          icon={<IconCircleCheck size={20} />}
          title={t('herd.import.valid')}
          role="status"
        >
          {t(`herd.import.ready.${kind}`, { count: checked, formatted: number(checked) })}
        </Alert>
      )}
      {upload.error && !upload.isPending && <ImportRefusal failure={importFailure(upload.error)} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('confirm.cancel')}
        </Button>
        {checked === null ? (
          <Button
            onClick={() => send(true)}
            disabled={!file || tooLarge}
            loading={upload.isPending}
            leftSection={<IconFileUpload size={16} />}
          >
            {t('herd.import.check')}
          </Button>
        ) : (
          <Button
            onClick={() => send(false)}
            loading={upload.isPending}
            leftSection={<IconFileUpload size={16} />}
          >
            {t(`herd.import.submit.${kind}`, { count: checked, formatted: number(checked) })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
