import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from '../../../api/search-users';
import { useUpdateConversation } from '../api/conversation';

/**
 * Support vouches for a WhatsApp number nobody proved yet: the conversation becomes that user's
 * (his app messages join it). The server refuses a number already another user's.
 */
export function LinkCustomer({ conversationKey }: { conversationKey: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [userId, setUserId] = useState<string | null>(null);
  const users = useUserSearch(debounced);
  const update = useUpdateConversation(conversationKey);
  const options = (users.data?.items ?? []).map((user) => ({
    value: user._id,
    label: `${user.name ?? ''} · ${user.email}`,
  }));

  return (
    <Group gap="sm" align="flex-end">
      <Select
        size="xs"
        label={t('support.chat.linkUser')}
        placeholder={t('support.chat.linkUserHint')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searched already: every answer it gave is a match.
        filter={({ options: all }) => all}
        data={options}
        value={userId}
        onChange={setUserId}
        nothingFoundMessage={debounced.trim().length >= 2 ? t('support.chat.linkNobody') : undefined}
        flex={1}
      />
      <Button
        size="xs"
        variant="light"
        leftSection={<IconLink size={14} />}
        disabled={!userId}
        loading={update.isPending}
        onClick={() => userId && update.mutate({ userId })}
      >
        {t('support.chat.link')}
      </Button>
    </Group>
  );
}
