import { Indicator } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUnreadSummary } from '../api/get-unread-summary';
import { badgeCount } from './alert-look';

/** The unread count over an icon (the phone's "Alertas" entry). */
export function UnreadIndicator({ children }: { children: ReactNode }) {
  const count = useUnreadSummary().data?.unreadAlertsCount ?? 0;
  return (
    <Indicator label={badgeCount(count)} disabled={count === 0} size={16} color="danger" offset={2} inline>
      {children}
    </Indicator>
  );
}
