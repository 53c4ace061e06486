import { zodResolver } from '@hookform/resolvers/zod';
import { Switch, TextInput } from '@mantine/core';
import { DEFAULT_PLOT_COLOR, fenceBodySchema, plotBodySchema } from '@tropero/shared/farm';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RecordForm } from '../../../components/form/record-form';
import { ColorPicker } from './color-picker';
import { useFieldProps } from '../../../components/form/use-field-props';

/** The fields of a plot or a fence other than its outline, which the map draws. */
const areaFieldsSchema = plotBodySchema.pick({ name: true, color: true }).extend({
  active: fenceBodySchema.shape.active,
});
export type AreaFields = z.output<typeof areaFieldsSchema>;

interface AreaFormProps {
  kind: 'plot' | 'fence';
  initial?: Partial<AreaFields>;
  onSubmit: (fields: AreaFields) => Promise<unknown>;
  submitLabel: string;
  onCancel?: () => void;
  /** Shown above the buttons, e.g. the area of the outline being saved. */
  children?: ReactNode;
  /** Something outside the form (the outline) is not right yet: nothing can be saved. */
  blocked?: boolean;
}

/** Name and colour of a plot, or name and active flag of a fence. */
export function AreaForm({
  kind,
  initial,
  onSubmit,
  submitLabel,
  onCancel,
  children,
  blocked,
}: AreaFormProps) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof areaFieldsSchema>, unknown, AreaFields>({
    resolver: zodResolver(areaFieldsSchema),
    defaultValues: { name: '', color: DEFAULT_PLOT_COLOR, active: true, ...initial },
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
      disabled={blocked}
    >
      <TextInput
        label={t(`farm.${kind}s.name`)}
        description={t('farm.fields.nameHint')}
        required
        data-autofocus
        {...field('name')}
      />
      {kind === 'plot' ? (
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <ColorPicker label={t('farm.plots.color')} value={field.value} onChange={field.onChange} />
          )}
        />
      ) : (
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('farm.fences.active')}
              description={t('farm.fences.activeHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      )}
      {children}
    </RecordForm>
  );
}
