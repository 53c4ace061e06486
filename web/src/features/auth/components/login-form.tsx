import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginBodySchema, type LoginBody } from '@tropero/shared/auth';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import type { LoginOutcome } from '../login-flow';
import { EmailInput } from './email-input';
import { fieldError } from './field-error';

interface LoginFormProps {
  /** Runs the login flow; the form only validates and shows the outcome. */
  onSubmit: (credentials: LoginBody) => Promise<LoginOutcome>;
}

/** The login form of spec §2 and §5: validated on submit and on blur, nothing sent while invalid. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof loginBodySchema>, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    mode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  // The login flow answers with an outcome rather than throwing: a refusal is the form's failure.
  const { submit, failure, setFailure } = useFormSubmit(form, async (credentials) => {
    const outcome = await onSubmit(credentials);
    if (outcome.status !== 'signedIn' && outcome.status !== 'needsReset') setFailure(outcome.status);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailInput inputMode="email" error={fieldError(t, errors.email)} {...register('email')} />
        <PasswordInput
          label={t('auth.fields.password')}
          autoComplete="current-password"
          size="md"
          error={fieldError(t, errors.password)}
          {...register('password')}
        />
        {failure === 'badCredentials' && (
          <div role="alert">
            <Text c="danger.8" size="sm" fw={500}>
              {t('auth.login.errors.badCredentials')}
            </Text>
            {/* The server refuses an unverified email like a wrong password (and mails a new link): one answer for both. */}
            <Text c="dimmed" size="sm">
              {t('auth.login.errors.unverifiedHint')}
            </Text>
          </div>
        )}
        {(failure === 'inactive' || failure === 'failed') && (
          <Alert
            role="alert"
            color={failure === 'inactive' ? 'yellow' : 'danger'}
            icon={<IconAlertTriangle size={20} />}
            title={t(`auth.login.errors.${failure}.title`)}
          >
            {t(`auth.login.errors.${failure}.message`)}
          </Alert>
        )}
        <Button type="submit" size="md" loading={isSubmitting} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
