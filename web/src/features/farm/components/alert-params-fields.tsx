import { Fieldset, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { ITH_FORMULAS } from '@tropero/shared/heat-stress';
import type { AlertParams } from '@tropero/shared/farm';
import { Controller, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type NumericParam = Exclude<keyof AlertParams, 'ithFormula'>;

interface Param {
  name: NumericParam;
  unit: string | null;
  min: number;
  max: number;
  /** Left empty, it is null: the default that depends on the settlement (ithAlert: its herd type's). */
  optional?: true;
}

/**
 * The settlement's alert thresholds grouped by the rule they tune, with their units (docs/ui.md: units
 * always shown) and the bounds of `alertParamsSchema`; the drinking radius apart, as no rule uses it.
 */
const GROUPS: { key: string; params: Param[]; ithFormula?: true }[] = [
  {
    key: 'outsideFence',
    params: [
      { name: 'fenceBufferMeters', unit: 'm', min: 0, max: 100 },
      { name: 'fenceFixes', unit: null, min: 1, max: 20 },
    ],
  },
  { key: 'noSignal', params: [{ name: 'noSignalHours', unit: 'h', min: 1, max: 168 }] },
  { key: 'lowBattery', params: [{ name: 'lowBatteryPercent', unit: '%', min: 1, max: 100 }] },
  {
    key: 'heatStress',
    params: [{ name: 'ithAlert', unit: null, min: 60, max: 100, optional: true }],
    ithFormula: true,
  },
  { key: 'ruminationDrop', params: [{ name: 'ruminationDropMinutes', unit: 'min', min: 10, max: 300 }] },
  { key: 'inactivity', params: [{ name: 'inactivityHours', unit: 'h', min: 1, max: 48 }] },
  {
    key: 'nightMovement',
    params: [
      { name: 'nightFromHour', unit: 'h', min: 0, max: 23 },
      { name: 'nightToHour', unit: 'h', min: 0, max: 23 },
      { name: 'nightMovementMeters', unit: 'm', min: 50, max: 20_000 },
    ],
  },
  {
    key: 'herdSeparation',
    params: [
      { name: 'herdSeparationMeters', unit: 'm', min: 50, max: 20_000 },
      { name: 'herdSeparationFixes', unit: null, min: 1, max: 20 },
    ],
  },
  { key: 'drinking', params: [{ name: 'drinkerRadiusMeters', unit: 'm', min: 5, max: 200 }] },
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
  const numberField = ({ name, unit, min, max, optional }: Param) => (
    <Controller
      key={name}
      control={control}
      name={`alertParams.${name}` as Path<Values>}
      render={({ field }) => (
        <NumberInput
          label={t(`farm.alertParams.${name}`)}
          description={t(`farm.alertParams.${name}Hint`, { min, max })}
          rightSection={unit}
          rightSectionPointerEvents="none"
          min={min}
          max={max}
          allowDecimal={false}
          // Not clamped: a 0 typed stays there and the schema says why it is refused (spec §8).
          clampBehavior="none"
          value={(field.value as number | null) ?? ''}
          onChange={(value) => field.onChange(value === '' ? (optional ? null : Number.NaN) : Number(value))}
          onBlur={field.onBlur}
          error={errors?.[name]?.message && t(errors[name].message, { min, max })}
        />
      )}
    />
  );
  return (
    <Stack gap="sm">
      {GROUPS.map((group) => (
        <Fieldset key={group.key} legend={t(`farm.alertParams.groups.${group.key}`)} radius="md" p="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {group.params.map(numberField)}
            {group.ithFormula && (
              <Controller
                control={control}
                name={'alertParams.ithFormula' as Path<Values>}
                render={({ field }) => (
                  <Select
                    label={t('farm.alertParams.ithFormula')}
                    description={t('farm.alertParams.ithFormulaHint')}
                    data={ITH_FORMULAS.map((formula) => ({
                      value: formula,
                      label: t(`ith.formulas.${formula}`),
                    }))}
                    value={field.value as string}
                    onChange={(value) => value && field.onChange(value)}
                    onBlur={field.onBlur}
                    allowDeselect={false}
                    error={errors?.ithFormula?.message && t(errors.ithFormula.message)}
                  />
                )}
              />
            )}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
