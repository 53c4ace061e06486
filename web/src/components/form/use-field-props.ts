import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * The props a registered input takes: react-hook-form's wiring and its error in words (the
 * schemas and the server give i18n keys), so that each input says only which field it is.
 */
export function useFieldProps<Values extends FieldValues, Output>(
  form: Pick<UseFormReturn<Values, unknown, Output>, 'register' | 'formState'>,
) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (name: FieldPath<Values>, options?: RegisterOptions<Values, FieldPath<Values>>) => {
    const key = errors[name]?.message;
    return { error: typeof key === 'string' && key ? t(key) : undefined, ...form.register(name, options) };
  };
}
