import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormFooter } from './form-footer';
import { useFormSubmit } from './use-form-submit';

interface RecordFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (values: Output) => Promise<unknown>;
  /** Edits of an existing record ask 'Desea modificar' before they are sent (spec §8). */
  confirmEdit?: boolean;
  gap?: 'sm' | 'md';
  failureTitle: string;
  submitLabel: string;
  /** Without it the form has no cancel button. */
  onCancel?: () => void;
  /** Something outside the form is not ready yet: nothing can be saved. */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A form that creates or edits one record with react-hook-form: its fields, then what went wrong
 * and cancel and submit (useFormSubmit sends it and places the server's answer).
 */
export function RecordForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  confirmEdit,
  gap = 'md',
  children,
  ...footer
}: RecordFormProps<Values, Output>) {
  const { submit, failure } = useFormSubmit(form, onSubmit, { confirmEdit });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={gap}>
        {children}
        <FormFooter failure={failure} submitting={form.formState.isSubmitting} {...footer} />
      </Stack>
    </form>
  );
}
