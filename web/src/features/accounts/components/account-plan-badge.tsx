import { Badge } from '@mantine/core';
import type { AccountType } from '@tropero/shared/constants';

export function AccountPlanBadge({ accountType }: { accountType: AccountType }) {
  return (
    <Badge size="xs" variant={accountType === 'FULL' ? 'filled' : 'light'} color="brand">
      {accountType}
    </Badge>
  );
}
