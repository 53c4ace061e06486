import type { Alert } from '@tropero/shared/contracts/alerts';

/**
 * An alert the engine opened, repeated or resolved, handed on after its commit: to the live stream
 * (the bell, the map's badges) and to the notifications (push, email). `alert` carries no reader
 * fields (`readerId` and `readAt` are null): each reader has his own.
 */
export interface AlertChange {
  accountId: string;
  alert: Alert;
  kind: 'opened' | 'repeated' | 'resolved';
}

export type AlertChangeListener = (changes: AlertChange[]) => void;
