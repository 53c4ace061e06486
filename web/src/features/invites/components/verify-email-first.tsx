import { Alert, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResendVerification } from '../../../components/resend-verification';

/**
 * Without the mail's link (and its secret), an invitation opens only once the user proves his
 * email: the link in the invitation mail works at once, and so does verifying the email.
 */
export function VerifyEmailFirst() {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      color="yellow"
      icon={<IconMailForward size={20} />}
      title={t('invites.unverified.title')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('invites.unverified.message')}</Text>
        <ResendVerification />
      </Stack>
    </Alert>
  );
}
