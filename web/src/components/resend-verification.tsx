import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../api/resend-verification';

/** "Send the link again" for the signed-in user's email, and what came of it. */
export function ResendVerification() {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = async () => {
    setState('sending');
    try {
      await resendVerification();
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  if (state === 'sent') {
    return (
      <Text size="sm" fw={600} role="status">
        {t('verifyEmail.resent')}
      </Text>
    );
  }
  return (
    <Group gap="sm" wrap="wrap">
      <Button size="compact-sm" variant="default" loading={state === 'sending'} onClick={() => void send()}>
        {t('verifyEmail.resend')}
      </Button>
      {state === 'failed' && (
        <Text size="sm" c="danger.7" role="alert">
          {t('verifyEmail.resendFailed')}
        </Text>
      )}
    </Group>
  );
}
