import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyFieldErrors } from '../../api/form-errors';
import { confirmAction } from '../confirm-action';

export interface FormSubmitOptions {
  /** Edits of an existing resource ask 'Desea modificar' before they are sent (spec §8). */
  confirmEdit?: boolean;
  /**
   * A refusal the form explains in its own way (a 409, an expired link): return what the form
   * shows as its failure, or null when it set the fields' errors itself. Unset, the server's
   * field errors go on the fields and anything else becomes the failure.
   */
  onError?: (error: unknown) => unknown;
}

export interface FormSubmit {
  /** The form's onSubmit: validates, confirms if asked, sends. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Why the last submission failed as a whole (not field by field), or null. */
  failure: unknown;
  setFailure: (failure: unknown) => void;
}

/**
 * The wiring every form repeats: validate, optionally confirm the edit, send, and put the
 * server's answer where it belongs — its field errors (i18n keys,
 * docs/decisions.md "Dashboard host and layers") on the fields, any other failure on the form as a whole.
 */
export function useFormSubmit<Values extends FieldValues, Output>(
  form: Pick<UseFormReturn<Values, unknown, Output>, 'handleSubmit' | 'setError'>,
  action: (values: Output) => Promise<unknown>,
  { confirmEdit = false, onError }: FormSubmitOptions = {},
): FormSubmit {
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (confirmEdit && !(await confirmAction('update'))) return;
    try {
      await action(values);
    } catch (error) {
      if (onError) setFailure(onError(error));
      else if (!applyFieldErrors(error, form.setError)) setFailure(error);
    }
  });
  return { submit, failure, setFailure };
}
