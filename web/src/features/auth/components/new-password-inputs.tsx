import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from './field-error';

interface NewPasswordInputsProps {
  // Shared by forms whose other fields differ; only these two are touched here.
  register: UseFormRegister<{ password: string; confirmPassword: string }>;
  errors: FieldErrors<{ password: string; confirmPassword: string }>;
}

/** The new password and its confirmation, as every password form asks them. */
export function NewPasswordInputs({ register, errors }: NewPasswordInputsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('auth.fields.newPassword')}
        description={t('auth.fields.newPasswordHint')}
        autoComplete="new-password"
        size="md"
        error={fieldError(t, errors.password)}
        {...register('password')}
      />
      <PasswordInput
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        size="md"
        error={fieldError(t, errors.confirmPassword)}
        {...register('confirmPassword')}
      />
    </>
  );
}
