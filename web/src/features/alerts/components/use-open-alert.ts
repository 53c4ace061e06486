import type { Alert } from '@tropero/shared/contracts/alerts';
import { useNavigate } from 'react-router';
import { href } from '../../../config/routes';
import { useReadAlert } from '../api/read-alert';

/** What the alert's page is told when it opens from a click that already read it. */
export interface OpenedAlertState {
  read: true;
}

/**
 * Opens an alert: an unread one is read first (PUT /alert/{id}, then the unread count reloads, spec §4),
 * and its page shows without reading it again.
 */
export function useOpenAlert(): (alert: Alert) => void {
  const navigate = useNavigate();
  const read = useReadAlert();
  return (alert) => {
    if (alert.readAt === null) read.mutate(alert);
    const state: OpenedAlertState = { read: true };
    navigate(href('notification', { id: alert._id }), { state });
  };
}
