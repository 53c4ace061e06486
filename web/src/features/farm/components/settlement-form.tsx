import { zodResolver } from '@hookform/resolvers/zod';
import { Accordion, Group, Select, TextInput } from '@mantine/core';
import { DEFAULT_LOCATION } from '@tropero/shared/constants';
import {
  alertParamsSchema,
  settlementBodySchema,
  type Settlement,
  type SettlementBody,
} from '@tropero/shared/farm';
import { DEFAULT_HERD_TYPE, HERD_TYPES } from '@tropero/shared/heat-stress';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RecordForm } from '../../../components/form/record-form';
import { AlertParamsFields } from './alert-params-fields';
import { LocationFields } from './location-fields';
import { useFieldProps } from '../../../components/form/use-field-props';

type SettlementValues = z.input<typeof settlementBodySchema>;

/** Whole-hour offsets from UTC−12 to UTC+14; Argentina is −3 (spec §9). */
const OFFSET_HOURS = Array.from({ length: 27 }, (_, index) => index - 12);

const formatOffset = (hours: number) => `UTC${hours < 0 ? '−' : '+'}${Math.abs(hours)}`;

function initialValues(settlement?: Settlement): SettlementValues {
  return {
    name: settlement?.name ?? '',
    location: settlement?.location ?? { lat: DEFAULT_LOCATION.lat, lng: DEFAULT_LOCATION.lng },
    establishmentCode: settlement?.establishmentCode ?? '',
    utcOffsetMinutes: settlement?.utcOffsetMinutes ?? -180,
    herdType: settlement?.herdType ?? DEFAULT_HERD_TYPE,
    alertParams: settlement?.alertParams ?? alertParamsSchema.parse({}),
  };
}

interface SettlementFormProps {
  /** The settlement to edit; without it the form creates one. */
  settlement?: Settlement;
  onSubmit: (body: SettlementBody) => Promise<unknown>;
  onCancel?: () => void;
}

/** Create or edit a settlement: name, location, establishment code, time zone, herd type and alert parameters. */
export function SettlementForm({ settlement, onSubmit, onCancel }: SettlementFormProps) {
  const { t } = useTranslation();
  const form = useForm<SettlementValues, unknown, SettlementBody>({
    resolver: zodResolver(settlementBodySchema),
    defaultValues: initialValues(settlement),
  });
  const {
    control,
    formState: { errors },
  } = form;
  const field = useFieldProps(form);
  // An empty code is no code: leave it out rather than store an empty string.
  const save = ({ establishmentCode, ...body }: SettlementBody) =>
    onSubmit({ ...body, ...(establishmentCode ? { establishmentCode } : {}) });

  return (
    <RecordForm
      form={form}
      onSubmit={save}
      confirmEdit={Boolean(settlement)}
      failureTitle={t(settlement ? 'http.failure.update' : 'http.failure.save')}
      onCancel={onCancel}
      submitLabel={t(settlement ? 'farm.actions.saveChanges' : 'farm.settlements.create')}
    >
      <TextInput
        label={t('farm.settlements.fields.name')}
        description={t('farm.fields.nameHint')}
        required
        data-autofocus
        {...field('name')}
      />
      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <LocationFields
            value={field.value}
            onChange={field.onChange}
            errors={{ lat: errors.location?.lat?.message, lng: errors.location?.lng?.message }}
          />
        )}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={t('farm.settlements.fields.establishmentCode')}
          description={t('farm.settlements.fields.establishmentCodeHint')}
          {...field('establishmentCode')}
        />
        <Controller
          control={control}
          name="utcOffsetMinutes"
          render={({ field }) => (
            <Select
              label={t('farm.settlements.fields.timeZone')}
              description={t('farm.settlements.fields.timeZoneHint')}
              data={OFFSET_HOURS.map((hours) => ({
                value: String(hours * 60),
                label: formatOffset(hours),
              }))}
              value={String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              allowDeselect={false}
            />
          )}
        />
      </Group>
      <Controller
        control={control}
        name="herdType"
        render={({ field }) => (
          <Select
            label={t('farm.settlements.fields.herdType')}
            description={t('farm.settlements.fields.herdTypeHint')}
            data={HERD_TYPES.map((type) => ({
              value: type,
              label: t(`farm.settlements.herdTypes.${type}`),
            }))}
            value={field.value}
            onChange={(value) => value && field.onChange(value)}
            allowDeselect={false}
            error={errors.herdType?.message && t(errors.herdType.message)}
          />
        )}
      />
      <Accordion variant="contained" defaultValue={null}>
        <Accordion.Item value="alerts">
          <Accordion.Control>{t('farm.alertParams.title')}</Accordion.Control>
          <Accordion.Panel>
            <AlertParamsFields control={control} errors={errors.alertParams} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </RecordForm>
  );
}
