import type { AccountAlert } from '../../realtime/live-channels';
import type { AlertChange } from './alert-change';

/** Alert changes as live-stream `alert` events. */
export const toLiveAlerts = (changes: readonly AlertChange[]): AccountAlert[] =>
  changes.map(({ accountId, alert, kind }) => ({
    accountId,
    alert: {
      alertId: alert._id,
      settlementId: alert.settlementId,
      type: alert.type,
      state: alert.state,
      animalId: alert.animalId,
      opened: kind === 'opened',
    },
  }));
