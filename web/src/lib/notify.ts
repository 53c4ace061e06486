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

export function notify(kind: NoticeKind, title: string, message?: string): Promise<void> {
  toastsNeeded.set(true);
  return import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({
      title,
      message: message ?? '',
      color: COLOR[kind],
      autoClose: AUTO_CLOSE_MS[kind],
      withBorder: true,
    });
  });
}
