import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '../lib/create-store';
import { confirmStore } from './confirm-action';

const ConfirmDialog = lazy(() => import('./confirm-dialog'));

/** Mounts the confirmation dialog once the first confirmation is asked for, and keeps it for the next. */
export function ConfirmHost() {
  const request = useStore(confirmStore);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (request) setNeeded(true);
  }, [request]);
  if (!needed && !request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog request={request} />
    </Suspense>
  );
}
