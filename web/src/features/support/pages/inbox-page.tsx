import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconHeadset, IconMessages } from '@tabler/icons-react';
import { SUPPORT_STATES, type SupportConversation } from '@tropero/shared/contracts/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../config/routes';
import type { Column } from '../../../components/list/data-table';
import { FilterChip } from '../../../components/list/filter-chip';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListPage } from '../../../components/list/list-page';
import { useListParams } from '../../../components/list/use-list-params';
import { PageContainer } from '../../../components/page-container';
import { formatDateTime } from '../../../lib/dates';
import { useSupportChannels } from '../api/get-channels';
import { useInbox } from '../api/inbox';
import { useLiveSupport } from '../api/live-support';
import { CannedAnswersDialog } from '../components/canned-answers-dialog';
import { ConversationStateBadge } from '../components/conversation-state-badge';
import { conversationKey, displayNumber } from '../conversation-key';

const FILTERS = ['state', 'assignee', 'unread'] as const;
/** The server answers at most this many a page. */
const MAX_PAGE_SIZE = 100;

/** /technical-support (superadmin): the support inbox — open, pending and resolved, assignee, unread. */
export default function InboxPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams(FILTERS, '-lastMessageAt');
  useLiveSupport();
  const channels = useSupportChannels();
  const [cannedOpen, setCannedOpen] = useState(false);
  const { state, assignee, unread } = list.filters;
  const inbox = useInbox({
    page: list.page,
    pageSize: Math.min(list.pageSize, MAX_PAGE_SIZE),
    q: list.q || undefined,
    state: state as SupportConversation['state'] | undefined,
    assignee: assignee as 'me' | 'none' | undefined,
    unread: unread as 'true' | undefined,
  });

  const columns: Column<SupportConversation>[] = [
    {
      key: 'customer',
      header: t('support.inbox.columns.customer'),
      render: (row) => (
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={row.unread > 0 ? 700 : 500}>
              {row.name ?? (row.phoneNumber ? displayNumber(row.phoneNumber) : t('support.inbox.unknown'))}
            </Text>
            {row.unread > 0 && (
              <Badge
                color="danger"
                size="sm"
                circle
                aria-label={t('support.inbox.unreadCount', { count: row.unread })}
              >
                {row.unread}
              </Badge>
            )}
          </Group>
          {row.phoneNumber && row.name && (
            <Text size="xs" c="dimmed">
              {displayNumber(row.phoneNumber)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'lastMessage',
      header: t('support.inbox.columns.lastMessage'),
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          {row.lastChannel === 'whatsapp' && <IconBrandWhatsapp size={16} aria-label="WhatsApp" />}
          <Text size="sm" lineClamp={1}>
            {row.lastMessageText ?? ''}
          </Text>
        </Group>
      ),
    },
    {
      key: 'state',
      header: t('support.inbox.columns.state'),
      render: (row) => <ConversationStateBadge state={row.state} />,
    },
    {
      key: 'assignee',
      header: t('support.inbox.columns.assignee'),
      render: (row) => row.assigneeName ?? t('support.inbox.unassigned'),
      visibleFrom: 'md',
    },
    {
      key: 'lastMessageAt',
      header: t('support.inbox.columns.lastMessageAt'),
      render: (row) => (row.lastMessageAt ? formatDateTime(row.lastMessageAt, i18n.language) : ''),
      visibleFrom: 'lg',
    },
  ];

  const filters = (
    <>
      <FilterChip
        label={t('support.inbox.filters.state')}
        value={state}
        options={SUPPORT_STATES.map((value) => ({
          value,
          label: `${t(`support.states.${value}`)}${inbox.data?.unreadByState[value] ? ` (${inbox.data.unreadByState[value]})` : ''}`,
        }))}
        onChange={(value) => list.setFilter('state', value)}
      />
      <FilterChip
        label={t('support.inbox.filters.assignee')}
        value={assignee}
        options={[
          { value: 'me', label: t('support.inbox.assignedToMe') },
          { value: 'none', label: t('support.inbox.unassigned') },
        ]}
        onChange={(value) => list.setFilter('assignee', value)}
      />
      <FilterChip
        label={t('support.inbox.filters.unread')}
        value={unread}
        options={[{ value: 'true', label: t('support.inbox.onlyUnread') }]}
        onChange={(value) => list.setFilter('unread', value)}
      />
    </>
  );

  const actions = (
    <Group gap="sm">
      {channels.data && (
        <Badge
          size="lg"
          variant="light"
          color={channels.data.whatsappConfigured ? 'green' : 'gray'}
          leftSection={<IconBrandWhatsapp size={14} />}
        >
          {t(channels.data.whatsappConfigured ? 'support.whatsapp.on' : 'support.whatsapp.off')}
        </Badge>
      )}
      <Button variant="light" leftSection={<IconMessages size={16} />} onClick={() => setCannedOpen(true)}>
        {t('support.canned.title')}
      </Button>
    </Group>
  );

  return (
    <PageContainer
      title={t('routes.technicalSupport')}
      description={t('support.inbox.description')}
      actions={actions}
    >
      <ListPage
        list={list}
        query={inbox}
        label={t('support.inbox.tableLabel')}
        columns={columns}
        titleColumn="customer"
        rowName={(row) => row.name ?? row.phoneNumber ?? row._id}
        searchPlaceholder={t('support.inbox.searchPlaceholder')}
        filters={filters}
        empty={
          <ListEmpty
            icon={<IconHeadset size={28} />}
            title={t('support.inbox.empty')}
            description={t('support.inbox.emptyHint')}
          />
        }
        noMatch={{ title: t('support.inbox.noMatch'), description: t('support.inbox.noMatchHint') }}
        onOpen={(row) => navigate(href('technicalSupportChat', { phoneNumber: conversationKey(row) }))}
      />
      <CannedAnswersDialog opened={cannedOpen} onClose={() => setCannedOpen(false)} />
    </PageContainer>
  );
}
