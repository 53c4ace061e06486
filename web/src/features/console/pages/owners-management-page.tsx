import { IconBuildingWarehouse } from '@tabler/icons-react';
import { ACCOUNT_TYPES, type AccountType } from '@tropero/shared/constants';
import { useTranslation } from 'react-i18next';
import { FilterChip } from '../../../components/list/filter-chip';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListPage } from '../../../components/list/list-page';
import { useDialogParam, useListParams } from '../../../components/list/use-list-params';
import { PageContainer } from '../../../components/page-container';
import { useOwnedAccounts } from '../api/get-owned-accounts';
import { accountColumns } from '../components/account-columns';
import { AccountDrawer } from '../components/account-drawer';
import { ActiveFilter, activeQuery } from '../components/active-filter';
import { BackupsSection } from '../components/backups-section';
import { FilterBar } from '../../../components/list/filter-bar';

const ACCOUNT_FILTERS = ['plan', 'active'] as const;

const isPlan = (value: string | undefined): value is AccountType =>
  (ACCOUNT_TYPES as readonly string[]).includes(value ?? '');

/**
 * /owners-management (spec §2, superadmin): every account with its owner, plan, tax data, contacts,
 * satellite integration, device limit and state; its members and settlements; edits audited. Below,
 * the platform's backups (issue 21): the accounts' data is what they keep.
 */
export default function OwnersManagementPage() {
  const { t } = useTranslation();
  const list = useListParams(ACCOUNT_FILTERS, 'created');
  const [openAccount, setOpenAccount] = useDialogParam('account');
  const { plan, active } = list.filters;
  const accounts = useOwnedAccounts({
    p: list.page,
    e: list.pageSize,
    q: list.q || undefined,
    plan: isPlan(plan) ? plan : undefined,
    active: activeQuery(active),
  });

  return (
    <PageContainer title={t('routes.ownersManagement')} description={t('console.accounts.description')}>
      <ListPage
        list={list}
        query={accounts}
        label={t('routes.ownersManagement')}
        columns={accountColumns(t)}
        titleColumn="name"
        rowName={(account) => account.name}
        searchPlaceholder={t('console.accounts.search')}
        filters={
          <FilterBar filtered={list.activeFilters > 0} onClear={list.clearFilters}>
            <FilterChip
              label={t('console.fields.accountType')}
              value={plan}
              options={ACCOUNT_TYPES.map((value) => ({ value, label: value }))}
              onChange={(value) => list.setFilter('plan', value)}
            />
            <ActiveFilter value={active} onChange={(value) => list.setFilter('active', value)} />
          </FilterBar>
        }
        noMatch={{ title: t('console.accounts.noMatch'), description: t('console.accounts.noMatchHint') }}
        empty={
          <ListEmpty
            icon={<IconBuildingWarehouse size={28} />}
            title={t('console.accounts.empty')}
            description={t('console.accounts.emptyHint')}
          />
        }
        onOpen={(account) => setOpenAccount(account._id)}
      />
      <AccountDrawer accountId={openAccount} onClose={() => setOpenAccount(null)} />
      <BackupsSection />
    </PageContainer>
  );
}
