import { Alert, Button, Group, Modal, ScrollArea, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandWhatsapp, IconSend } from '@tabler/icons-react';
import { customerMessageBody } from '@tropero/shared/contracts/support';
import { whatsappLink } from '@tropero/shared/whatsapp-number';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { QueryView } from '../../../components/query-view';
import { useSupportChannels } from '../api/get-channels';
import { useLiveSupport } from '../api/live-support';
import { useMyConversation, useReadMyReplies, useWriteToSupport } from '../api/my-conversation';
import { MessageList } from './message-list';
import { WhatsappCodeForm } from './whatsapp-code-form';

/** The first field error of a refused message, as an i18n key. */
function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.body?.errors ?? {}) : {};
}

/**
 * "Contactar soporte" (spec §1): the rancher's conversation with support in the app — he writes, reads
 * the replies as they arrive, may leave his WhatsApp number, and may write over WhatsApp instead.
 */
export default function ContactSupportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const mine = useMyConversation();
  const channels = useSupportChannels();
  const write = useWriteToSupport();
  const read = useReadMyReplies();
  useLiveSupport();
  const [text, setText] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const unread = mine.data?.conversation?.customerUnread ?? 0;
  const { mutate: markRead } = read;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = customerMessageBody.safeParse({ text, whatsapp: whatsapp.trim() || undefined });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      await write.mutateAsync({ text, ...(whatsapp.trim() && { whatsapp: whatsapp.trim() }) });
      // What was typed meanwhile stays.
      setText((current) => (current === text ? '' : current));
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  };

  const whatsappConfigured = channels.data?.whatsappConfigured ?? false;
  const supportNumber = whatsappConfigured ? (channels.data?.supportNumber ?? null) : null;
  const hasNumber = Boolean(mine.data?.conversation?.phoneNumber);
  const pendingNumber = mine.data?.pendingWhatsapp ?? null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('support.contact.title')}
      fullScreen={isPhone}
      size="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('support.contact.intro')}
        </Text>
        <QueryView query={mine}>
          {({ messages }) =>
            messages.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="md">
                {t('support.contact.empty')}
              </Text>
            ) : (
              <MessageList messages={messages} side="customer" />
            )
          }
        </QueryView>
        {pendingNumber && !hasNumber && <WhatsappCodeForm phoneNumber={pendingNumber} />}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t('support.contact.message')}
              placeholder={t('support.contact.placeholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={errors.text && t(errors.text)}
              autosize
              minRows={3}
              maxRows={8}
              required
            />
            {!hasNumber && !pendingNumber && whatsappConfigured && (
              <TextInput
                label={t('support.contact.whatsappNumber')}
                description={t('support.contact.whatsappHint')}
                placeholder="54 9351 1234567"
                inputMode="tel"
                value={whatsapp}
                onChange={(event) => setWhatsapp(event.currentTarget.value)}
                error={errors.whatsapp && t(errors.whatsapp)}
              />
            )}
            {write.isError && Object.keys(errors).length === 0 && (
              <Alert color="danger" variant="light">
                {t(
                  write.error instanceof ApiError && write.error.status === 429
                    ? 'support.contact.tooMany'
                    : 'support.contact.failed',
                )}
              </Alert>
            )}
            <Group justify="space-between" gap="sm">
              {supportNumber ? (
                <Button
                  component="a"
                  href={whatsappLink(supportNumber, text || undefined)}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  color="green"
                  leftSection={<IconBrandWhatsapp size={18} />}
                >
                  {t('support.contact.whatsappLink')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={write.isPending} leftSection={<IconSend size={16} />}>
                {t('support.contact.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
