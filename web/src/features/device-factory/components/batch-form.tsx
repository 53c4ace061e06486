import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import {
  FACTORY_DEVICE_TYPES,
  MAX_BATCH_LIST_CHARS,
  type BatchCreated,
  type BatchBody,
} from '@tropero/shared/contracts/device-factory';
import { TECHNOLOGIES } from '@tropero/shared/herd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { MONOSPACE_INPUT } from '../../../components/list/data-table';
import { LabelledSegments } from '../../../components/form/labelled-segments';
import { RequestFailure } from '../../../components/request-failure';
import { useCreateBatch } from '../api/create-batch';

type Source = 'range' | 'list' | 'file';
const LINE_ERROR = /^identifiers\.text\.(\d+)$/;

/** A production batch: type, technology, firmware, and identifiers as a range, typed or imported. */
export function BatchForm({ onCreated }: { onCreated: (batch: BatchCreated) => void }) {
  const { t } = useTranslation();
  const create = useCreateBatch();
  const [deviceType, setDeviceType] = useState<string>('COLLAR');
  const [technology, setTechnology] = useState<string>('LoRaWAN');
  const [firmware, setFirmware] = useState('');
  const [source, setSource] = useState<Source>('range');
  const [first, setFirst] = useState('');
  const [quantity, setQuantity] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileTooLarge, setFileTooLarge] = useState(false);

  const errors = isApiError(create.error) ? create.error.fieldErrors : {};
  const fieldError = (name: string) => (errors[name] ? t(errors[name]!) : undefined);
  const lineErrors = Object.entries(errors).flatMap(([field, key]) => {
    const match = LINE_ERROR.exec(field);
    return match ? [{ line: Number(match[1]) + 1, message: t(key) }] : [];
  });
  const listError = fieldError('identifiers.text') ?? fieldError('identifiers');

  const pickFile = async (picked: File | null) => {
    setFile(picked);
    setFileTooLarge(false);
    if (!picked) return;
    if (picked.size > MAX_BATCH_LIST_CHARS) {
      setFileTooLarge(true);
      return;
    }
    setText(await picked.text());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const identifiers: BatchBody['identifiers'] =
      source === 'range' ? { source: 'range', first, quantity } : { source: 'list', text };
    create.mutate(
      {
        deviceType: deviceType as BatchBody['deviceType'],
        technology: technology as BatchBody['technology'],
        firmware,
        identifiers,
      },
      { onSuccess: onCreated },
    );
  };

  const otherFailure = Object.keys(errors).length === 0 ? create.error : null;
  return (
    <form onSubmit={submit} noValidate aria-label={t('deviceFactory.form.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          <Select
            label={t('deviceFactory.fields.deviceType')}
            required
            data={FACTORY_DEVICE_TYPES.map((value) => ({
              value,
              label: t(`deviceFactory.deviceTypes.${value}`),
            }))}
            value={deviceType}
            onChange={(value) => value && setDeviceType(value)}
            allowDeselect={false}
            error={fieldError('deviceType')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('deviceFactory.fields.technology')}
            required
            data={[...TECHNOLOGIES]}
            value={technology}
            onChange={(value) => value && setTechnology(value)}
            allowDeselect={false}
            error={fieldError('technology')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('deviceFactory.fields.firmware')}
            required
            value={firmware}
            onChange={(event) => setFirmware(event.currentTarget.value)}
            error={fieldError('firmware')}
            maxLength={20}
            placeholder="2.1.0"
          />
        </SimpleGrid>
        <LabelledSegments
          id="batch-source"
          label={t('deviceFactory.form.identifiers')}
          value={source}
          onChange={setSource}
          data={[
            { value: 'range', label: t('deviceFactory.form.range') },
            { value: 'list', label: t('deviceFactory.form.list') },
            { value: 'file', label: t('deviceFactory.form.file') },
          ]}
          fullWidth
          gap={6}
        />
        {source === 'range' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('deviceFactory.fields.first')}
              description={t('deviceFactory.form.firstHint')}
              required
              value={first}
              onChange={(event) => setFirst(event.currentTarget.value)}
              error={fieldError('identifiers.first')}
              styles={MONOSPACE_INPUT}
              maxLength={20}
              spellCheck={false}
              autoComplete="off"
            />
            <TextInput
              label={t('deviceFactory.fields.quantity')}
              description={t('deviceFactory.form.quantityHint')}
              required
              inputMode="numeric"
              value={quantity}
              onChange={(event) => setQuantity(event.currentTarget.value)}
              error={fieldError('identifiers.quantity')}
              maxLength={5}
            />
          </SimpleGrid>
        )}
        {source === 'file' && (
          <FileInput
            label={t('deviceFactory.form.fileLabel')}
            description={t('deviceFactory.form.fileHint')}
            accept=".csv,.txt,text/csv,text/plain"
            leftSection={<IconFileUpload size={16} />}
            value={file}
            onChange={(picked) => void pickFile(picked)}
            error={fileTooLarge ? t('validation.fileTooLarge') : undefined}
            clearable
          />
        )}
        {source !== 'range' && (
          <Textarea
            label={t('deviceFactory.form.listLabel')}
            description={t('deviceFactory.form.listHint')}
            required
            rows={6}
            resize="vertical"
            styles={MONOSPACE_INPUT}
            spellCheck={false}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={listError}
          />
        )}
        {lineErrors.length > 0 && (
          <Alert color="danger" title={t('deviceFactory.form.lineErrors')} role="alert">
            <List size="sm">
              {lineErrors.slice(0, 20).map(({ line, message }) => (
                <List.Item key={line}>{t('deviceFactory.form.lineError', { line, message })}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <RequestFailure error={otherFailure} title={t('http.failure.save')} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('deviceFactory.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
