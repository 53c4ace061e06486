import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGOUT_DELAY_AFTER_PASSWORD_UPDATE_MS } from '@tropero/shared/constants';
import { href } from '../../../config/routes';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import type { Customer } from '../../../lib/session';
import { changePassword } from '../api/change-password';
import { logout } from '../api/logout';
import {
  changePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from '../password-schemas';
import { fieldError } from './field-error';
import { AuthSubmit } from './auth-submit';
import { NewPasswordInputs } from './new-password-inputs';
import { PasswordUpdated } from './password-updated';

/**
 * A signed-in user sets a new password (the one he must reset, spec §2 /reset and /password).
 * On success he is logged out after 3 s (spec §4, §9) and logs in with the new one.
 */
export function ChangePasswordForm({ user }: { user: Customer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [updated, setUpdated] = useState(false);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onBlur',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (!updated) return;
    const timer = window.setTimeout(() => {
      void logout().then(() => navigate(href('login'), { replace: true }));
    }, LOGOUT_DELAY_AFTER_PASSWORD_UPDATE_MS);
    return () => window.clearTimeout(timer);
  }, [updated, navigate]);

  const { submit, failure } = useFormSubmit(form, async ({ currentPassword, password }) => {
    await changePassword(user._id, { currentPassword, password });
    setUpdated(true);
  });

  if (updated) {
    return <PasswordUpdated>{t('auth.password.updatedMessage')}</PasswordUpdated>;
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('auth.fields.currentPassword')}
          autoComplete="current-password"
          size="md"
          error={fieldError(t, errors.currentPassword)}
          {...register('currentPassword')}
        />
        <NewPasswordInputs register={register} errors={errors} />
        <AuthSubmit failed={Boolean(failure)} label={t('auth.password.submit')} submitting={isSubmitting} />
      </Stack>
    </form>
  );
}
