import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';
import { useUser } from '../../../lib/session';
import { PublicShell } from '../../../components/public-shell';
import { ChangePasswordForm } from '../components/change-password-form';

/** /password (spec §2): a user who needs a password reset sets his new password. */
export default function PasswordPage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <PublicShell title={t('auth.password.title')} subtitle={t('auth.password.subtitle')}>
      {user ? (
        <ChangePasswordForm user={user} />
      ) : (
        <Stack gap="md">
          <Text c="dimmed">{t('auth.password.signInFirst')}</Text>
          <Button component={Link} to={href('login')} size="md" fullWidth>
            {t('auth.backToLogin')}
          </Button>
        </Stack>
      )}
    </PublicShell>
  );
}
