import { Anchor, Button, Collapse, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconUserCircle } from '@tabler/icons-react';
import { SUPPORT_STATES, type SupportState } from '@tropero/shared/contracts/support';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { href } from '../../../config/routes';
import { QueryView } from '../../../components/query-view';
import { useThread, useMarkRead, useUpdateConversation } from '../api/conversation';
import { useSupportChannels } from '../api/get-channels';
import { useSupportAgents } from '../api/inbox';
import { useLiveSupport } from '../api/live-support';
import { ConversationStateBadge } from '../components/conversation-state-badge';
import { CustomerContextPanel } from '../components/customer-context';
import { LinkCustomer } from '../components/link-customer';
import { MessageList } from '../components/message-list';
import { ReplyBox } from '../components/reply-box';
import { displayNumber } from '../conversation-key';
import classes from '../components/support.module.css';

const UNASSIGNED = 'none';

/**
 * /technical-support/chat/{phoneNumber} (superadmin): the thread with internal notes, the reply box
 * with canned answers, state and assignee, and the customer's context beside it (folded on a phone).
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const key = useParams().phoneNumber ?? '';
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [contextOpen, context] = useDisclosure(false);
  useLiveSupport();
  const thread = useThread(key);
  const channels = useSupportChannels();
  const agents = useSupportAgents();
  const update = useUpdateConversation(key);
  const { mutate: markRead } = useMarkRead(key);
  const unread = thread.data?.conversation.unread ?? 0;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  const back = (
    <Anchor component={Link} to={href('technicalSupport')} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {t('support.chat.back')}
      </Group>
    </Anchor>
  );

  return (
    <Stack px={{ base: 'sm', sm: 'xl' }} py={{ base: 'sm', sm: 'lg' }} maw={1280} mx="auto" gap="md">
      {back}
      <QueryView query={thread}>
        {({ conversation, messages }) => (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
                  <Stack gap="sm">
                    <Group justify="space-between" align="flex-start" gap="xs">
                      <Stack gap={0}>
                        <Title order={1} size="h3" c="navy.8">
                          {conversation.name ?? t('support.inbox.unknown')}
                        </Title>
                        {conversation.phoneNumber && (
                          <Text size="sm" c="dimmed">
                            {displayNumber(conversation.phoneNumber)}
                          </Text>
                        )}
                      </Stack>
                      <ConversationStateBadge state={conversation.state} />
                    </Group>
                    <Group gap="sm" grow={isPhone}>
                      <Select
                        size="xs"
                        label={t('support.chat.state')}
                        value={conversation.state}
                        data={SUPPORT_STATES.map((value) => ({ value, label: t(`support.states.${value}`) }))}
                        onChange={(value) => value && update.mutate({ state: value as SupportState })}
                        allowDeselect={false}
                      />
                      <Select
                        size="xs"
                        label={t('support.chat.assignee')}
                        value={conversation.assigneeId ?? UNASSIGNED}
                        data={[
                          { value: UNASSIGNED, label: t('support.inbox.unassigned') },
                          ...(agents.data ?? []).map((agent) => ({ value: agent._id, label: agent.name })),
                        ]}
                        onChange={(value) =>
                          update.mutate({ assigneeId: !value || value === UNASSIGNED ? null : value })
                        }
                        allowDeselect={false}
                      />
                    </Group>
                    {conversation.phoneNumber && !conversation.userId && (
                      <LinkCustomer conversationKey={key} />
                    )}
                  </Stack>
                </Paper>
                {isPhone && (
                  <>
                    <Button
                      variant="light"
                      leftSection={<IconUserCircle size={18} />}
                      onClick={context.toggle}
                      aria-expanded={contextOpen}
                    >
                      {t(contextOpen ? 'support.context.hide' : 'support.context.show')}
                    </Button>
                    <Collapse expanded={contextOpen}>
                      <CustomerContextPanel conversationKey={key} />
                    </Collapse>
                  </>
                )}
                <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
                  <Stack gap="md">
                    <div className={classes.thread}>
                      <MessageList messages={messages} side="support" />
                    </div>
                    <ReplyBox
                      conversationKey={key}
                      conversation={conversation}
                      whatsappConfigured={channels.data?.whatsappConfigured ?? false}
                    />
                  </Stack>
                </Paper>
              </Stack>
            </Grid.Col>
            {!isPhone && (
              <Grid.Col span={{ base: 12, md: 4 }}>
                <CustomerContextPanel conversationKey={key} />
              </Grid.Col>
            )}
          </Grid>
        )}
      </QueryView>
    </Stack>
  );
}
