import { lazy, Suspense } from 'react';
import { useStore } from '../lib/create-store';
import { toastsNeeded } from '../lib/notify';
import classes from './notifications-host.module.css';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Where toasts show; mounted with the first one, after which toasts already asked for appear. */
export function NotificationsHost() {
  const needed = useStore(toastsNeeded);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      {/* Hovering a toast holds that one only: the others still close on time (spec §8). */}
      <Notifications
        position="top-right"
        limit={4}
        pauseResetOnHover="notification"
        classNames={{ root: classes.root }}
      />
    </Suspense>
  );
}
