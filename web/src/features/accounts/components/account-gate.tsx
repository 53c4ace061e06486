import { Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingCommunity, IconChevronRight, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';
import { selectAccount, useSelectedAccount } from '../../../lib/account-selection';
import { useUser } from '../../../lib/session';
import { useAccounts } from '../../../api/get-accounts';
import { AccountPlanBadge } from './account-plan-badge';
import classes from './account-gate.module.css';

/**
 * The provider flag of the route table: a page that works on account data opens once an account
 * is selected; until then the user sees why, and can choose one.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const selection = useSelectedAccount();
  const { data: accounts, isPending, isError } = useAccounts();

  if (selection && accounts?.some((account) => account._id === selection.id)) return children;
  if (isPending) {
    return (
      <Stack p="xl" gap="md" aria-busy="true">
        <Skeleton h={28} w="40%" />
        <Skeleton h={120} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  // The layout's accounts banner already gives the warning and its retry (one failure, one warning).
  if (isError || !accounts || !user) return null;
  if (accounts.length === 0) {
    return (
      <StatusPage
        icon={<IconMoodEmpty size={36} />}
        title={t('accounts.none.title')}
        description={t('accounts.none.message')}
      />
    );
  }
  return (
    <Stack p={{ base: 'md', sm: 'xl' }} gap="md" maw={640} mx="auto" mt="xl">
      <Title order={1} size="h2" c="navy.8">
        {t('accounts.choose')}
      </Title>
      <Text c="dimmed">{t('accounts.chooseHint')}</Text>
      {accounts.map((account) => (
        <Card key={account._id} withBorder padding={0} radius="md">
          <UnstyledButton
            className={classes.choice}
            onClick={() => selectAccount(user._id, { id: account._id, accountType: account.accountType })}
          >
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <IconBuildingCommunity size={22} />
                <Text fw={600}>{account.name}</Text>
                <AccountPlanBadge accountType={account.accountType} />
              </Group>
              <IconChevronRight size={18} />
            </Group>
          </UnstyledButton>
        </Card>
      ))}
    </Stack>
  );
}
