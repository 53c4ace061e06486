import { Checkbox, Group, Input, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  DEVICE_TYPES,
  IDENTIFIER_TYPES,
  SIGNAL_KINDS,
  TECHNOLOGIES,
  type Device,
  type DeviceBody,
  type DeviceType,
} from '@tropero/shared/herd';
import type { Settlement } from '@tropero/shared/farm';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordForm } from '../../../../components/form/record-form';
import { useFieldProps } from '../../../../components/form/use-field-props';
import { AnimalPicker } from './animal-picker';
import { deviceFormResolver, deviceFormValues, type DeviceFormValues } from './device-form-values';
import { deviceTypeLabel, FIXED_POINT } from './device-labels';
import { MONOSPACE_INPUT } from '../../../../components/list/data-table';
import { settlementOptions } from '../../settlement-options';

interface DeviceFormProps {
  device?: Device;
  settlements: Settlement[];
  defaultSettlementId: string;
  /** A new device's identifier, when it is known already. */
  initialIdentifier?: string;
  onSubmit: (body: DeviceBody) => Promise<unknown>;
  onCancel?: () => void;
}

/** Create or edit a device (spec §3): type, identifier, firmware, technology, signals, settlement, animal. */
export function DeviceForm({
  device,
  settlements,
  defaultSettlementId,
  initialIdentifier,
  onSubmit,
  onCancel,
}: DeviceFormProps) {
  const { t } = useTranslation();
  const [animalLabel, setAnimalLabel] = useState(device?.animalCaravana ?? null);
  const form = useForm<DeviceFormValues, unknown, DeviceBody>({
    resolver: deviceFormResolver(device),
    defaultValues: deviceFormValues(device, defaultSettlementId, initialIdentifier),
  });
  const {
    control,
    setValue,
    formState: { errors },
  } = form;
  const [type, settlementId] = useWatch({ control, name: ['type', 'settlementId'] });
  const fixedPoint = type === FIXED_POINT;
  const message = (key?: string) => key && t(key);
  const field = useFieldProps(form);

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      confirmEdit={device !== undefined}
      failureTitle={t(device ? 'http.failure.update' : 'http.failure.save')}
      onCancel={onCancel}
      submitLabel={t(device ? 'herd.actions.saveChanges' : 'herd.devices.create')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('herd.devices.fields.type')}
              required
              data={DEVICE_TYPES.map((value) => ({ value, label: t(deviceTypeLabel(value)) }))}
              value={field.value}
              onChange={(value) => {
                field.onChange(value ?? field.value);
                if (value === FIXED_POINT) setValue('animalId', '');
              }}
              allowDeselect={false}
              error={message(errors.type?.message)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="identifierType"
          render={({ field }) => (
            <Input.Wrapper
              label={t('herd.devices.fields.identifierType')}
              labelProps={{ id: 'device-identifier-type' }}
            >
              <SegmentedControl
                aria-labelledby="device-identifier-type"
                fullWidth
                value={field.value}
                onChange={field.onChange}
                data={IDENTIFIER_TYPES.map((value) => ({ value, label: value }))}
              />
            </Input.Wrapper>
          )}
        />
        <TextInput
          label={t('herd.devices.fields.identifier')}
          description={t('validation.mac')}
          required
          data-autofocus
          autoComplete="off"
          maxLength={20}
          styles={MONOSPACE_INPUT}
          {...field('identifier')}
        />
        <TextInput
          label={t('herd.devices.fields.firmware')}
          description={t('herd.devices.form.firmwareHint')}
          autoComplete="off"
          maxLength={20}
          {...field('firmware')}
        />
        <Controller
          control={control}
          name="technology"
          render={({ field }) => (
            <Select
              label={t('herd.devices.fields.technology')}
              data={TECHNOLOGIES.map((value) => ({ value, label: value }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              clearable
              error={message(errors.technology?.message)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="settlementId"
          render={({ field }) => (
            <Select
              label={t('herd.fields.settlement')}
              data={settlementOptions(settlements)}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                setValue('animalId', '');
                setAnimalLabel(null);
              }}
              clearable
              placeholder={t('herd.devices.form.noSettlement')}
              error={message(errors.settlementId?.message)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="signals"
        render={({ field }) => (
          <Checkbox.Group
            label={t('herd.devices.fields.signals')}
            value={field.value}
            onChange={field.onChange}
            error={message(errors.signals?.message)}
          >
            <Group gap="lg" mt={6}>
              {SIGNAL_KINDS.map((signal) => (
                <Checkbox key={signal} value={signal} label={t(`herd.signals.${signal}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={control}
        name="animalId"
        render={({ field }) => (
          <AnimalPicker
            value={fixedPoint ? '' : field.value}
            currentLabel={animalLabel}
            settlementId={settlementId}
            onChange={(id, caravana) => {
              field.onChange(id);
              setAnimalLabel(caravana);
            }}
            disabled={fixedPoint}
            description={
              fixedPoint
                ? t('herd.devices.form.fixedPointNoAnimal')
                : t('herd.devices.form.animalHint', { type: t(deviceTypeLabel(type as DeviceType)) })
            }
            error={message(errors.animalId?.message)}
          />
        )}
      />
    </RecordForm>
  );
}
