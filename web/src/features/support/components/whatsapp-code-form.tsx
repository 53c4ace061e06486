import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { WHATSAPP_CODE_LENGTH, whatsappCodeBody } from '@tropero/shared/contracts/support';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useConfirmWhatsappCode, useRequestWhatsappCode } from '../api/whatsapp-proof';

const errorOf = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? error.body?.errors?.[field] : undefined;

/**
 * The code sent to the WhatsApp number he gave: typed here, it proves the number is his and joins
 * its messages to this conversation (until then nothing of that number's conversation shows).
 */
export function WhatsappCodeForm({ phoneNumber }: { phoneNumber: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmWhatsappCode();
  const resend = useRequestWhatsappCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = whatsappCodeBody.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await confirm.mutateAsync(parsed.data);
      setCode('');
    } catch (failure) {
      setError(errorOf(failure, 'code') ?? errorOf(failure, 'whatsapp') ?? 'support.contact.codeFailed');
    }
  };

  const resendError = resend.isError
    ? (errorOf(resend.error, 'whatsapp') ?? 'support.contact.codeFailed')
    : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <Text size="sm">{t('support.contact.codeSent', { number: `+${phoneNumber}` })}</Text>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('support.contact.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={WHATSAPP_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error && t(error)}
            w={160}
          />
          <Button type="submit" mt={24} loading={confirm.isPending} variant="light">
            {t('support.contact.confirmCode')}
          </Button>
        </Group>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => resend.mutate({ whatsapp: phoneNumber })}
          disabled={resend.isPending}
        >
          {t('support.contact.resendCode')}
        </Anchor>
        {resendError && (
          <Alert color="danger" variant="light">
            {t(resendError)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
