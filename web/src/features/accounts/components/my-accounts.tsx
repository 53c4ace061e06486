import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCrown, IconDoorExit } from '@tabler/icons-react';
import type { Account } from '@tropero/shared/auth';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../../api/get-accounts';
import { confirmAction } from '../../../components/confirm-action';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { isAccountOwner, selectAccount, useSelectedAccount } from '../../../lib/account-selection';
import { useUser } from '../../../lib/session';
import { useLeaveAccount } from '../api/leave-account';
import { AccountPlanBadge } from './account-plan-badge';

/** The accounts the user belongs to: switch to one, or leave one he does not own. */
export function MyAccounts() {
  const { t } = useTranslation();
  const user = useUser();
  const selection = useSelectedAccount();
  const accounts = useAccounts();
  const leave = useLeaveAccount();
  if (!user) return null;
  const confirmLeave = async (account: Account) => {
    if (!(await confirmAction('delete', t('accounts.manage.leaveDetails', { account: account.name }))))
      return;
    leave.mutate(account._id, {
      onSuccess: () => {
        if (selection?.id === account._id) selectAccount(user._id, {});
      },
    });
  };
  return (
    <QueryView query={accounts} loading={<ListSkeleton rows={2} />}>
      {(list) => (
        <Stack gap="xs" role="list" aria-label={t('accounts.manage.mine')}>
          {list.map((account) => {
            const owned = isAccountOwner(account, user._id);
            const current = account._id === selection?.id;
            return (
              <Paper key={account._id} withBorder radius="md" p="sm" role="listitem">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={2} miw={0}>
                    <Group gap={6} wrap="nowrap">
                      <Text fw={600} size="sm" truncate="end">
                        {account.name}
                      </Text>
                      <AccountPlanBadge accountType={account.accountType} />
                    </Group>
                    <Group gap={6}>
                      {owned && <IconCrown size={14} color="var(--mantine-color-yellow-7)" aria-hidden />}
                      <Text size="xs" c="dimmed">
                        {owned ? t('accounts.manage.youOwn') : t('accounts.manage.youBelong')}
                      </Text>
                      {current && (
                        <Badge size="xs" variant="light" leftSection={<IconCheck size={10} />}>
                          {t('accounts.manage.current')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                  <Group gap="xs">
                    {!current && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() =>
                          selectAccount(user._id, { id: account._id, accountType: account.accountType })
                        }
                      >
                        {t('accounts.manage.use')}
                      </Button>
                    )}
                    {!owned && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="danger"
                        leftSection={<IconDoorExit size={14} />}
                        onClick={() => void confirmLeave(account)}
                        aria-label={t('accounts.manage.leaveNamed', { account: account.name })}
                      >
                        {t('accounts.manage.leave')}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </QueryView>
  );
}
