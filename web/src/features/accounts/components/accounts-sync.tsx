import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reconcileSelection } from '../../../lib/account-selection';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { useAccounts } from '../../../api/get-accounts';

/**
 * Loads the accounts once the user is in, keeps the selection in line with them (spec §4: the
 * only account is selected automatically) and shows the generic warning of spec §8 on failure.
 * Rendered once, by the layout.
 */
export function AccountsSync() {
  const { t } = useTranslation();
  const userId = useUser()?._id;
  const { data, isError } = useAccounts();

  useEffect(() => {
    if (data && userId) reconcileSelection(userId, data);
  }, [data, userId]);

  useEffect(() => {
    if (isError) notify('warning', t('accounts.loadFailed.title'), t('accounts.loadFailed.message'));
  }, [isError, t]);

  return null;
}
