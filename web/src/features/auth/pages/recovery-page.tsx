import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { fields } from '@tropero/shared/validation';
import { href } from '../../../config/routes';
import { requestRecovery } from '../api/request-recovery';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { PublicShell } from '../../../components/public-shell';
import { RequestFailure } from '../../../components/request-failure';
import { EmailInput } from '../components/email-input';
import { fieldError } from '../components/field-error';

const recoveryFormSchema = z.object({ email: fields.email() });

/** Password recovery (spec §2): asks for the mail with the link to /reset. */
export default function RecoveryPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<typeof recoveryFormSchema>, unknown, z.output<typeof recoveryFormSchema>>({
    resolver: zodResolver(recoveryFormSchema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, failure } = useFormSubmit(form, async ({ email }) => {
    await requestRecovery(email);
    setSentTo(email);
  });

  return (
    <PublicShell title={t('auth.recovery.title')} subtitle={t('auth.recovery.subtitle')}>
      <Stack gap="md">
        {sentTo ? (
          <Alert
            color="brand"
            icon={<IconMailForward size={20} />}
            title={t('auth.recovery.sentTitle')}
            role="status"
          >
            {t('auth.recovery.sentMessage', { email: sentTo })}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <EmailInput error={fieldError(t, errors.email)} {...register('email')} />
              <RequestFailure error={failure} />
              <Button type="submit" size="md" loading={isSubmitting} fullWidth>
                {t('auth.recovery.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={href('login')} size="sm" mx="auto">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </PublicShell>
  );
}
