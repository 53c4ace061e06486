import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { signUpBodySchema } from '@tropero/shared/auth';
import { isApiError } from '../../../api/api-error';
import { href } from '../../../config/routes';
import { confirmAction } from '../../../components/confirm-action';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { fromLocale } from '../../../i18n/languages';
import { applyFieldErrors } from '../../../api/form-errors';
import { clearPendingInvite, readPendingInvite } from '../../../lib/pending-invite';
import { signUp } from '../api/sign-up';
import { PublicShell } from '../../../components/public-shell';
import { EmailInput } from '../components/email-input';
import { fieldError } from '../components/field-error';
import { AuthSubmit } from '../components/auth-submit';
import { NewPasswordInputs } from '../components/new-password-inputs';
import { runLoginFlow } from '../login-flow';
import { newPasswordFields, PASSWORD_MISMATCH, passwordsMatch } from '../password-schemas';

const registerFormSchema = signUpBodySchema
  .omit({ language: true })
  .extend(newPasswordFields)
  .refine(passwordsMatch, PASSWORD_MISMATCH);
type RegisterForm = z.output<typeof registerFormSchema>;

const INVITE_NOT_FOR_EMAIL = 'invitation not found for this email';

/**
 * Sign-up (spec §2): the new user is then logged in with the same credentials. When that login
 * fails (the email was registered already: its owner got a mail), the page says to check the mail,
 * as it would for anyone: the answer of the sign-up itself never tells.
 */
export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Signing up from an invitation link joins the shared settlement instead of opening an account.
  const [invite] = useState(readPendingInvite);
  const [checkMailFor, setCheckMailFor] = useState<string | null>(null);
  const form = useForm<z.input<typeof registerFormSchema>, unknown, RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onBlur',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const { submit, failure } = useFormSubmit(
    form,
    async ({ name, email, password }) => {
      await signUp({ name, email, password, language: fromLocale(i18n.language), ...(invite && { invite }) });
      // With its secret the sign-up accepted the invitation; without it, it waits for the verified email.
      if (invite?.token) clearPendingInvite();
      const outcome = await runLoginFlow({ email, password });
      if (outcome.status === 'badCredentials') setCheckMailFor(email);
      else if (outcome.status !== 'signedIn') navigate(href('login'), { replace: true });
    },
    {
      onError: (error) => {
        if (isApiError(error) && error.message === INVITE_NOT_FOR_EMAIL) {
          setError('email', { message: 'auth.register.inviteNotForEmail' });
        } else if (!applyFieldErrors(error, setError)) return error;
        return null;
      },
    },
  );

  // 'Está seguro de salir? Se perderán los datos ingresados' (spec §8) before dropping a filled form.
  const leave = async () => {
    if (!isDirty || (await confirmAction('leave'))) navigate(href('login'));
  };

  if (checkMailFor) {
    return (
      <PublicShell title={t('auth.register.checkMail.title')}>
        <Stack gap="md">
          <Alert color="brand" icon={<IconMailForward size={20} />} role="status">
            {t('auth.register.checkMail.message', { email: checkMailFor })}
          </Alert>
          <Button component={Link} to={href('login')} size="md" fullWidth>
            {t('auth.backToLogin')}
          </Button>
        </Stack>
      </PublicShell>
    );
  }

  return (
    <PublicShell
      title={t('auth.register.title')}
      subtitle={t(invite ? 'auth.register.fromInvite' : 'auth.register.subtitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.fields.name')}
            autoComplete="name"
            size="md"
            error={fieldError(t, errors.name)}
            {...register('name')}
          />
          <EmailInput error={fieldError(t, errors.email)} {...register('email')} />
          <NewPasswordInputs register={register} errors={errors} />
          <AuthSubmit failed={Boolean(failure)} label={t('auth.register.submit')} submitting={isSubmitting} />
          <Anchor component="button" type="button" onClick={() => void leave()} size="sm" mx="auto">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('auth.backToLogin')}
          </Anchor>
          <Anchor component={Link} to={href('recovery')} size="sm" mx="auto" c="dimmed">
            {t('auth.login.recoveryLink')}
          </Anchor>
        </Stack>
      </form>
    </PublicShell>
  );
}
