import { Button, Group, Menu, Text } from '@mantine/core';
import { IconBuildingCommunity, IconCheck, IconChevronDown, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isAccountOwner, selectAccount, useSelectedAccount } from '../../../lib/account-selection';
import { useUser } from '../../../lib/session';
import { useAccounts } from '../../../api/get-accounts';
import { AccountPlanBadge } from './account-plan-badge';

/** The top bar's account switcher (spec §6): every request then works on the chosen account. */
export function AccountSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const selection = useSelectedAccount();
  const { data: accounts = [], isPending } = useAccounts();
  if (!user || isPending || accounts.length === 0) return null;

  const current = accounts.find((account) => account._id === selection?.id);
  const label = current?.name ?? t('accounts.choose');
  return (
    <Menu position="bottom-end" shadow="md" width={280}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray.0"
          px={compact ? 'xs' : 'sm'}
          leftSection={<IconBuildingCommunity size={18} />}
          rightSection={accounts.length > 1 ? <IconChevronDown size={16} /> : null}
          aria-label={t('accounts.switcher', { account: label })}
          maw={compact ? 160 : 260}
        >
          <Text span inherit truncate="end">
            {label}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('accounts.title')}</Menu.Label>
        {accounts.map((account) => (
          <Menu.Item
            key={account._id}
            onClick={() => selectAccount(user._id, { id: account._id, accountType: account.accountType })}
            leftSection={
              account._id === selection?.id ? <IconCheck size={16} /> : <IconBuildingCommunity size={16} />
            }
            rightSection={<AccountPlanBadge accountType={account.accountType} />}
          >
            <Group gap={6} wrap="nowrap">
              <Text size="sm" truncate="end">
                {account.name}
              </Text>
              {isAccountOwner(account, user._id) && (
                <IconCrown size={14} aria-label={t('accounts.owner')} color="var(--mantine-color-yellow-7)" />
              )}
            </Group>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
