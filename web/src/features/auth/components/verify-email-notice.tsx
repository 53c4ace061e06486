import { Alert, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResendVerification } from '../../../components/resend-verification';
import { storeUser, useUser } from '../../../lib/session';
import { userQueryOptions } from '../api/get-user';

/**
 * Above every page while the signed-in user has not verified his email: invitations sent to it open
 * only with their mail's link until he does. The stored record may be older than a link followed on
 * another device, so the server is asked, and a verified answer is stored (the notice then goes).
 */
export function VerifyEmailNotice() {
  const { t } = useTranslation();
  const user = useUser();
  const unverified = user?.emailVerified === false;
  const { data } = useQuery({ ...userQueryOptions(user?._id ?? ''), enabled: unverified });
  // Closed for this visit only: on a phone the map needs the room; it comes back until he verifies.
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (data?.emailVerified) storeUser(data);
  }, [data]);

  if (!user || !unverified || data?.emailVerified || closed) return null;
  return (
    <Alert
      color="yellow"
      radius={0}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => setClosed(true)}
      icon={<IconMailExclamation size={20} />}
      title={t('verifyEmail.notice.title')}
    >
      <Stack gap={6}>
        <Text size="sm">{t('verifyEmail.notice.message', { email: user.email })}</Text>
        <ResendVerification />
      </Stack>
    </Alert>
  );
}
