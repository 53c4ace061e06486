import { Alert, Button, Group, Menu, SegmentedControl, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconMessages, IconSend } from '@tabler/icons-react';
import {
  supportReplyBody,
  type SupportChannel,
  type SupportConversation,
} from '@tropero/shared/contracts/support';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useCannedAnswers } from '../api/canned-answers';
import { useReply } from '../api/conversation';

interface ReplyBoxProps {
  conversationKey: string;
  conversation: SupportConversation;
  whatsappConfigured: boolean;
}

/**
 * The inbox's reply: by the app or WhatsApp (with the 24-hour window shown), or an internal note
 * that is never sent; canned answers fill the text.
 */
export function ReplyBox({ conversationKey, conversation, whatsappConfigured }: ReplyBoxProps) {
  const { t, i18n } = useTranslation();
  const reply = useReply(conversationKey);
  const canned = useCannedAnswers();
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const canWhatsApp = Boolean(conversation.phoneNumber) && whatsappConfigured;
  const [channel, setChannel] = useState<SupportChannel>(
    canWhatsApp && conversation.lastChannel === 'whatsapp' ? 'whatsapp' : 'app',
  );
  const [error, setError] = useState<string | null>(null);
  const windowEndsAt = conversation.whatsappWindowEndsAt;
  const windowOpen = windowEndsAt !== null && Date.parse(windowEndsAt) > Date.now();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = supportReplyBody.safeParse({ text, internal, channel });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    try {
      await reply.mutateAsync(parsed.data);
      // What was typed meanwhile stays.
      setText((current) => (current === text ? '' : current));
    } catch (failure) {
      const errors = failure instanceof ApiError ? (failure.body?.errors ?? {}) : {};
      setError(Object.values(errors)[0] ?? 'support.chat.failed');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            {conversation.phoneNumber && !internal && (
              <SegmentedControl
                size="xs"
                value={channel}
                onChange={(value) => setChannel(value as SupportChannel)}
                aria-label={t('support.chat.channel')}
                data={[
                  { value: 'app', label: t('support.channels.app') },
                  { value: 'whatsapp', label: 'WhatsApp', disabled: !whatsappConfigured },
                ]}
              />
            )}
            <Switch
              label={t('support.chat.internalNote')}
              checked={internal}
              onChange={(event) => setInternal(event.currentTarget.checked)}
            />
          </Group>
          <Menu position="top-end" shadow="md" width={320}>
            <Menu.Target>
              <Button variant="subtle" size="xs" leftSection={<IconMessages size={16} />}>
                {t('support.canned.title')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {(canned.data ?? []).length === 0 && <Menu.Label>{t('support.canned.empty')}</Menu.Label>}
              {canned.data?.map((answer) => (
                <Menu.Item key={answer._id} onClick={() => setText(answer.text)}>
                  <Text size="sm" fw={600}>
                    /{answer.shortcut}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {answer.text}
                  </Text>
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        {!internal && channel === 'whatsapp' && (
          <Text size="xs" c={windowOpen ? 'dimmed' : 'yellow.9'}>
            {windowOpen
              ? t('support.chat.windowOpen', { time: formatDateTime(windowEndsAt!, i18n.language) })
              : t('support.chat.windowClosed')}
          </Text>
        )}
        {conversation.phoneNumber && !whatsappConfigured && (
          <Text size="xs" c="dimmed">
            {t('support.whatsapp.offHint')}
          </Text>
        )}
        <Textarea
          aria-label={t(internal ? 'support.chat.notePlaceholder' : 'support.chat.replyPlaceholder')}
          placeholder={t(internal ? 'support.chat.notePlaceholder' : 'support.chat.replyPlaceholder')}
          value={text}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const shortcut = /^\/([a-z0-9-]{2,30})$/.exec(value);
            const found = shortcut && canned.data?.find((answer) => answer.shortcut === shortcut[1]);
            setText(found ? found.text : value);
          }}
          autosize
          minRows={2}
          maxRows={8}
          styles={internal ? { input: { background: 'var(--mantine-color-yellow-0)' } } : undefined}
        />
        {error && (
          <Alert color="danger" variant="light" py={6}>
            {t(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending} leftSection={<IconSend size={16} />}>
            {t(internal ? 'support.chat.addNote' : 'support.chat.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
