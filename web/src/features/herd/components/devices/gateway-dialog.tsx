import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { gatewayBodySchema } from '@tropero/shared/herd';
import type { Settlement } from '@tropero/shared/farm';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RecordForm } from '../../../../components/form/record-form';
import { useFieldProps } from '../../../../components/form/use-field-props';
import { useCreateGateway, type GatewayBody } from '../../api/create-gateway';
import type { IssuedKey } from './ingest-key-notice';
import { MONOSPACE_INPUT } from '../../../../components/list/data-table';
import { settlementOptions } from '../../settlement-options';

type GatewayInput = z.input<typeof gatewayBodySchema>;
interface GatewayFormValues {
  identifier: string;
  name: string;
  settlementId: string | null;
  lat: number | string;
  lng: number | string;
}

const numberOrUndefined = (value: number | string) => (typeof value === 'number' ? value : undefined);

function toGatewayInput(values: GatewayFormValues): GatewayInput {
  const lat = numberOrUndefined(values.lat);
  const lng = numberOrUndefined(values.lng);
  return {
    identifier: values.identifier,
    name: values.name,
    settlementId: values.settlementId,
    ...(lat !== undefined && lng !== undefined && { location: { lat, lng } }),
  };
}

interface GatewayDialogProps {
  opened: boolean;
  settlements: Settlement[];
  onClose: () => void;
  onCreated: (issued: IssuedKey) => void;
}

/** A new gateway (identifier, name, settlement, optional location); its key is shown once after. */
export function GatewayDialog({ opened, settlements, onClose, onCreated }: GatewayDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('herd.gateways.newTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <GatewayForm settlements={settlements} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

const resolveBody = zodResolver(gatewayBodySchema);

function GatewayForm({ settlements, onClose, onCreated }: Omit<GatewayDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const create = useCreateGateway();
  const form = useForm<GatewayFormValues, unknown, GatewayBody>({
    resolver: (values, context, options) =>
      resolveBody(toGatewayInput(values), context, options as never) as never,
    defaultValues: { identifier: '', name: '', settlementId: settlements[0]?._id ?? null, lat: '', lng: '' },
  });
  const {
    control,
    formState: { errors },
  } = form;
  const message = (key?: string) => key && t(key);
  const field = useFieldProps(form);
  const save = async (body: GatewayBody) => {
    const created = await create.mutateAsync(body);
    onClose();
    onCreated({ identifier: created.gateway.identifier, ingestKey: created.ingestKey, created: true });
  };

  return (
    <RecordForm
      form={form}
      onSubmit={save}
      failureTitle={t('http.failure.save')}
      onCancel={onClose}
      submitLabel={t('herd.gateways.create')}
    >
      <TextInput
        label={t('herd.gateways.fields.identifier')}
        description={t('validation.mac')}
        required
        data-autofocus
        styles={MONOSPACE_INPUT}
        maxLength={20}
        {...field('identifier')}
      />
      <TextInput
        label={t('herd.gateways.fields.name')}
        description={t('validation.name')}
        required
        maxLength={50}
        {...field('name')}
      />
      <Controller
        control={control}
        name="settlementId"
        render={({ field }) => (
          <Select
            label={t('herd.fields.settlement')}
            data={settlementOptions(settlements)}
            value={field.value}
            onChange={field.onChange}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <SimpleGrid cols={2} spacing="sm">
        {(['lat', 'lng'] as const).map((axis) => (
          <Controller
            key={axis}
            control={control}
            name={axis}
            render={({ field }) => (
              <NumberInput
                label={t(`herd.gateways.fields.${axis}`)}
                decimalScale={6}
                min={axis === 'lat' ? -90 : -180}
                max={axis === 'lat' ? 90 : 180}
                value={field.value}
                onChange={field.onChange}
                error={message(errors[axis]?.message)}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </RecordForm>
  );
}
