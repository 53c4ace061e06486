import {
  Alert,
  Button,
  Group,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconCircleCheck, IconDownload, IconKey } from '@tabler/icons-react';
import { DEVICE_TYPES, TECHNOLOGIES, type DeviceType, type Technology } from '@tropero/shared/herd';
import type { Settlement } from '@tropero/shared/farm';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestFailure } from '../../../../components/request-failure';
import { useFastLoadDevices, type FastLoaded } from '../../api/fast-load-devices';
import { saveFile } from '../../../../lib/save-file';
import { MONOSPACE_INPUT } from '../../../../components/list/data-table';
import { deviceTypeLabel } from './device-labels';
import { FastLoadErrors, lineErrorsOf } from './fast-load-errors';
import { CopyKey } from './ingest-key-notice';
import { ClaimDeviceForm } from './claim-device-form';
import { FormButtons } from '../../../../components/form/form-footer';
import { ScreenDialog } from '../../../../components/screen-dialog';
import { settlementOptions } from '../../settlement-options';

/** What the dialog opens on: identifiers to paste, or one factory device to claim with its code. */
export type FastLoadMode = 'list' | 'claim';

const FIRMWARE = /^[A-Za-z0-9._-]{1,20}$/;

interface FastLoadDialogProps {
  opened: boolean;
  /** The tab it opens on (list by default). */
  mode?: FastLoadMode;
  onClose: () => void;
  settlements: Settlement[];
  defaultSettlementId: string;
}

/** Fast device loading (spec §2): paste or scan MACs, one per line, and create them all at once. */
export function FastLoadDialog({
  opened,
  mode: initialMode = 'list',
  onClose,
  settlements,
  defaultSettlementId,
}: FastLoadDialogProps) {
  const { t } = useTranslation();
  const [chosen, setMode] = useState<FastLoadMode | null>(null);
  const mode = chosen ?? initialMode;
  const close = () => {
    setMode(null);
    onClose();
  };
  return (
    <ScreenDialog opened={opened} onClose={close} title={t('herd.fastLoad.title')}>
      <SegmentedControl
        mb="md"
        fullWidth
        value={mode}
        onChange={(value) => setMode(value as FastLoadMode)}
        aria-label={t('herd.claim.modes')}
        data={[
          { value: 'list', label: t('herd.claim.listMode') },
          { value: 'claim', label: t('herd.claim.claimMode') },
        ]}
      />
      {/* Keyed by the default settlement: it may arrive after the dialog opened from a link. */}
      {opened && mode === 'list' && (
        <FastLoadForm
          key={defaultSettlementId}
          onClose={close}
          settlements={settlements}
          defaultSettlementId={defaultSettlementId}
        />
      )}
      {opened && mode === 'claim' && <ClaimDeviceForm onClose={close} />}
    </ScreenDialog>
  );
}

export function FastLoadForm({
  onClose,
  settlements,
  defaultSettlementId,
}: Omit<FastLoadDialogProps, 'opened' | 'mode'>) {
  const { t } = useTranslation();
  const load = useFastLoadDevices();
  const [identifiers, setIdentifiers] = useState('');
  const [type, setType] = useState<DeviceType>('COLLAR');
  const [firmware, setFirmware] = useState('');
  const [technology, setTechnology] = useState<Technology | null>(null);
  const [settlementId, setSettlementId] = useState<string | null>(defaultSettlementId || null);
  const [missing, setMissing] = useState(false);
  const lineCount = identifiers.split(/\r?\n/).filter((line) => line.trim() !== '').length;
  const firmwareInvalid = firmware.trim() !== '' && !FIRMWARE.test(firmware.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lineCount === 0) {
      setMissing(true);
      return;
    }
    if (firmwareInvalid) return;
    load.mutate({
      identifiers,
      type,
      firmware: firmware.trim() || undefined,
      technology: technology ?? undefined,
      settlementId,
    });
  };

  if (load.data) return <FastLoadDone result={load.data} onClose={onClose} />;
  const lineErrors = lineErrorsOf(load.error);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('herd.fastLoad.identifiers')}
          description={t('herd.fastLoad.identifiersHint')}
          required
          data-autofocus
          rows={8}
          resize="vertical"
          styles={MONOSPACE_INPUT}
          spellCheck={false}
          autoComplete="off"
          value={identifiers}
          onChange={(event) => {
            setIdentifiers(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('herd.fastLoad.noLines') : undefined}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('herd.fastLoad.count', { count: lineCount })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Select
            label={t('herd.devices.fields.type')}
            required
            data={DEVICE_TYPES.map((value) => ({ value, label: t(deviceTypeLabel(value)) }))}
            value={type}
            onChange={(value) => value && setType(value as DeviceType)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('herd.devices.fields.firmware')}
            value={firmware}
            onChange={(event) => setFirmware(event.currentTarget.value)}
            error={firmwareInvalid ? t('validation.firmware') : undefined}
            maxLength={20}
          />
          <Select
            label={t('herd.devices.fields.technology')}
            data={[...TECHNOLOGIES]}
            value={technology}
            onChange={(value) => setTechnology(value as Technology | null)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('herd.fields.settlement')}
            data={settlementOptions(settlements)}
            value={settlementId}
            onChange={setSettlementId}
            clearable
            placeholder={t('herd.devices.form.noSettlement')}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {lineErrors.length > 0 ? (
          <FastLoadErrors lines={lineErrors} />
        ) : (
          <RequestFailure error={load.error} title={t('http.failure.save')} />
        )}
        <FormButtons
          onCancel={onClose}
          submitLabel={t('herd.fastLoad.submit', { count: lineCount })}
          submitting={load.isPending}
        />
      </Stack>
    </form>
  );
}

/** The devices created, each with its ingest key: shown this once, to copy or download. */
function FastLoadDone({ result, onClose }: { result: FastLoaded; onClose: () => void }) {
  const { t } = useTranslation();
  const downloadKeys = () => {
    const csv = [
      'identifier,ingestKey',
      ...result.devices.map((device) => `${device.identifier},${device.ingestKey}`),
    ];
    saveFile(
      { blob: new Blob([`${csv.join('\n')}\n`], { type: 'text/csv' }), filename: null },
      'device-keys.csv',
    );
  };
  return (
    <Stack gap="md">
      <Alert
        color="brand"
        icon={<IconCircleCheck size={20} />}
        title={t('herd.fastLoad.done', { count: result.created })}
        role="status"
      >
        {t('herd.fastLoad.keysOnce')}
      </Alert>
      <ScrollArea.Autosize mah={300} type="auto">
        <Table verticalSpacing={4} fz="sm" aria-label={t('herd.fastLoad.keysTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('herd.devices.fields.identifier')}</Table.Th>
              <Table.Th>{t('herd.key.title')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.devices.map((device) => (
              <Table.Tr key={device._id}>
                <Table.Td ff="monospace">{device.identifier}</Table.Td>
                <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {device.ingestKey}
                </Table.Td>
                <Table.Td>
                  <CopyKey
                    value={device.ingestKey}
                    label={t('herd.key.copyFor', { identifier: device.identifier })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="sm">
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={downloadKeys}>
          {t('herd.fastLoad.downloadKeys')}
        </Button>
        <Button leftSection={<IconKey size={16} />} onClick={onClose}>
          {t('herd.key.saved')}
        </Button>
      </Group>
    </Stack>
  );
}
