import { Input, NumberInput, SegmentedControl, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { NO_CATEGORY, NO_ROUNDUP, NO_SUBTYPE, type Animal, type AnimalBody } from '@tropero/shared/herd';
import type { Settlement } from '@tropero/shared/farm';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordForm } from '../../../../components/form/record-form';
import { today } from '../../../../lib/dates';
import { useFieldProps } from '../../../../components/form/use-field-props';
import type { AnimalOptions, Roundup } from '../../herd-types';
import { animalFormResolver, animalFormValues, type AnimalFormValues } from './animal-form-values';
import { settlementOptions } from '../../settlement-options';

interface AnimalFormProps {
  /** The animal to edit; without it the form creates one. */
  animal?: Animal;
  options: AnimalOptions;
  /** The settlements the user may put animals in. */
  settlements: Settlement[];
  /** Every roundup reached; the form offers those of the chosen settlement. */
  roundups: Roundup[];
  defaultSettlementId: string;
  onSubmit: (body: AnimalBody) => Promise<unknown>;
  onCancel?: () => void;
}

/** The values offered: the option list, plus the current value if the list lacks it (or is empty). */
function choices(values: string[], current: string): string[] {
  return current && !values.includes(current) ? [current, ...values] : values;
}

/** Create or edit an animal with the shared schema (spec §3 fields, §5 patterns). */
export function AnimalForm({
  animal,
  options,
  settlements,
  roundups,
  defaultSettlementId,
  onSubmit,
  onCancel,
}: AnimalFormProps) {
  const { t } = useTranslation();
  const form = useForm<AnimalFormValues, unknown, AnimalBody>({
    resolver: animalFormResolver(animal),
    defaultValues: animalFormValues(animal, defaultSettlementId),
  });
  const {
    control,
    setValue,
    formState: { errors },
  } = form;
  const [type, settlementId] = useWatch({ control, name: ['type', 'settlementId'] });
  const message = (key?: string) => key && t(key);
  const field = useFieldProps(form);

  const settlementRoundups = roundups.filter((roundup) => roundup.settlementId === settlementId);

  return (
    <RecordForm
      form={form}
      onSubmit={onSubmit}
      confirmEdit={animal !== undefined}
      failureTitle={t(animal ? 'http.failure.update' : 'http.failure.save')}
      onCancel={onCancel}
      submitLabel={t(animal ? 'herd.actions.saveChanges' : 'herd.animals.create')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('herd.animals.fields.caravana')}
          description={t('herd.animals.form.caravanaHint')}
          required
          data-autofocus
          autoComplete="off"
          {...field('caravana')}
        />
        <TextInput
          label={t('herd.animals.fields.senasa')}
          description={t('herd.animals.form.senasaHint')}
          autoComplete="off"
          maxLength={15}
          {...field('senasa')}
        />
        <TextInput
          label={t('herd.animals.fields.eid')}
          description={t('herd.animals.form.eidHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={15}
          {...field('eid')}
        />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('herd.animals.fields.type')}
              required
              data={choices(
                options.types.map((option) => option.value),
                field.value,
              )}
              value={field.value}
              onChange={(value) => field.onChange(value ?? field.value)}
              allowDeselect={false}
              searchable
              error={message(errors.type?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="subtype"
          render={({ field }) => (
            <Select
              label={t('herd.animals.fields.subtype')}
              data={choices(
                options.subtypes.map((option) => option.value),
                field.value,
              )}
              placeholder={NO_SUBTYPE}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              clearable
              error={message(errors.subtype?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="breed"
          render={({ field }) => (
            <Select
              label={t('herd.animals.fields.breed')}
              data={[
                { value: '', label: NO_CATEGORY },
                ...choices(
                  options.breeds.map((option) => option.value),
                  field.value,
                ).map((value) => ({ value, label: value })),
              ]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              allowDeselect={false}
              searchable
              error={message(errors.breed?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="sex"
          render={({ field }) => (
            <Input.Wrapper
              label={t('herd.animals.fields.sex')}
              labelProps={{ id: 'animal-sex-label' }}
              error={message(errors.sex?.message)}
            >
              <SegmentedControl
                aria-labelledby="animal-sex-label"
                fullWidth
                value={field.value}
                onChange={(value) => field.onChange(value)}
                data={[
                  { value: '', label: NO_CATEGORY },
                  { value: 'F', label: t('herd.animals.sex.F') },
                  { value: 'M', label: t('herd.animals.sex.M') },
                ]}
              />
            </Input.Wrapper>
          )}
        />
        <TextInput
          type="date"
          label={t('herd.animals.fields.birthDay')}
          max={today()}
          {...field('birthDay')}
        />
        <Controller
          control={control}
          name="weightKg"
          render={({ field }) => (
            <NumberInput
              label={t('herd.animals.fields.weightKg')}
              description={t('herd.animals.form.weightHint', { type })}
              suffix=" kg"
              min={0}
              max={2000}
              decimalScale={1}
              allowNegative={false}
              value={field.value}
              onChange={field.onChange}
              error={message(errors.weightKg?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="settlementId"
          render={({ field }) => (
            <Select
              label={t('herd.fields.settlement')}
              required
              data={settlementOptions(settlements)}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                // A roundup belongs to one settlement: another settlement starts with none.
                setValue('roundupId', '');
              }}
              allowDeselect={false}
              error={message(errors.settlementId?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="roundupId"
          render={({ field }) => (
            <Select
              label={t('herd.fields.roundup')}
              data={[
                { value: '', label: NO_ROUNDUP },
                ...settlementRoundups.map((roundup) => ({ value: roundup._id, label: roundup.name })),
              ]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              allowDeselect={false}
              error={message(errors.roundupId?.message)}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label={t('herd.animals.fields.observations')}
        description={t('herd.animals.form.observationsHint')}
        rows={3}
        resize="vertical"
        maxLength={500}
        {...field('observations')}
      />
    </RecordForm>
  );
}
