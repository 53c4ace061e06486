import { Menu } from '@mantine/core';
import { IconEye, IconKey, IconPlayerPause, IconPlayerPlay, IconUsers } from '@tabler/icons-react';
import type { User } from '@tropero/shared/auth';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListPage } from '../../../components/list/list-page';
import { useDialogParam, useListParams } from '../../../components/list/use-list-params';
import { PageContainer } from '../../../components/page-container';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../components/user-actions';
import { userColumns } from '../components/user-columns';
import { UserDrawer } from '../components/user-drawer';
import { ActiveFilter, activeQuery } from '../components/active-filter';
import { RowDangerAction } from '../../../components/list/row-danger-action';
import { FilterBar } from '../../../components/list/filter-bar';

const USER_FILTERS = ['active'] as const;

/**
 * /users (spec §2, superadmin): every user, searched by name or email; each one's record and
 * accounts, activated or deactivated, his tags, a forced password reset, deletion; all audited.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const list = useListParams(USER_FILTERS, 'email');
  const [openUser, setOpenUser] = useDialogParam('user');
  const users = useUsers({
    page: list.page,
    pageSize: list.pageSize,
    search: list.q || undefined,
    active: activeQuery(list.filters.active),
  });
  const actions = useUserActions();

  const rowActions = (user: User) => (
    <>
      <Menu.Item leftSection={<IconEye size={16} />} onClick={() => setOpenUser(user._id)}>
        {t('console.actions.view')}
      </Menu.Item>
      <Menu.Item
        leftSection={user.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
        onClick={() => void actions.setActive(user, !user.active)}
      >
        {t(user.active ? 'console.users.deactivate' : 'console.users.activate')}
      </Menu.Item>
      {user.active && (
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => void actions.resetPassword(user)}>
          {t('console.users.resetPassword')}
        </Menu.Item>
      )}
      <RowDangerAction onClick={() => void actions.remove(user)}>
        {t('console.actions.delete')}
      </RowDangerAction>
    </>
  );

  return (
    <PageContainer title={t('routes.users')} description={t('console.users.description')}>
      <ListPage
        list={list}
        query={users}
        label={t('routes.users')}
        columns={userColumns(t)}
        titleColumn="name"
        rowName={(user) => user.name}
        searchPlaceholder={t('console.users.search')}
        filters={
          <FilterBar filtered={list.activeFilters > 0} onClear={list.clearFilters}>
            <ActiveFilter value={list.filters.active} onChange={(value) => list.setFilter('active', value)} />
          </FilterBar>
        }
        noMatch={{ title: t('console.users.noMatch'), description: t('console.users.noMatchHint') }}
        empty={
          <ListEmpty
            icon={<IconUsers size={28} />}
            title={t('console.users.empty')}
            description={t('console.users.emptyHint')}
          />
        }
        rowActions={rowActions}
        onOpen={(user) => setOpenUser(user._id)}
      />
      <UserDrawer userId={openUser} onClose={() => setOpenUser(null)} />
    </PageContainer>
  );
}
