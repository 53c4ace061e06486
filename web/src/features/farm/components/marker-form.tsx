import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Select, TextInput } from '@mantine/core';
import { MARKER_TYPES, markerBodySchema } from '@tropero/shared/farm';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MarkerTypeIcon } from '../../../components/marker-type-icon';
import { RecordForm } from '../../../components/form/record-form';
import { useFieldProps } from '../../../components/form/use-field-props';

const markerFieldsSchema = markerBodySchema.pick({ type: true, name: true });
export type MarkerFields = z.output<typeof markerFieldsSchema>;

interface MarkerFormProps {
  initial?: Partial<MarkerFields>;
  onSubmit: (fields: MarkerFields) => Promise<unknown>;
  submitLabel: string;
  /** The submit waits for this (e.g. a place on the map). */
  ready?: boolean;
  onCancel?: () => void;
  children?: ReactNode;
}

/** A farm marker's type (one of the nine of spec §3) and optional name. */
export function MarkerForm({
  initial,
  onSubmit,
  submitLabel,
  ready = true,
  onCancel,
  children,
}: MarkerFormProps) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof markerFieldsSchema>, unknown, MarkerFields>({
    resolver: zodResolver(markerFieldsSchema),
    defaultValues: { type: 'drinker', ...initial, name: initial?.name ?? undefined },
  });
  const { control } = form;
  const field = useFieldProps(form);

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      confirmEdit={initial !== undefined}
      gap="sm"
      failureTitle={t('http.failure.save')}
      onCancel={onCancel}
      submitLabel={submitLabel}
      disabled={!ready}
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Select
            label={t('farm.markers.type')}
            data={MARKER_TYPES.map((type) => ({ value: type, label: t(`farm.markerTypes.${type}`) }))}
            value={field.value}
            onChange={(value) => value && field.onChange(value)}
            leftSection={<MarkerTypeIcon type={field.value} size={18} />}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <MarkerTypeIcon type={option.value as MarkerFields['type']} size={18} />
                {option.label}
              </Group>
            )}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <TextInput
        label={t('farm.markers.name')}
        description={t('farm.markers.nameHint')}
        {...field('name', { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) })}
      />
      {children}
    </RecordForm>
  );
}
