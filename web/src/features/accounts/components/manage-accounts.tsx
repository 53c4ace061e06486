import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../../api/get-accounts';
import { isAccountOwner, useSelectedAccount } from '../../../lib/account-selection';
import { useUser } from '../../../lib/session';
import { AccountMembers } from './account-members';
import { AccountPlanBadge } from './account-plan-badge';
import { MyAccounts } from './my-accounts';

/**
 * "Administrar cuentas" (spec §2, §6): every user sees the accounts he belongs to, switches and
 * leaves; the owner of the account in use also sees its plan, its members and their roles, the
 * invitations waiting, and may hand the account to a member.
 */
export function ManageAccounts() {
  const { t } = useTranslation();
  const user = useUser();
  const selection = useSelectedAccount();
  const { data: accounts = [] } = useAccounts();
  const current = accounts.find((account) => account._id === selection?.id);
  const owns = Boolean(user && current && isAccountOwner(current, user._id));
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('accounts.manage.mine')}
      </Title>
      <MyAccounts />
      {current && owns && (
        <>
          <Divider />
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={700}>{current.name}</Text>
              <AccountPlanBadge accountType={current.accountType} />
            </Group>
            <Text size="xs" c="dimmed">
              {t(`accounts.manage.plan.${current.accountType}`)}
            </Text>
          </Stack>
          <AccountMembers key={current._id} accountId={current._id} />
        </>
      )}
    </Stack>
  );
}
