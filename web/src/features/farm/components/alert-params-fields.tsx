import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { ITH_FORMULAS } from '@tropero/shared/heat-stress';
import type { AlertParams } from '@tropero/shared/farm';
import { Controller, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The settlement's alert thresholds and drinking radius, with their units (ui.md: units always shown). */
const PARAMS: {
  name: Exclude<keyof AlertParams, 'ithFormula'>;
  unit: string | null;
  min: number;
  max: number;
}[] = [
  { name: 'noSignalHours', unit: 'h', min: 1, max: 168 },
  { name: 'lowBatteryPercent', unit: '%', min: 1, max: 100 },
  { name: 'ithAlert', unit: null, min: 60, max: 100 },
  { name: 'fenceBufferMeters', unit: 'm', min: 0, max: 100 },
  { name: 'drinkerRadiusMeters', unit: 'm', min: 5, max: 200 },
];

interface AlertParamsFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  errors?: FieldErrors<AlertParams>;
}

/** The settlement's alert parameters, as fields of whichever form holds them under `alertParams`. */
export function AlertParamsFields<Values extends FieldValues>({
  control,
  errors,
}: AlertParamsFieldsProps<Values>) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {PARAMS.map(({ name, unit, min, max }) => (
        <Controller
          key={name}
          control={control}
          name={`alertParams.${name}` as Path<Values>}
          render={({ field }) => (
            <NumberInput
              label={t(`farm.alertParams.${name}`)}
              description={t(`farm.alertParams.${name}Hint`)}
              rightSection={unit}
              rightSectionPointerEvents="none"
              min={min}
              max={max}
              allowDecimal={false}
              // Not clamped: a 0 typed stays there and the schema says why it is refused (spec §8).
              clampBehavior="none"
              value={field.value as number}
              onChange={(value) => field.onChange(value === '' ? Number.NaN : Number(value))}
              onBlur={field.onBlur}
              error={errors?.[name]?.message && t(errors[name].message, { min, max })}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name={'alertParams.ithFormula' as Path<Values>}
        render={({ field }) => (
          <Select
            label={t('farm.alertParams.ithFormula')}
            description={t('farm.alertParams.ithFormulaHint')}
            data={ITH_FORMULAS.map((formula) => ({ value: formula, label: t(`ith.formulas.${formula}`) }))}
            value={field.value as string}
            onChange={(value) => value && field.onChange(value)}
            onBlur={field.onBlur}
            allowDeselect={false}
            error={errors?.ithFormula?.message && t(errors.ithFormula.message)}
          />
        )}
      />
    </SimpleGrid>
  );
}
