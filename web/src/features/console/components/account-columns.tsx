import { Badge, Text } from '@mantine/core';
import type { OwnedAccount } from '@tropero/shared/contracts/owners';
import type { TFunction } from 'i18next';
import type { Column } from '../../../components/list/data-table';
import { ActiveBadge } from './user-columns';

/** The columns of /owners-management: the server lists accounts newest first, in one order. */
export const accountColumns = (t: TFunction): Column<OwnedAccount>[] => [
  { key: 'name', header: t('console.fields.accountName'), render: (account) => account.name },
  {
    key: 'owner',
    header: t('console.fields.owner'),
    render: (account) => (
      <>
        <Text size="sm">{account.owner.name}</Text>
        <Text size="xs" c="dimmed">
          {account.owner.email}
        </Text>
      </>
    ),
  },
  {
    key: 'plan',
    header: t('console.fields.accountType'),
    render: (account) => (
      <Badge variant="light" color={account.accountType === 'FULL' ? 'green' : 'gray'}>
        {account.accountType}
      </Badge>
    ),
  },
  {
    key: 'taxCondition',
    header: t('console.fields.taxCondition'),
    render: (account) =>
      account.taxCondition ? t(`console.taxConditions.${account.taxCondition}`) : t('console.values.none'),
    visibleFrom: 'lg',
  },
  {
    key: 'satellite',
    header: t('console.fields.satelliteIntegration'),
    render: (account) => t(account.satelliteIntegration ? 'console.values.yes' : 'console.values.no'),
    visibleFrom: 'lg',
  },
  {
    key: 'active',
    header: t('console.fields.state'),
    render: (account) => <ActiveBadge active={account.active} t={t} />,
  },
];
