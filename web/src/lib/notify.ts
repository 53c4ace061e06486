import { createStore } from './create-store';

export type NoticeKind = 'success' | 'warning' | 'error' | 'info';

/** Spec §8: success and warning close after 3 s, error and info after 5 s. */
export const AUTO_CLOSE_MS: Record<NoticeKind, number> = {
  success: 3000,
  warning: 3000,
  error: 5000,
  info: 5000,
};

const COLOR: Record<NoticeKind, string> = {
  success: 'brand',
  warning: 'yellow',
  error: 'danger',
  info: 'navy',
};

/**
 * Whether a toast was ever asked for. The toast machinery loads on the first one (see
 * components/notifications-host), which keeps it off the first screen's budget.
 */
export const toastsNeeded = createStore(false);

/**
 * Shows a toast. The same toast asked for again while it shows (a query's retries, a caller that
 * repeats the client's alert) is not shown twice: it carries its text as its id.
 */
export function notify(kind: NoticeKind, title: string, message?: string): Promise<void> {
  toastsNeeded.set(true);
  return import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({
      id: `${kind}:${title}:${message ?? ''}`,
      title,
      message: message ?? '',
      color: COLOR[kind],
      autoClose: AUTO_CLOSE_MS[kind],
      withBorder: true,
    });
  });
}
