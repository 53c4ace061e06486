import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BIOMASS_METHODS } from '@tropero/shared/biomass';
import { biomassQuery, type BiomassQuery } from '@tropero/shared/contracts/biomass';
import { MAX_RANGE_DAYS } from '@tropero/shared/contracts/range';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormFooter } from '../../../../components/form/form-footer';
import { useFormSubmit } from '../../../../components/form/use-form-submit';
import type { Plot } from '../../../farm/api/farm-types';
import { CropNotice } from '../../../farm/components/crop-notice';
import type { Region } from '../../../forage/api/get-regions';
import { cropTypeOptions, offers } from '../../../forage/components/crop-type-options';

type BiomassValues = z.input<typeof biomassQuery>;

/** An optional field left empty is absent, so that the query sends only what is present (spec §5). */
const optional = { setValueAs: (value: string) => (value === '' ? undefined : value) };
/** A number as typed, with a decimal comma or point; the shared schema says whether it is above zero. */
const optionalNumber = {
  setValueAs: (value: string) => (value.trim() === '' ? undefined : value.trim().replace(',', '.')),
};

/** The numbers of what the forage feeds, with their labels. */
const NUMBER_FIELDS = [
  ['animalsCount', 'forage.form.animals'],
  ['daysCount', 'forage.form.days'],
  ['animalWeightKg', 'forage.form.weight'],
] as const;

/** A plot's calculation can run only with an available crop on it (spec §4, §5). */
const hasUsableCrop = (plot: Plot | undefined) => Boolean(plot?.currentCrop?.available);

/** The crop type the form starts with for a plot: its crop's, when some region has coefficients for it. */
function cropTypeOf(plot: Plot | undefined, regions: readonly Region[]): string {
  const crop = plot?.currentCrop?.available ? plot.currentCrop : null;
  const offered = crop && regions.some((region) => region.cropTypeIds.includes(crop.cropTypeId));
  return offered ? crop.cropTypeId : '';
}

interface BiomassFormProps {
  plots: readonly Plot[];
  regions: readonly Region[];
  settlementId: string;
  /** The plot chosen first (the one selected on the map). */
  initialPlotId: string | null;
  onCalculate: (plotId: string, query: BiomassQuery) => Promise<unknown>;
  /** Opens the crop history, where a plot gets a crop or an available one (spec §8). */
  onOpenCropHistory: () => void;
}

/**
 * The biomass query of spec §3: plot (with a crop), crop type (required), method, optional region and
 * quality, the date range (both dates or none; the last 30 days by default) and, to see what the
 * forage feeds, animals, days and their weight (numbers greater than zero).
 */
export function BiomassForm({
  plots,
  regions,
  settlementId,
  initialPlotId,
  onCalculate,
  onOpenCropHistory,
}: BiomassFormProps) {
  const { t } = useTranslation();
  const [plotId, setPlotId] = useState(initialPlotId);
  const plot = plots.find((candidate) => candidate._id === plotId);
  const form = useForm<BiomassValues, unknown, BiomassQuery>({
    resolver: zodResolver(biomassQuery),
    // No dates: the server then takes the last 30 days up to the settlement's today, a short window of
    // growth and never the crop's start (docs/decisions.md "Figures: biomass and forage panels").
    defaultValues: { cropType: cropTypeOf(plot, regions), formula: 'satellite', settlementId },
  });
  const { control, watch, reset, getValues } = form;
  const { submit, failure } = useFormSubmit(form, (query) => onCalculate(plotId!, query));
  // The biomass rules' texts load with the forage texts; the shared ones are the app's.
  const errorOf = (name: keyof BiomassValues) => {
    const key = form.formState.errors[name]?.message;
    return key
      ? t([`forage.errors.${key.replace('validation.', '')}`, key], { days: MAX_RANGE_DAYS })
      : undefined;
  };

  const options = cropTypeOptions(regions, watch('region'), (group) =>
    t(`farm.crops.groups.${group}`, { defaultValue: group }),
  );
  const choosePlot = (id: string | null) => {
    setPlotId(id);
    const next = plots.find((candidate) => candidate._id === id);
    // The method, region, quality, dates and animals stay; the crop is the new plot's.
    reset({ ...getValues(), cropType: cropTypeOf(next, regions) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('dashboard.panels.biomass.title')}>
      <Stack gap="sm">
        <Select
          label={t('forage.form.plot')}
          placeholder={t('forage.form.choosePlot')}
          data={plots.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
          value={plotId}
          onChange={choosePlot}
          searchable
          required
          comboboxProps={{ withinPortal: true }}
        />
        {plot && <CropNotice crop={plot.currentCrop} onOpenHistory={onOpenCropHistory} />}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Controller
            control={control}
            name="cropType"
            render={({ field: { value, onChange, onBlur } }) => (
              <Select
                label={t('forage.form.cropType')}
                placeholder={t('forage.form.chooseCropType')}
                data={options}
                value={value && offers(options, value) ? value : null}
                onChange={(next) => onChange(next ?? '')}
                onBlur={onBlur}
                searchable
                required
                comboboxProps={{ withinPortal: true }}
                error={errorOf('cropType')}
              />
            )}
          />
          <Controller
            control={control}
            name="formula"
            render={({ field: { value, onChange } }) => (
              <Select
                label={t('forage.form.method')}
                data={BIOMASS_METHODS.map((method) => ({
                  value: method,
                  label: t(`forage.methods.${method}`),
                }))}
                value={value as string}
                onChange={(next) => next && onChange(next)}
                allowDeselect={false}
                required
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="region"
            render={({ field: { value, onChange } }) => (
              <Select
                label={t('forage.form.region')}
                description={t('forage.form.regionHint')}
                placeholder={t('forage.form.regionDefault')}
                data={regions.map((region) => ({ value: region._id, label: region.name }))}
                value={value ?? null}
                onChange={(next) => onChange(next ?? undefined)}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label={t('forage.form.quality')}
            description={t('forage.form.qualityHint')}
            error={errorOf('quality')}
            {...form.register('quality', optional)}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              type="date"
              label={t('forage.form.fromDate')}
              error={errorOf('fromDate')}
              {...form.register('fromDate', optional)}
            />
            <TextInput
              type="date"
              label={t('forage.form.toDate')}
              error={errorOf('toDate')}
              {...form.register('toDate', optional)}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('forage.form.rangeHint', { days: MAX_RANGE_DAYS })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          {NUMBER_FIELDS.map(([name, label]) => (
            <TextInput
              key={name}
              inputMode="decimal"
              label={t(label)}
              description={t('forage.form.optionalNumber')}
              error={errorOf(name)}
              {...form.register(name, optionalNumber)}
            />
          ))}
        </SimpleGrid>
        <FormFooter
          failure={failure}
          failureTitle={t('forage.form.failed')}
          submitLabel={t('forage.form.calculate')}
          submitting={form.formState.isSubmitting}
          disabled={!hasUsableCrop(plot)}
        />
      </Stack>
    </form>
  );
}
