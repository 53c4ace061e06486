import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { href } from '../../../config/routes';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { resetPassword } from '../api/reset-password';
import { newPasswordFormSchema, type NewPasswordForm } from '../password-schemas';
import { AuthSubmit } from './auth-submit';
import { FormFailure } from './form-failure';
import { NewPasswordInputs } from './new-password-inputs';
import { PasswordUpdated } from './password-updated';

const INVALID_LINK = 'reset token is invalid or expired';

/** A new password from the mailed recovery link (`/reset?id=…&token=…`). */
export function TokenResetForm({ userId, token }: { userId: string; token: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onBlur',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, failure } = useFormSubmit(
    form,
    async ({ password }) => {
      await resetPassword(userId, token, password);
      setDone(true);
    },
    { onError: (error) => (isApiError(error) && error.message === INVALID_LINK ? 'invalidLink' : 'failed') },
  );

  if (done) {
    return (
      <Stack gap="md">
        <PasswordUpdated>{t('auth.reset.doneMessage')}</PasswordUpdated>
        <Button component={Link} to={href('login')} size="md" fullWidth>
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NewPasswordInputs register={register} errors={errors} />
        {failure === 'invalidLink' && (
          <FormFailure title={t('auth.reset.invalidLinkTitle')}>
            {t('auth.reset.invalidLinkMessage')}{' '}
            <Anchor component={Link} to={href('recovery')} inherit fw={600}>
              {t('auth.reset.requestAnother')}
            </Anchor>
          </FormFailure>
        )}
        <AuthSubmit
          failed={failure === 'failed'}
          label={t('auth.password.submit')}
          submitting={isSubmitting}
        />
      </Stack>
    </form>
  );
}
