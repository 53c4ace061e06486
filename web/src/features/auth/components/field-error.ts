import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** A form field's message: the schemas and the server give i18n keys. */
export const fieldError = (t: TFunction, error: FieldError | undefined): string | undefined =>
  error?.message ? t(error.message) : undefined;
