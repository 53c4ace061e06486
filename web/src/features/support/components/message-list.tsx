import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconChecks, IconAlertTriangle, IconNote } from '@tabler/icons-react';
import type { SupportMessage } from '@tropero/shared/contracts/support';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import classes from './support.module.css';

interface MessageListProps {
  messages: SupportMessage[];
  /** Whose screen it is: the customer's own messages, or support's replies, sit on the right. */
  side: 'customer' | 'support';
}

function StatusMark({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  const label = t(`support.status.${message.status}`);
  const icon =
    message.status === 'failed' ? (
      <IconAlertTriangle size={14} />
    ) : message.status === 'sent' ? (
      <IconCheck size={14} />
    ) : (
      <IconChecks size={14} />
    );
  return (
    <Group gap={2} c={message.status === 'failed' ? 'danger' : message.status === 'read' ? 'blue' : 'dimmed'}>
      {icon}
      <Text size="xs" inherit>
        {label}
      </Text>
    </Group>
  );
}

/** A conversation's messages, oldest first, scrolled to the newest; internal notes stand apart. */
export function MessageList({ messages, side }: MessageListProps) {
  const { t, i18n } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  // A block body: scrollIntoView may answer a promise, which an effect must not return.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  return (
    <Stack gap="xs" role="log" aria-label={t('support.thread.label')} aria-live="polite">
      {messages.map((message) => {
        const mine = (message.direction === 'in') === (side === 'customer');
        const className = message.internal ? classes.note : mine ? classes.mine : classes.theirs;
        return (
          <Box key={message._id} className={mine || message.internal ? classes.right : classes.left}>
            <Paper className={className} radius="lg" px="sm" py={6} data-testid="support-message">
              {message.internal && (
                <Group gap={4} mb={2}>
                  <IconNote size={14} />
                  <Text size="xs" fw={600}>
                    {t('support.thread.note')}
                  </Text>
                </Group>
              )}
              <Text size="sm" className={classes.text}>
                {message.text}
              </Text>
              <Group gap="xs" justify="flex-end" mt={2} wrap="wrap">
                {message.channel === 'whatsapp' && (
                  <Badge
                    size="xs"
                    variant="light"
                    color="green"
                    leftSection={<IconBrandWhatsapp size={10} />}
                  >
                    WhatsApp
                  </Badge>
                )}
                {message.template && (
                  <Badge size="xs" variant="outline" color="gray">
                    {t('support.thread.template')}
                  </Badge>
                )}
                {side === 'support' && message.authorName && message.direction === 'out' && (
                  <Text size="xs" c="dimmed">
                    {message.authorName}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatDateTime(message.createdAt, i18n.language)}
                </Text>
                {side === 'support' && message.direction === 'out' && !message.internal && (
                  <StatusMark message={message} />
                )}
              </Group>
              {message.error && (
                <Text size="xs" c="danger" mt={2}>
                  {message.error}
                </Text>
              )}
            </Paper>
          </Box>
        );
      })}
      <div ref={end} />
    </Stack>
  );
}
