import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view';
import { useOwnedAccount } from '../api/get-owned-account';
import { useUpdateOwnedAccount } from '../api/update-owned-account';
import { AccountForm } from './account-form';
import { AuditEntries } from './audit-entries';
import { DrawerSection } from './drawer-section';
import { SideDrawer } from '../../../components/side-drawer';

/** One account in the console: its data to edit, its owner, members and settlements, its audit log. */
export function AccountDrawer({ accountId, onClose }: { accountId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useOwnedAccount(accountId);
  const update = useUpdateOwnedAccount(accountId ?? '');
  return (
    <SideDrawer
      opened={accountId !== null}
      onClose={onClose}
      title={detail.data?.name ?? t('console.accounts.detail')}
    >
      {accountId && (
        <QueryView query={detail} loading={<Skeleton h={320} />}>
          {(account) => (
            <Stack gap="md">
              <Text size="sm">
                {t('console.accounts.ownedBy', { name: account.owner.name, email: account.owner.email })}
              </Text>
              <AccountForm key={account._id} account={account} save={update.mutateAsync} />
              <DrawerSection title={t('console.accounts.members')}>
                <Stack gap={4}>
                  {account.members.map((member) => (
                    <Group key={member._id} justify="space-between" gap="xs" wrap="nowrap">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" truncate>
                          {member.name}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {member.email}
                        </Text>
                      </div>
                      <Badge
                        variant={member.active ? 'light' : 'outline'}
                        color={member.active ? 'navy' : 'gray'}
                      >
                        {t(`console.memberRoles.${member.role}`)}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              </DrawerSection>
              <DrawerSection
                title={t('console.accounts.settlements')}
                empty={account.settlements.length === 0 ? t('console.accounts.noSettlements') : undefined}
              >
                <Group gap="xs" wrap="wrap">
                  {account.settlements.map((settlement) => (
                    <Badge key={settlement._id} variant="outline">
                      {settlement.name}
                    </Badge>
                  ))}
                </Group>
              </DrawerSection>
              <AuditEntries subjectType="account" subjectId={account._id} />
            </Stack>
          )}
        </QueryView>
      )}
    </SideDrawer>
  );
}
