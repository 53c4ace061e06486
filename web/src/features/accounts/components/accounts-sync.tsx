import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reconcileSelection } from '../../../lib/account-selection';
import { useUser } from '../../../lib/session';
import { useAccounts } from '../../../api/get-accounts';

/**
 * Loads the accounts once the user is in and keeps the selection in line with them (spec §4: the
 * only account is selected automatically). When they fail to load, every page says so with the
 * generic warning of spec §8 and a retry: a toast would close and leave an empty page behind.
 * Rendered once, by the layout, above the page.
 */
export function AccountsSync() {
  const { t } = useTranslation();
  const userId = useUser()?._id;
  const { data, isError, isRefetching, refetch } = useAccounts();

  useEffect(() => {
    if (data && userId) reconcileSelection(userId, data);
  }, [data, userId]);

  if (!isError) return null;
  return (
    <Alert
      role="alert"
      color="yellow"
      radius={0}
      icon={<IconAlertTriangle size={20} />}
      title={t('accounts.loadFailed.title')}
    >
      {t('accounts.loadFailed.message')}{' '}
      <Button
        size="compact-sm"
        variant="light"
        color="yellow"
        loading={isRefetching}
        onClick={() => void refetch()}
      >
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
