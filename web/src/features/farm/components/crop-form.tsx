import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { cropBodySchema, type CropBody } from '@tropero/shared/farm';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RecordForm } from '../../../components/form/record-form';
import { today } from '../../../lib/dates';
import type { Crop, CropType } from '../api/farm-types';
import { useFieldProps } from '../../../components/form/use-field-props';

type CropValues = z.input<typeof cropBodySchema>;

/** An optional field left empty is absent (not an empty string) for the shared schema and the server. */
const optional = { setValueAs: (value: string) => (value === '' ? undefined : value) };

/** Only available types can be chosen (spec §4); grouped as agronomists group them. */
export function cropTypeOptions(cropTypes: readonly CropType[], groupLabel: (group: string) => string) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const type of cropTypes.filter((candidate) => candidate.available)) {
    const items = groups.get(type.group) ?? [];
    items.push({ value: type._id, label: type.name });
    groups.set(type.group, items);
  }
  return [...groups].map(([group, items]) => ({ group: groupLabel(group), items }));
}

interface CropFormProps {
  cropTypes: readonly CropType[];
  /** The crop to edit; a withdrawn type is not offered, so a new one must be chosen. */
  crop?: Crop;
  /** The settlement's offset from UTC in minutes: a new crop starts today there. */
  offsetMinutes: number;
  onSubmit: (crop: CropBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A crop of a plot's history: type, start and end dates, optional quality. */
export function CropForm({ cropTypes, crop, offsetMinutes, onSubmit, onCancel }: CropFormProps) {
  const { t } = useTranslation();
  const form = useForm<CropValues, unknown, CropBody>({
    resolver: zodResolver(cropBodySchema),
    defaultValues: {
      cropTypeId: crop?.available ? crop.cropTypeId : '',
      startDate: crop?.startDate ?? today(new Date(), offsetMinutes),
      endDate: crop?.endDate ?? undefined,
      quality: crop?.quality ?? undefined,
    },
  });
  const {
    control,
    formState: { errors },
  } = form;
  const field = useFieldProps(form);

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      confirmEdit={crop !== undefined}
      gap="sm"
      failureTitle={t('http.failure.save')}
      onCancel={onCancel}
      submitLabel={t(crop ? 'farm.actions.saveChanges' : 'farm.crops.add')}
    >
      <Controller
        control={control}
        name="cropTypeId"
        render={({ field }) => (
          <Select
            label={t('farm.crops.type')}
            placeholder={t('farm.crops.chooseType')}
            data={cropTypeOptions(cropTypes, (group) =>
              t(`farm.crops.groups.${group}`, { defaultValue: group }),
            )}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            searchable
            required
            comboboxProps={{ withinPortal: true }}
            error={errors.cropTypeId?.message && t(errors.cropTypeId.message)}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput type="date" label={t('farm.crops.startDate')} required {...field('startDate')} />
        <TextInput
          type="date"
          label={t('farm.crops.endDate')}
          description={t('farm.crops.endDateHint')}
          {...field('endDate', optional)}
        />
      </SimpleGrid>
      <TextInput
        label={t('farm.crops.quality')}
        description={t('farm.crops.qualityHint')}
        {...field('quality', optional)}
      />
    </RecordForm>
  );
}
